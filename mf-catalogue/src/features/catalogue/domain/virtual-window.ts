/**
 * Spec 2 §9 paging of the catalogue's long list, as pure rules. Which rows of the grown list are in
 * the page (the window) is @tanstack/react-virtual's job (hooks/use-windowed-rows.ts).
 */

/** Spec 2 §9: more loads when the bottom of the page is within `distance` pixels of the viewport's bottom. */
export function isNearBottom({ scrollTop, viewportHeight, pageHeight, distance }: { scrollTop: number; viewportHeight: number; pageHeight: number; distance: number }): boolean {
  return pageHeight - (scrollTop + viewportHeight) <= distance;
}

/** How many rows to show after loading one more page, never beyond the results. */
export function nextPage(loaded: number, pageSize: number, total: number): number {
  return Math.min(total, loaded + pageSize);
}
