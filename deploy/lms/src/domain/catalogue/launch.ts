import { type AttemptType, type Completion, type Enrolment, MAX_ATTEMPTS_EXCEEDED } from '@portal/contracts/catalogue';
import { isAvailable } from './availability';
import { countsAsComplete } from './completion';
import type { ItemDefinition } from './definition';

export interface LaunchCheckInput {
  definition: ItemDefinition;
  enrolment: Enrolment;
  completion: Completion;
  /** The user's due date for the item, if assigned one. */
  dueDate: Date | null;
  /** False when every curriculum holding the item still locks it behind prerequisites. */
  prerequisitesMet: boolean;
  attempts: number;
  launchMode: AttemptType;
  now: Date;
}

export interface LaunchCheck {
  status: string;
  dueDate?: string;
}

/** Launch-check statuses besides launch, mustCompleteByElapsed and enrollmentRequired: the portal shows Launch.{status}. */
export const LAUNCH_REFUSALS = {
  notAvailable: 'NotAvailable',
  prerequisitesNotMet: 'PrerequisitesNotMet',
  attemptsNotAllowed: 'AttemptsNotAllowed',
  reviewNotAllowed: 'ReviewNotAllowed',
} as const;

/**
 * The LMS's side of the launch (spec 2 §4): unavailable items, missing enrolment, unmet prerequisites,
 * an elapsed due date that locks the item, then the attempt rules of the launch mode. RequiredWithNoApproval
 * items are enrolled silently before this is asked.
 */
export function decideLaunchCheck(input: LaunchCheckInput): LaunchCheck {
  const { definition, now } = input;
  if (!isAvailable(definition, now)) return { status: LAUNCH_REFUSALS.notAvailable };
  if (input.enrolment !== 'Enrolled') return { status: 'enrollmentRequired' };
  if (!input.prerequisitesMet) return { status: LAUNCH_REFUSALS.prerequisitesNotMet };
  const complete = countsAsComplete(input.completion, { mustPass: definition.CompletionMode === 'MustPass', passMark: definition.PassMark });
  if (definition.LockAfterDueDate && input.dueDate && input.dueDate.getTime() < now.getTime() && !complete) {
    return { status: 'mustCompleteByElapsed', dueDate: input.dueDate.toISOString() };
  }
  if (input.launchMode === 'newAttempt') {
    const refusal = newAttemptRefusal(definition, input.attempts);
    if (refusal) return { status: refusal };
  }
  if (input.launchMode === 'review' && !(definition.AllowReview && complete)) return { status: LAUNCH_REFUSALS.reviewNotAllowed };
  return { status: 'launch' };
}

/** Why no new attempt may start, or null: attempts must be allowed and below MaxAttempts when one is set. */
export function newAttemptRefusal(definition: Pick<ItemDefinition, 'AllowAttempts' | 'MaxAttempts'>, attempts: number): string | null {
  if (!definition.AllowAttempts) return LAUNCH_REFUSALS.attemptsNotAllowed;
  if (definition.MaxAttempts != null && attempts >= definition.MaxAttempts) return MAX_ATTEMPTS_EXCEEDED;
  return null;
}

/** The query string a link carries (without '?'), which the portal opens it with; null when none. */
export function launchQuerystring(launchPath: string | undefined): string | null {
  if (!launchPath) return null;
  const index = launchPath.indexOf('?');
  const query = index < 0 ? '' : (launchPath.slice(index + 1).split('#')[0] ?? '');
  return query || null;
}
