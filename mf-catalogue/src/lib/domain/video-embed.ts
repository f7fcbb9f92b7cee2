import type { CatalogueItem } from '@portal/contracts/catalogue';

/*
 * Video embeds (spec 2 §9): "Video embeds are detected from two link patterns; a package.zip original
 * filename means the window embed." The two patterns are YouTube and Vimeo links. The portal's
 * Content-Security-Policy allows no third-party frames, so a detected embed plays in its own window
 * (the link itself), as a packaged video (package.zip) does; any other video plays in the page.
 */

const YOUTUBE = /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/i;
const VIMEO = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i;

/** The player address of a YouTube or Vimeo link, or null for any other address. */
export function videoEmbedUrl(launchPath: string | null | undefined): string | null {
  const path = launchPath?.trim() ?? '';
  const youtube = YOUTUBE.exec(path);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(path);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

export type VideoPlayback = 'page' | 'window';

/** Where a video plays: a packaged video (package.zip) or a detected embed opens in a window; others in the page. */
export function videoPlayback(item: Pick<CatalogueItem, 'LaunchPath' | 'OriginalFilename'>): VideoPlayback {
  if (item.OriginalFilename?.trim().toLowerCase() === 'package.zip') return 'window';
  return videoEmbedUrl(item.LaunchPath) ? 'window' : 'page';
}
