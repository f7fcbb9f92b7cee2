import { formatNumberIn, type MessageText } from '@portal/i18n';
import { formatRatingMean } from '../../../lib/domain/rating';
import type { DisplayStatus } from '../../../lib/domain/status';
import type { CatalogueMessageKey } from '../messages';

/** The texts of an item card, resolved once per language: a keystroke re-renders cards without calling i18next. */
export interface CardLabels {
  status: (status: DisplayStatus) => string;
  mandatory: string;
  notRated: string;
  due: (date: string) => string;
  overdue: (date: string) => string;
  progress: (percent: number) => string;
  rating: (mean: number, count: number) => string;
}

const STATUSES: readonly DisplayStatus[] = [
  'NotEnrolled',
  'PendingAdminApproval',
  'NotAttempted',
  'Incomplete',
  'Attempted',
  'Completed',
  'Passed',
  'Failed',
  'Attended',
  'NotAttended',
  'PendingApproval',
  'Rejected',
];

/** Placeholder values that no translation contains, replaced per card. */
const SLOT = ['\u0001', '\u0002'] as const;

/** A text with {{placeholders}} resolved once, filled per card by plain string replacement. */
function template(text: MessageText<CatalogueMessageKey>, key: CatalogueMessageKey, names: readonly string[]): (...values: Array<string | number>) => string {
  const resolved = text(key, Object.fromEntries(names.map((name, i) => [name, SLOT[i]!])));
  return (...values) => values.reduce<string>((result, value, i) => result.replace(SLOT[i]!, String(value)), resolved);
}

/** The card texts in the active language; numbers are filled in with `locale`'s digits. */
export function cardLabels(text: MessageText<CatalogueMessageKey>, locale = 'en-GB'): CardLabels {
  const statuses = new Map(STATUSES.map((status) => [status, text(`catalogue.catalogue.status.${status}`)]));
  const due = template(text, 'catalogue.catalogue.item.due', ['date']);
  const overdue = template(text, 'catalogue.catalogue.item.overdue', ['date']);
  const progress = template(text, 'catalogue.catalogue.item.progress', ['percent']);
  const rating = template(text, 'catalogue.catalogue.item.rating', ['mean', 'count']);
  return {
    status: (status) => statuses.get(status) ?? status,
    mandatory: text('catalogue.catalogue.item.mandatory'),
    notRated: text('catalogue.catalogue.item.notRated'),
    due: (date) => due(date),
    overdue: (date) => overdue(date),
    progress: (percent) => progress(formatNumberIn(locale, percent)),
    rating: (mean, count) => rating(formatRatingMean(mean, locale), formatNumberIn(locale, count)),
  };
}
