import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { CATALOGUE_LOAD_MORE_DISTANCE_PX, CATALOGUE_PAGE_SIZE } from '@portal/contracts';
import { isNearBottom, nextPage, rowOffsets, variableWindow, type VisibleWindow } from '../domain/virtual-window';

/** Rows kept beyond each edge of the viewport: enough for smooth scrolling, few to re-render per keystroke. */
export const OVERSCAN_ROWS = 4;

interface Viewport {
  scrollTop: number;
  height: number;
  listTop: number;
}

function readViewport(list: HTMLElement | null): Viewport {
  const scrollTop = window.scrollY;
  return { scrollTop, height: window.innerHeight, listTop: list ? list.getBoundingClientRect().top + scrollTop : 0 };
}

export interface WindowedRows<E extends HTMLElement> {
  listRef: RefObject<E>;
  /** Rows loaded so far (grows by a page when the user nears the bottom). */
  loaded: number;
  window: VisibleWindow;
  /** The top of each loaded row in the list, and the list's height last. */
  offsets: readonly number[];
  loadMore: () => void;
}

/**
 * Spec 2 §9 paging on a window-scrolled list: 15 rows at first, 15 more whenever the end of the list
 * is within 500 px of the bottom of the viewport. The grown list is virtualised: only the rows near
 * the viewport are in the page, each placed below the heights of the rows before it: `heightOf(i)`
 * answers a row's measured height, or an estimate until it has been shown (`heightsKey` changes when
 * a measurement does). `resetKey` (the filter) starts again at the first page.
 */
export function useWindowedRows<E extends HTMLElement>({
  total,
  heightOf,
  heightsKey,
  resetKey,
}: {
  total: number;
  heightOf: (index: number) => number;
  heightsKey: unknown;
  resetKey: unknown;
}): WindowedRows<E> {
  const listRef = useRef<E>(null);
  const [pages, setPages] = useState({ key: resetKey, loaded: CATALOGUE_PAGE_SIZE });
  const [viewport, setViewport] = useState<Viewport>(() => readViewport(null));

  // A new filter starts at the first page: derived, not set during render, so a keystroke renders
  // the page once (the pages of an older filter are simply ignored until more are loaded).
  const loadedRows = pages.key === resetKey ? pages.loaded : CATALOGUE_PAGE_SIZE;
  const loaded = Math.min(total, loadedRows);

  const loadMore = useCallback(
    () =>
      setPages((current) => {
        const from = current.key === resetKey ? current.loaded : CATALOGUE_PAGE_SIZE;
        return { key: resetKey, loaded: nextPage(from, CATALOGUE_PAGE_SIZE, Math.max(total, from)) };
      }),
    [total, resetKey],
  );

  // One update per frame however fast scroll events come.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setViewport(readViewport(listRef.current)));
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  // Where the list starts depends on what is above it (filters, count): measure after each render.
  // No dependency list on purpose; the functional update keeps an unchanged viewport from re-rendering.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const next = readViewport(listRef.current);
    setViewport((current) => (current.listTop === next.listTop && current.scrollTop === next.scrollTop && current.height === next.height ? current : next));
  });

  // The sums over the loaded rows: a keystroke has 15, so this stays far below the render's cost.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const offsets = useMemo(() => rowOffsets(loaded, heightOf), [loaded, heightOf, heightsKey]);
  const listHeight = offsets[loaded] ?? 0;

  // Near the bottom: load a page. Runs again after each load, so a tall screen fills up.
  useEffect(() => {
    if (loaded >= total) return;
    const listBottom = viewport.listTop + listHeight;
    if (isNearBottom({ scrollTop: viewport.scrollTop, viewportHeight: viewport.height, pageHeight: listBottom, distance: CATALOGUE_LOAD_MORE_DISTANCE_PX })) loadMore();
  }, [viewport, loaded, total, listHeight, loadMore]);

  return {
    listRef,
    loaded,
    loadMore,
    offsets,
    window: variableWindow({ scrollTop: viewport.scrollTop, viewportHeight: viewport.height, listTop: viewport.listTop, offsets, overscan: OVERSCAN_ROWS }),
  };
}
