import { formatNumber } from '@portal/i18n';
import { Button } from '@portal/ui';

export interface PagerTexts {
  /** The navigation's name ('My training pages'). */
  label: string;
  previous: string;
  next: string;
  /** 'Page {{page}} of {{pages}}' with its values filled in. */
  position(page: string, pages: string): string;
}

/** Previous and next page of a list shown a page at a time; `page` counts from 0. Nothing for a single page. */
export function Pager({ page, pages, onChange, texts }: { page: number; pages: number; onChange(page: number): void; texts: PagerTexts }) {
  if (pages <= 1) return null;
  return (
    <nav className="lp-pager" aria-label={texts.label}>
      <Button variant="secondary" disabled={page === 0} onClick={() => onChange(page - 1)}>
        {texts.previous}
      </Button>
      <span aria-live="polite">{texts.position(formatNumber(page + 1), formatNumber(pages))}</span>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onChange(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}
