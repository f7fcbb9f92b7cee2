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

/**
 * Rows of different heights (cards wrap at narrow widths): `offsets[i]` is the top of row i and
 * `offsets[count]` the list's height, from measured heights where known and an estimate elsewhere.
 * The first row in view is found by binary search, so a frame costs O(log n) after the sums.
 */
export interface VariableWindowInput {
  scrollTop: number;
  viewportHeight: number;
  listTop: number;
  /** count + 1 ascending offsets, starting at 0. */
  offsets: readonly number[];
  overscan: number;
}

export function variableWindow({ scrollTop, viewportHeight, listTop, offsets, overscan }: VariableWindowInput): VisibleWindow {
  const count = offsets.length - 1;
  const totalHeight = offsets[count] ?? 0;
  if (count <= 0) return { start: 0, end: 0, offsetTop: 0, totalHeight };
  const top = scrollTop - listTop;
  const first = rowAt(offsets, top);
  // Rows that start above the viewport's bottom edge (one starting exactly on it is not in view).
  const last = rowAt(offsets, top + viewportHeight - 1e-6) + 1;
  const start = clamp(first - overscan, 0, count);
  const end = clamp(last + overscan, start, count);
  return { start, end, offsetTop: offsets[start]!, totalHeight };
}

/** Prefix sums of the rows' heights: `heightOf(i)` for i below `count`. */
export function rowOffsets(count: number, heightOf: (index: number) => number): number[] {
  const offsets = new Array<number>(count + 1);
  offsets[0] = 0;
  for (let index = 0; index < count; index += 1) offsets[index + 1] = offsets[index]! + heightOf(index);
  return offsets;
}

/** The row that holds the pixel `y` of the list (the last row below it; -1 above the list, count at or past its end). */
function rowAt(offsets: readonly number[], y: number): number {
  const count = offsets.length - 1;
  // Beyond either end, rows of the average height continue (as the fixed-height window counts them).
  const average = Math.max(1, offsets[count]! / count);
  if (y < 0) return Math.floor(y / average);
  if (y >= offsets[count]!) return count + Math.floor((y - offsets[count]!) / average);
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle]! <= y) low = middle;
    else high = middle - 1;
  }
  return low;
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
