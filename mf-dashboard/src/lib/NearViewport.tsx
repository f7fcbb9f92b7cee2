import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far ahead of the screen a deferred part starts: half a screen height, so that scrolling at an
 * ordinary pace finds it rendered (a percentage of the viewport, as IntersectionObserver reads it).
 */
const AHEAD = '50% 0px';

/**
 * Renders `children` once its place comes within half a screen of the viewport, and keeps them from then
 * on; until then an empty block of `reserve` height holds the place. The dashboard's widgets below
 * the first screen cost a phone seconds of main thread (their chunks, reads and renders, and for the
 * other areas' widget slot every remote's entry), which a visitor who never scrolls down need not pay.
 * Where IntersectionObserver is missing, they render at once.
 *
 * The contents render as a transition (React renders them in slices between the reader's scroll and
 * keys, not in one long task), inside a Suspense boundary of their own: a lazily loaded widget that
 * comes near shows `fallback` (by default the same empty block) in its own place, and never hides the
 * widgets already on screen around it, as a boundary shared with them did.
 */
export function NearViewport({ children, reserve = '20rem', fallback }: { children: ReactNode; reserve?: string; fallback?: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const held = <div ref={near ? undefined : place} className="lp-near-viewport" data-testid="near-viewport" style={{ minBlockSize: reserve }} aria-hidden="true" />;
  if (!near) return held;
  return <Suspense fallback={fallback ?? held}>{children}</Suspense>;
}
