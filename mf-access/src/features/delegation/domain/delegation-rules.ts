import * as v from 'valibot';
import { isApiError } from '@portal/api-client';
import { type User } from '@portal/contracts';
import { delegationPeriodProblem, type Delegation, type ResolveUsernameResponse } from '@portal/contracts/account';
import type { DelegationMessageKey } from '../messages';

/** The role that makes a user an approver (the demo 'approver' account holds it; spec 1 §6). */
export const APPROVER_ROLE = 'Approver';

/** Spec 1 §6: approvers may delegate their approvals for a period. */
export const isApprover = (user: Pick<User, 'roles'> | null): boolean => !!user?.roles.includes(APPROVER_ROLE);

/** The dialog's form: dates as yyyy-mm-dd, hours and minutes as text, both defaulting to 0 (spec 1 §4). */
export interface DelegationDraft {
  delegate: string;
  fromDate: string;
  fromHours: string;
  fromMinutes: string;
  untilDate: string;
  untilHours: string;
  untilMinutes: string;
}

export const EMPTY_DRAFT: DelegationDraft = {
  delegate: '',
  fromDate: '',
  fromHours: '0',
  fromMinutes: '0',
  untilDate: '',
  untilHours: '0',
  untilMinutes: '0',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date with hours and minutes, in the user's own time zone, as the ISO instant the LMS stores;
 * null when the date is empty (no limit) or not a real date.
 */
export function periodInstant(date: string, hours: string, minutes: string): string | null {
  const day = DAY.exec(date.trim());
  if (!day) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const instant = new Date(year, month - 1, dayOfMonth, Number(hours) || 0, Number(minutes) || 0);
  if (instant.getFullYear() !== year || instant.getMonth() !== month - 1 || instant.getDate() !== dayOfMonth) return null;
  return instant.toISOString();
}

/** The form's values for a stored delegation (for changing it), in the user's time zone. */
export function draftFromDelegation(delegation: Delegation): DelegationDraft {
  const part = (iso: string | null | undefined) => {
    if (!iso) return { date: '', hours: '0', minutes: '0' };
    const at = new Date(iso);
    return {
      date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      hours: String(at.getHours()),
      minutes: String(at.getMinutes()),
    };
  };
  const from = part(delegation.startAt);
  const until = part(delegation.endAt);
  return {
    delegate: delegation.delegateeName,
    fromDate: from.date,
    fromHours: from.hours,
    fromMinutes: from.minutes,
    untilDate: until.date,
    untilHours: until.hours,
    untilMinutes: until.minutes,
  };
}

/**
 * The dialog's form as a valibot schema (react-hook-form's resolver): a delegate is named, and the
 * until date is after the from date (the contracts' delegationPeriodProblem, as AddDelegateSchema
 * checks it). Both are reported at once; the issue messages are message keys.
 */
export const DelegationFormSchema = v.pipe(
  v.object({
    delegate: v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', 'access.delegation.delegateRequired' satisfies DelegationMessageKey),
    ),
    fromDate: v.string(),
    fromHours: v.string(),
    fromMinutes: v.string(),
    untilDate: v.string(),
    untilHours: v.string(),
    untilMinutes: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['fromDate'], ['fromHours'], ['fromMinutes'], ['untilDate'], ['untilHours'], ['untilMinutes']],
      (draft) => !delegationPeriodProblem(periodInstant(draft.fromDate, draft.fromHours, draft.fromMinutes), periodInstant(draft.untilDate, draft.untilHours, draft.untilMinutes)),
      'access.delegation.untilBeforeFrom' satisfies DelegationMessageKey,
    ),
    ['untilDate'],
  ),
);

export interface DelegationFormProblems {
  delegate?: DelegationMessageKey;
  untilDate?: DelegationMessageKey;
}

/** DelegationFormSchema's problems per field (spec 1 §5), as the form shows them. */
export function delegationFormProblems(draft: DelegationDraft): DelegationFormProblems {
  const result = v.safeParse(DelegationFormSchema, draft);
  if (result.success) return {};
  const nested = v.flatten<typeof DelegationFormSchema>(result.issues).nested ?? {};
  const problems: DelegationFormProblems = {};
  if (nested.delegate?.[0]) problems.delegate = nested.delegate[0] as DelegationMessageKey;
  if (nested.untilDate?.[0]) problems.untilDate = nested.untilDate[0] as DelegationMessageKey;
  return problems;
}

export type ResolvedDelegate = { ok: true; delegateeId: string } | { ok: false; problem: DelegationMessageKey };

/**
 * Spec 1 §5, §8: the delegate must resolve to exactly one user who is not the current user.
 * UserNotFound and DuplicateUsersFound have their own texts; anything else is the unknown error.
 */
export function resolvedDelegate(answer: ResolveUsernameResponse, currentUserId: string): ResolvedDelegate {
  if (answer.success && answer.userId) {
    return answer.userId === currentUserId ? { ok: false, problem: 'access.delegation.self' } : { ok: true, delegateeId: answer.userId };
  }
  if (answer.ErrorCode === 'UserNotFound') return { ok: false, problem: 'access.delegation.userNotFound' };
  if (answer.ErrorCode === 'DuplicateUsersFound') return { ok: false, problem: 'access.delegation.duplicateUsers' };
  return { ok: false, problem: 'access.delegation.unknown' };
}

/** A refused delegation call: the LMS's own codes for the cases above, else the unknown error (spec 1 §8). */
export function delegationFailure(error: unknown): DelegationMessageKey {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'DelegateIsApprover') return 'access.delegation.self';
  if (code === 'DelegateNotFound') return 'access.delegation.userNotFound';
  if (code === 'InvalidPeriod') return 'access.delegation.untilBeforeFrom';
  return 'access.delegation.unknown';
}
