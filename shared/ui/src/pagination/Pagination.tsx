import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Icon } from '../icon/Icon';
// From the package, not '../ui-texts': a subpath is bundled into each area, and only the shared
// @portal/ui module reaches the texts the shell provides (one React context for the whole page).
import { useUiTexts } from '@portal/ui';
import './pagination.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** Names the navigation when a page has more than one (default the host's "Pages"). */
  label?: string;
}

/** Pages to offer around `page`: the first, the last, the current one and its neighbours; null for a gap. */
export function pagesAround(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((candidate) => candidate >= 1 && candidate <= pageCount));
  // A gap of one page shows that page rather than an ellipsis.
  if (wanted.has(3) && pageCount >= 3) wanted.add(2);
  if (wanted.has(pageCount - 2) && pageCount >= 3) wanted.add(pageCount - 1);
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((candidate, index) => (index > 0 && candidate - sorted[index - 1]! > 1 ? [null, candidate] : [candidate]));
}

/** Previous, the page numbers (the current one marked aria-current) and Next, in a navigation landmark. */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const texts = useUiTexts();
  if (pageCount <= 1) return null;
  return (
    <nav className="lp-pagination" aria-label={label ?? texts.pagination}>
      <ul className="lp-pagination__list">
        <li>
          <button type="button" className="lp-pagination__step" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <Icon icon={ChevronLeft} size="sm" mirrorInRtl />
            {texts.previousPage}
          </button>
        </li>
        {pagesAround(page, pageCount).map((candidate, index) =>
          candidate === null ? (
            <li key={`gap-${index}`} className="lp-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={candidate}>
              <button
                type="button"
                className="lp-pagination__page"
                aria-label={texts.pageLabel(texts.formatNumber(candidate))}
                aria-current={candidate === page ? 'page' : undefined}
                onClick={() => candidate !== page && onPageChange(candidate)}
              >
                {texts.formatNumber(candidate)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="lp-pagination__step" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            {texts.nextPage}
            <Icon icon={ChevronRight} size="sm" mirrorInRtl />
          </button>
        </li>
      </ul>
    </nav>
  );
}
