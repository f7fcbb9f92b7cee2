import { useEffect } from 'react';

/** The browser tab's title while the page is shown (spec 2 §2 names some pages' titles). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
