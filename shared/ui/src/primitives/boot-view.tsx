import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/*
 * The signed-out visitor's first view, painted by the page the gateway serves before any script runs
 * (the sign-in logo: the page's largest element, so its paint is the page's LCP). The shell
 * holds on to that element when it starts; every "loading" place shows it instead of a spinner until
 * the first page has rendered, so the logo stays where it is while the sign-in page arrives.
 */
let held: Element | null = null;

/** Called once by the shell before its first render (React then empties the static frame). */
export function holdBootView(id: string): void {
  held = document.getElementById(id);
}

/**
 * Work the first page does not need (the socket, the session timer, the dashboard's widgets) waits until
 * that page has been painted rather than competing with it for a phone's main thread;
 * at most FIRST_PAGE_WAIT_MS, for a start that shows no page (an area that failed to load).
 */
export const FIRST_PAGE_WAIT_MS = 3000;
let pageShown: (() => void) | undefined;
const firstPage = new Promise<void>((resolve) => (pageShown = resolve));
let firstPageShown = false;
const firstPageListeners = new Set<() => void>();
void firstPage.then(() => {
  firstPageShown = true;
  firstPageListeners.forEach((listener) => listener());
});
const subscribeFirstPage = (listener: () => void) => {
  firstPageListeners.add(listener);
  return () => void firstPageListeners.delete(listener);
};
if (typeof window !== 'undefined') setTimeout(() => pageShown?.(), FIRST_PAGE_WAIT_MS);

/** Whether the first page has been painted (see afterFirstPage). */
export function isFirstPageShown(): boolean {
  return firstPageShown;
}

/** Resolves once the first page has been painted (a frame after it committed). */
export function afterFirstPage(): Promise<void> {
  return firstPage;
}

/** False until the first page has been painted, then true (see afterFirstPage). */
export function useAfterFirstPage(): boolean {
  return useSyncExternalStore(subscribeFirstPage, isFirstPageShown, isFirstPageShown);
}

/** A page is on screen (or none will be): loading places show their own indicator from now on. */
export function releaseBootView(): void {
  held = null;
  // After the frame that paints the page: a callback of the next frame, then a task after it.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(() => pageShown?.(), 0));
  else pageShown?.();
}

/** The held first view while there is one, else `children` (a spinner). */
export function BootViewOr({ children }: { children?: ReactNode }) {
  if (!held) return <>{children}</>;
  const view = held;
  // Moved, not copied: a ref places the very element the browser has already painted.
  return <div ref={(container) => void (container && !container.contains(view) && container.append(view))} />;
}

/** Rendered beside a page: once it commits, the first view is let go. */
export function ReleaseBootView() {
  useEffect(releaseBootView, []);
  return null;
}
