import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom';
import { paths } from '../../../paths';
import { parseFilter, serializeFilter, withSearchText, type CatalogueFilter } from '../domain/filter';

/**
 * The URL follows once typing pauses for this long (the list itself follows every keystroke). Every
 * URL change is a page change for the shell (message centre, page-view event, router re-render), so a
 * person typing should not cause one per key.
 */
export const URL_WRITE_DELAY_MS = 1000;

/**
 * What is in the search box, as typed, outside React state: only the components that show it (the
 * box and the results) subscribe, so a keystroke does not re-render the page around them.
 */
export interface SearchText {
  get: () => string;
  set: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
}

function createSearchText(initial: string, onChange: (text: string) => void): SearchText {
  let text = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set: (next) => {
      if (next === text) return;
      text = next;
      onChange(next);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The search box's text, re-rendering the caller on every keystroke (synchronously, as input needs). */
export function useSearchText(search: SearchText): string {
  return useSyncExternalStore(search.subscribe, search.get);
}

export interface CatalogueFilterState {
  /** The URL's filters without the search words: the same object while the user types. */
  controls: CatalogueFilter;
  /** The search box's text (use `useSearchText` to follow it). */
  search: SearchText;
  /** A filter control changed: a new history entry, so Back undoes it. */
  setFilter: (filter: CatalogueFilter) => void;
}

/** Marks the navigations this hook makes, so their (possibly late) arrival never resets the page. */
const OWN_NAVIGATION = { catalogueFilter: true } as const;

const withoutWords = (filter: CatalogueFilter): CatalogueFilter => ({ ...filter, words: [] });

/**
 * The filter in the URL (/catalogue/items/{filter}) is the source of truth: the page starts from it
 * and follows it whenever it changes from elsewhere (Back, a link, the dashboard search). What the
 * user does applies at once to the page's own copy, and the URL follows: with `replace` while
 * typing (settled for URL_WRITE_DELAY_MS, so no history entry per key), with a new entry for a
 * control (so Back undoes it). The router commits navigations as transitions, so the page never
 * waits for them, and a late one of its own never puts older values back.
 */
export function useCatalogueFilter(): CatalogueFilterState {
  const urlText = useParams().filter ?? '';
  const navigate = useNavigate();
  const locationState = useLocation().state as typeof OWN_NAVIGATION | null;
  const navigationType = useNavigationType();
  const ownNavigation = locationState?.catalogueFilter === true && navigationType !== 'POP';
  const initial = useState(() => parseFilter(urlText))[0];
  const [controls, setControls] = useState(() => withoutWords(initial));
  const written = useRef(urlText);
  const pending = useRef<ReturnType<typeof setTimeout>>();
  const write = useCallback(
    (next: CatalogueFilter, replace: boolean) => {
      clearTimeout(pending.current);
      const text = serializeFilter(next);
      if (text === written.current) return;
      written.current = text;
      navigate(paths.index.href(text), { replace, state: OWN_NAVIGATION });
    },
    [navigate],
  );
  // The search store outlives renders: it reads the current controls and router through this.
  const latest = useRef({ controls, write });
  latest.current = { controls, write };

  const [search] = useState(() =>
    createSearchText(initial.words.join(' '), (text) => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => latest.current.write(withSearchText(latest.current.controls, text), true), URL_WRITE_DELAY_MS);
    }),
  );

  useEffect(() => {
    if (ownNavigation || urlText === written.current) return;
    written.current = urlText;
    const parsed = parseFilter(urlText);
    setControls(withoutWords(parsed));
    search.set(parsed.words.join(' '));
    // Setting the words above schedules a write of what the URL already says: nothing to write.
    clearTimeout(pending.current);
  }, [urlText, ownNavigation, search]);

  // A write still waiting when the user leaves would send them back here.
  useEffect(() => () => clearTimeout(pending.current), []);

  const setFilter = useCallback(
    (next: CatalogueFilter) => {
      const nextControls = withoutWords(next);
      setControls(nextControls);
      write(withSearchText(nextControls, search.get()), false);
    },
    [write, search],
  );

  return { controls, search, setFilter };
}
