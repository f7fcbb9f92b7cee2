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

/**
 * After `delay`, scrolls the element the hash names into view (the certificate's row, which another
 * area's widget renders in the page's slot meanwhile); a hash that names nothing does nothing. A new
 * hash starts again; leaving the page cancels it.
 */
export function useAnchorScroll(hash: string, delay: number = ACHIEVEMENTS_ANCHOR_SCROLL_MS): void {
  useEffect(() => {
    const id = anchorId(hash);
    if (!id) return;
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), delay);
    return () => window.clearTimeout(timer);
  }, [hash, delay]);
}
