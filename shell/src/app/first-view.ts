import { pathOfHash } from '../remotes/area-routes';

/**
 * Runs in the entry chunk, before the federation has shared any package, so it imports none at run
 * time: the ids are @portal/contracts' FIRST_VIEWS_ELEMENT_ID and BOOT_VIEW_ELEMENT_ID (checked by its test).
 */
export const FIRST_VIEWS_ELEMENT = 'lp-first-views';
export const BOOT_VIEW_ELEMENT = 'lp-boot-view';

/**
 * A signed-in visitor's landing screen paints before any area has loaded (issue 13): the gateway put
 * each area's first view, in the visitor's language, in a <template> (the server never sees the hash);
 * the one for the hash's path goes into <main> as the boot view, which the shell keeps on screen until
 * the area renders the same markup in its place (@portal/ui BootViewOr). Any other address shows none.
 * Returns whether a view was placed.
 */
export function placeFirstView(doc: Document = document, hash: string = doc.location?.hash ?? ''): boolean {
  const views = doc.getElementById(FIRST_VIEWS_ELEMENT);
  const main = doc.getElementById('main');
  if (!views || !('content' in views) || !main || doc.getElementById(BOOT_VIEW_ELEMENT)) return false;
  const path = pathOfHash(hash);
  const view = Array.from((views as HTMLTemplateElement).content.children).find((candidate) => candidate.getAttribute('data-path') === path);
  if (!view) return false;
  const boot = doc.createElement('div');
  boot.id = BOOT_VIEW_ELEMENT;
  boot.append(...Array.from(doc.importNode(view, true).childNodes));
  main.append(boot);
  return true;
}

/**
 * Runs `start` once the placed view has had its frame, so no script's evaluation or fetch stands
 * between the page and its paint. A page opened in a background tab gets no frames until it is
 * shown: there the timeout starts the portal anyway, so it is ready when the visitor looks.
 */
export function afterFirstFrame(start: () => void, timeoutMs = 100, win: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    win.clearTimeout(timer);
    start();
  };
  const timer = win.setTimeout(once, timeoutMs);
  // A task after the frame, so the paint itself is not delayed by the start.
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
}
