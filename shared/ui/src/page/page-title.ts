import { useEffect } from 'react';

type Listener = () => void;

let declared: string | null = null;
const listeners = new Set<Listener>();

/**
 * The name a page gives itself when it is not its heading (spec 2 §2: the landing page is titled
 * "Content landing page" while its h1 is the item's title). The shell owns document.title: it reads
 * this, else the page's h1, and adds the portal's name. @portal/ui is a singleton, so a remote's
 * page and the shell share it.
 */
export const pageTitle = {
  get: (): string | null => declared,
  set(title: string | null): void {
    if (declared === title) return;
    declared = title;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Names the page shown for as long as it is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    pageTitle.set(title);
    return () => {
      if (pageTitle.get() === title) pageTitle.set(null);
    };
  }, [title]);
}
