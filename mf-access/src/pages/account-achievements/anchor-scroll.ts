import { useEffect } from 'react';

/** Spec 1 constants: the achievements page scrolls to its #{certificate id} anchor 2000 ms after it opens. */
export const ACHIEVEMENTS_ANCHOR_SCROLL_MS = 2000;

/** The element id a location hash names ('#abc' → 'abc', percent-decoded); null without one. */
export function anchorId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** How long after the delay the page still waits for a late anchor (its widget's data slow to come) before giving up. */
export const ANCHOR_WAIT_MS = 10_000;

/**
 * After `delay`, scrolls the element the hash names into view (the certificate's row, which another
 * area's widget renders in the page's slot meanwhile); when it is not there yet, as soon as it
 * appears within ANCHOR_WAIT_MS. A hash that names nothing does nothing; a new hash starts again;
 * leaving the page cancels it.
 */
export function useAnchorScroll(hash: string, delay: number = ACHIEVEMENTS_ANCHOR_SCROLL_MS): void {
  useEffect(() => {
    const id = anchorId(hash);
    if (!id) return;
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const scrollTo = (): boolean => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return Boolean(target);
    };
    const timer = window.setTimeout(() => {
      if (scrollTo()) return;
      observer = new MutationObserver(() => {
        if (scrollTo()) stop();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(stop, ANCHOR_WAIT_MS);
    }, delay);
    function stop() {
      observer?.disconnect();
      window.clearTimeout(giveUp);
    }
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [hash, delay]);
}
