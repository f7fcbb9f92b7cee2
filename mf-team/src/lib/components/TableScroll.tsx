import type { ReactNode } from 'react';

/**
 * A table that keeps its columns readable on a narrow screen and scrolls sideways inside itself
 * instead of the page. The scrolling box is a named region that takes focus, so keyboard users can
 * scroll it too (axe scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lp-team__table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
