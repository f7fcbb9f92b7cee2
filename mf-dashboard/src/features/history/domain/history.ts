import type { HistoryEvent } from '@portal/contracts/dashboard';
import { masteryResult, masteryScoreOf, scorePercentage, type MasteryResult } from '@portal/contracts/team';
import { formatPercentIn } from '@portal/i18n';

/** The learning history page's size: events asked for and shown per page. */
export const HISTORY_PAGE_SIZE = 10;

/** How many pages `total` events make (at least one, so an empty history reads "page 1 of 1"). */
export function historyPages(total: number, size = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * Spec 3 §3 History event: the 0–1 score as a percentage rounded to 2 decimals (the team area's
 * scorePercentage), written in `locale`; null without a score.
 */
export function historyScore(event: Pick<HistoryEvent, 'score'>, locale: string): string | null {
  const percentage = scorePercentage(event.score);
  if (percentage === null) return null;
  return formatPercentIn(locale, percentage / 100, { maximumFractionDigits: 2 });
}

/** Passed or failed against the mastery score among the event's definition extensions; null when it has no score or no mastery score. */
export function historyMastery(event: Pick<HistoryEvent, 'score' | 'definition'>): MasteryResult | null {
  return masteryResult(event.score, masteryScoreOf(event.definition.extensions));
}
