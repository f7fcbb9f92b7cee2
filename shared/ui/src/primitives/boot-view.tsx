import { useEffect, type ReactNode } from 'react';

/*
 * The signed-out visitor's first view, painted by the page the gateway serves before any script runs
 * (the sign-in logo: the page's largest element, so its paint is the page's LCP; issue 13). The shell
 * holds on to that element when it starts; every "loading" place shows it instead of a spinner until
 * the first page has rendered, so the logo stays where it is while the sign-in page arrives.
 */
let held: Element | null = null;

/** Called once by the shell before its first render (React then empties the static frame). */
export function holdBootView(id: string): void {
  held = document.getElementById(id);
}

/** A page is on screen (or none will be): loading places show their own indicator from now on. */
export function releaseBootView(): void {
  held = null;
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
