import { useState, type CSSProperties } from 'react';
import { ThumbnailFallback } from './fallbacks';
import './thumbnail.css';

export interface ThumbnailProps {
  /** The item's thumbnailUrl; without one, or when it cannot load, the type's designed picture shows. */
  src?: string | null;
  /** The item's type (Course, Video, …), for the fallback. */
  type?: string;
  /** Empty (the default) where the item's title is beside the picture: the picture is then decorative. */
  alt?: string;
  /** The picture's proportions and intrinsic size (default 16:9, 320 × 180). */
  width?: number;
  height?: number;
  /** The first pictures of a page (above the fold) load at once; the others when they come near. */
  eager?: boolean;
  className?: string;
}

/**
 * An item's picture in a box of fixed proportions (aspect-ratio, width and height set), so nothing
 * moves when it arrives; lazy unless `eager`; the type's fallback when there is none or it fails.
 */
export function Thumbnail({ src, type, alt = '', width = 320, height = 180, eager = false, className }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const box: CSSProperties = { aspectRatio: `${width} / ${height}` };
  return (
    <span className={['lp-thumbnail', className].filter(Boolean).join(' ')} style={box}>
      {src && failed !== src ? (
        <img className="lp-thumbnail__image" src={src} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(src)} />
      ) : (
        <ThumbnailFallback type={type} width={width} height={height} alt={alt} />
      )}
    </span>
  );
}
