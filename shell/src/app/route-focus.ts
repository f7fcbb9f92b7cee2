import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@portal/ui';

/** How long a lazily loaded page may take to show its heading before the shell stops waiting. */
const HEADING_WAIT_MS = 10_000;

const headingOf = (main: HTMLElement): HTMLHeadingElement | null => main.querySelector('h1');
const textOf = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * WCAG 2.4.2 and 2.4.3 on a single-page app. document.title is always "<page> – <portal>", the page
 * being what it declared through usePageTitle, else its h1; it follows the page as it changes (a
 * heading that loads late, a language change). On a change of route (not the first load) focus
 * moves to the new page's h1 (made focusable with tabindex=-1) and the answer is the page's name,
 * for a polite live region to announce.
 */
export function useRouteFocus(portalName: string): string {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstLoad = useRef(true);
  const previousHeading = useRef<{ element: Element; text: string } | null>(null);

  // The title, kept in step with whatever the page shows.
  useEffect(() => {
    const main = document.getElementById('main');
    const update = () => {
      const heading = main ? headingOf(main) : null;
      const page = pageTitle.get() ?? (heading ? textOf(heading) : '');
      const title = page ? `${page} – ${portalName}` : portalName;
      if (document.title !== title) document.title = title;
    };
    update();
    const off = pageTitle.subscribe(update);
    const observer = new MutationObserver(update);
    if (main) observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => {
      off();
      observer.disconnect();
    };
  }, [portalName]);

  // Focus and announcement, once per change of route, when the new page's heading is there.
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const isFirstLoad = firstLoad.current;
    firstLoad.current = false;
    const before = previousHeading.current;
    let settled = false;
    const settle = (): boolean => {
      const heading = headingOf(main);
      if (!heading) return false;
      const text = textOf(heading);
      // The page that is leaving may still show its heading for a moment.
      if (before && before.element === heading && before.text === text) return false;
      settled = true;
      previousHeading.current = { element: heading, text };
      if (!isFirstLoad) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: false });
        setAnnouncement(pageTitle.get() ?? text);
      }
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (!settled && settle()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return announcement;
}
