import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { CATALOGUE_LOAD_MORE_DISTANCE_PX, CATALOGUE_PAGE_SIZE } from '@portal/contracts/catalogue';
import { isNearBottom, nextPage } from '../domain/virtual-window';

/** Rows kept beyond each edge of the viewport: enough for smooth scrolling, few to re-render per keystroke. */
export const OVERSCAN_ROWS = 4;

export interface WindowedRows<E extends HTMLElement> {
  listRef: RefObject<E>;
  /** Rows loaded so far (grows by a page when the user nears the bottom). */
  loaded: number;
  /** The rows worth having in the page: those in the viewport plus the overscan, each with its top in the list. */
  rows: readonly { index: number; top: number }[];
  /** Height of every loaded row together: measured where shown, estimated elsewhere. */
  totalHeight: number;
  /** The ref of each row element (which carries `data-index`): its real height places the rows below it. */
  measureRow: (row: HTMLElement | null) => void;
  loadMore: () => void;
}

/**
 * A row's height, read from the page. The library's default answers a row it has measured before
 * from its cache; rows are keyed by place, so after a keystroke the same element holds another
 * card, which may wrap to another height: it is read again. Called after the layout has been
 * flushed (see below) or with the ResizeObserver's own box, so it forces no extra layout.
 */
function rowHeight(row: Element, entry: ResizeObserverEntry | undefined): number {
  const box = entry?.borderBoxSize?.[0];
  return box ? Math.round(box.blockSize) : (row as HTMLElement).offsetHeight;
}

/** Where the top of the list is in the page (what is above it, filters and count, can move it). */
function listTopOf(list: HTMLElement | null): number {
  return list ? list.getBoundingClientRect().top + window.scrollY : 0;
}

/**
 * Spec 2 §9 paging on a window-scrolled list: 15 rows at first, 15 more whenever the end of the list
 * is within 500 px of the bottom of the viewport. The grown list is virtualised by
 * @tanstack/react-virtual's window virtualizer: only the rows near the viewport are in the page, each
 * placed below the measured heights of the rows before it (`estimate` until a row has been shown).
 * `resetKey` (the filter) starts again at the first page.
 */
export function useWindowedRows<E extends HTMLElement>({ total, estimate, resetKey }: { total: number; estimate: number; resetKey: unknown }): WindowedRows<E> {
  const listRef = useRef<E>(null);
  const [pages, setPages] = useState({ key: resetKey, loaded: CATALOGUE_PAGE_SIZE });

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

  // The virtualizer counts the window's scroll from the top of the page, so it needs the list's top.
  const [listTop, setListTop] = useState(0);
  const estimateSize = useCallback(() => estimate, [estimate]);
  // The viewport is known before the first render, so the first page paints in one pass.
  const [initialRect] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: loaded,
    estimateSize,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    initialRect,
    measureElement: rowHeight,
    // Sizes are kept by place (the default key), as the rows' elements are: a row re-measured after a
    // keystroke holds the height of the card now in that place.
  });

  // After each render: where the list starts depends on what is above it, and rows keyed by place
  // keep their element across a keystroke, so no ref runs for a refilled row: measure the shown rows
  // again. Reading the list's place flushes the layout once; the rows' heights then cost nothing
  // more. A changed height re-renders before paint, so rows never overlap or cut a wrapped card.
  // (While the user scrolls the library measures rows through its ResizeObserver instead.)
  // No dependency list on purpose; the state updates only when a value changed, so it settles.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = listTopOf(list);
    setListTop((current) => (current === top ? current : top));
    for (const row of Array.from(list.children)) virtualizer.measureElement(row as HTMLElement);
  });

  const totalHeight = virtualizer.getTotalSize();

  // Near the bottom: load a page. Checked on scroll and resize (once a frame) and after each load, so
  // a tall screen fills up. The virtualizer re-renders only when its range changes, so paging keeps
  // its own listener; it also follows the list when something above it moved without a render here.
  const latest = useRef({ loaded, total, loadMore, totalHeight });
  useLayoutEffect(() => {
    latest.current = { loaded, total, loadMore, totalHeight };
  });
  const checkBottom = useCallback(() => {
    const { loaded: shown, total: all, loadMore: more, totalHeight: height } = latest.current;
    const top = listTopOf(listRef.current);
    setListTop((current) => (current === top ? current : top));
    if (shown >= all) return;
    if (isNearBottom({ scrollTop: window.scrollY, viewportHeight: window.innerHeight, pageHeight: top + height, distance: CATALOGUE_LOAD_MORE_DISTANCE_PX })) more();
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(checkBottom);
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [checkBottom]);

  useEffect(checkBottom, [checkBottom, loaded, total, totalHeight, listTop]);

  const margin = virtualizer.options.scrollMargin;
  return {
    listRef,
    loaded,
    loadMore,
    totalHeight,
    measureRow: virtualizer.measureElement,
    rows: virtualizer.getVirtualItems().map((row: VirtualItem) => ({ index: row.index, top: row.start - margin })),
  };
}
