import type { CpdPeriodStatus } from '@portal/contracts/cpd';

export type ReviewDecision = 'Accepted' | 'Rejected' | 'Pending';

/**
 * What a reviewer may decide on a period (spec 3 §4, §6): only a period its owner submitted is
 * accepted or rejected; setting it back to pending undoes a decision or holds a submitted period.
 * A period never submitted (not started, in progress, a year break) is not the reviewer's to decide.
 */
const DECIDABLE_FROM: Record<ReviewDecision, readonly CpdPeriodStatus[]> = {
  Accepted: ['Submitted'],
  Rejected: ['Submitted'],
  Pending: ['Submitted', 'Accepted', 'Rejected'],
};

export function canDecideReview(current: CpdPeriodStatus | null | undefined, decision: ReviewDecision): boolean {
  return current != null && DECIDABLE_FROM[decision].includes(current);
}
