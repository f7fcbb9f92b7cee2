/**
 * The rows of a long list that are worth having in the page: those in the viewport plus an overscan
 * above and below. Rows have one fixed height, so the list's height and each row's offset follow
 * from the count alone and scrolling never measures the DOM.
 */
export interface WindowInput {
  /** How far the page is scrolled (window.scrollY). */
  scrollTop: number;
  /** Height of the viewport (window.innerHeight). */
  viewportHeight: number;
  /** Top of the list from the top of the page. */
  listTop: number;
  rowHeight: number;
  /** Rows loaded so far. */
  count: number;
  /** Rows kept beyond each edge of the viewport. */
  overscan: number;
}

export interface VisibleWindow {
  /** First row in the page (inclusive). */
  start: number;
  /** Row after the last one in the page (exclusive). */
  end: number;
  /** Space above the first row. */
  offsetTop: number;
  /** Height of every loaded row together. */
  totalHeight: number;
}

export function visibleWindow({ scrollTop, viewportHeight, listTop, rowHeight, count, overscan }: WindowInput): VisibleWindow {
  const totalHeight = count * rowHeight;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0, offsetTop: 0, totalHeight };
  const top = scrollTop - listTop;
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + viewportHeight) / rowHeight);
  const start = clamp(first - overscan, 0, count);
  const end = clamp(last + overscan, start, count);
  return { start, end, offsetTop: start * rowHeight, totalHeight };
}

/** Spec 2 §9: more loads when the bottom of the page is within `distance` pixels of the viewport's bottom. */
export function isNearBottom({ scrollTop, viewportHeight, pageHeight, distance }: { scrollTop: number; viewportHeight: number; pageHeight: number; distance: number }): boolean {
  return pageHeight - (scrollTop + viewportHeight) <= distance;
}

/** How many rows to show after loading one more page, never beyond the results. */
export function nextPage(loaded: number, pageSize: number, total: number): number {
  return Math.min(total, loaded + pageSize);
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}
