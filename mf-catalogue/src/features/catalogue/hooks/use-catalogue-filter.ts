import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom';
import { paths } from '../../../paths';
import { parseFilter, serializeFilter, withSearchText, type CatalogueFilter } from '../domain/filter';

/**
 * The URL follows once typing pauses for this long (the list itself follows every keystroke). Every
 * URL change is a page change for the shell (message centre, page-view event, router re-render), so a
 * person typing should not cause one per key.
 */
export const URL_WRITE_DELAY_MS = 1000;

export interface CatalogueFilterState {
  /** The filter the list shows: the URL's filters with the words in the search box. */
  filter: CatalogueFilter;
  /** The same without its words: the same object while the user types. */
  controls: CatalogueFilter;
  /** What is in the search box, as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
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
  const [state, setState] = useState(() => {
    const parsed = parseFilter(urlText);
    return { controls: withoutWords(parsed), searchText: parsed.words.join(' ') };
  });
  const written = useRef(urlText);
  const pending = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    if (ownNavigation || urlText === written.current) return;
    clearTimeout(pending.current);
    written.current = urlText;
    const parsed = parseFilter(urlText);
    setState({ controls: withoutWords(parsed), searchText: parsed.words.join(' ') });
  }, [urlText, ownNavigation]);

  // A write still waiting when the user leaves would send them back here.
  useEffect(() => () => clearTimeout(pending.current), []);

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

  const setSearchText = useCallback(
    (text: string) => {
      setState((current) => ({ ...current, searchText: text }));
      clearTimeout(pending.current);
      pending.current = setTimeout(() => write(withSearchText(latest.current.controls, text), true), URL_WRITE_DELAY_MS);
    },
    [write],
  );

  const setFilter = useCallback(
    (next: CatalogueFilter) => {
      const controls = withoutWords(next);
      setState((current) => ({ ...current, controls }));
      write(withSearchText(controls, latest.current.searchText), false);
    },
    [write],
  );

  const { controls, searchText } = state;
  const filter = useMemo(() => withSearchText(controls, searchText), [controls, searchText]);
  return { filter, controls, searchText, setSearchText, setFilter };
}
