/* Thumbnail and the item types' fallback pictures on a path of their own: only pages with items load them. */
export { Thumbnail, type ThumbnailProps } from './thumbnail/Thumbnail';
export { ThumbnailFallback, type ThumbnailFallbackProps } from './thumbnail/fallbacks';
