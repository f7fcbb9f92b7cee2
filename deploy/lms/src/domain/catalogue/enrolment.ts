import type { EnrolmentMode, EnrolResult, Enrolment } from '@portal/contracts/catalogue';
import type { SessionRecord } from './definition';

/** What an enrolment call leads to: the answer, and the user's new enrolment when it changes. */
export interface EnrolDecision {
  result: EnrolResult;
  /** The stored enrolment afterwards; undefined leaves it as it was. */
  enrolment?: Enrolment;
}

const refused = (result: EnrolResult): EnrolDecision => ({ result });
const APPROVAL_MODES: readonly EnrolmentMode[] = ['OptionalWithApproval', 'RequiredWithApproval'];
/** Enrolments a learner may withdraw: an enrolment or a request still waiting for an approver. */
const CANCELLABLE: readonly Enrolment[] = ['Enrolled', 'PendingAdminApproval', 'PendingSecondLevelApproval'];

/** A deadline has passed once the moment is behind us; no deadline never passes. */
export function deadlinePassed(deadline: Date | null | undefined, now: Date): boolean {
  return deadline != null && now.getTime() > deadline.getTime();
}

/** A session has run once it has started: from then on nobody enrols, cancels or answers an invitation, and attendance can be marked. */
export function sessionHasRun(session: Pick<SessionRecord, 'startDate'>, now: Date): boolean {
  return session.startDate.getTime() <= now.getTime();
}

/** Seats left: the session's seats less the enrolled users, never below 0. */
export function availableSeats(seats: number, enrolled: number): number {
  return Math.max(0, seats - enrolled);
}

function enrolByMode(mode: EnrolmentMode): EnrolDecision {
  return APPROVAL_MODES.includes(mode) ? { result: 'EnrollmentPendingApproverApproval', enrolment: 'PendingAdminApproval' } : { result: 'Enrolled', enrolment: 'Enrolled' };
}

/** Enrolling in an item: only from NotEnrolled, never in RequiredWithoutSelfEnrolment; approval modes wait for an approver. */
export function decideItemEnrol(mode: EnrolmentMode, current: Enrolment): EnrolDecision {
  if (mode === 'RequiredWithoutSelfEnrolment' || current !== 'NotEnrolled') return refused('NotAllowed');
  return enrolByMode(mode);
}

/** Cancelling an item enrolment (the reason is checked by the request schema). */
export function decideItemCancel(mode: EnrolmentMode, current: Enrolment): EnrolDecision {
  if (mode === 'RequiredWithoutSelfEnrolment' || !CANCELLABLE.includes(current)) return refused('NotAllowed');
  return { result: 'Unenrolled', enrolment: 'NotEnrolled' };
}

export interface SessionEnrolInput {
  session: Pick<SessionRecord, 'startDate' | 'enrolmentDeadline' | 'cancellationDeadline' | 'enrolmentMode'>;
  current: Enrolment;
  availableSeats: number;
  now: Date;
}

/**
 * Enrolling in a session (spec 2 §4–§5): not in RequiredWithoutSelfEnrolment, only from NotEnrolled
 * (an invitation is answered through the registration call), not once it has run, not after the
 * enrolment deadline, not without a seat.
 */
export function decideSessionEnrol({ session, current, availableSeats: seats, now }: SessionEnrolInput): EnrolDecision {
  if (session.enrolmentMode === 'RequiredWithoutSelfEnrolment' || current !== 'NotEnrolled' || sessionHasRun(session, now)) return refused('NotAllowed');
  if (deadlinePassed(session.enrolmentDeadline, now)) return refused('EnrolmentDeadlinePassed');
  if (seats <= 0) return refused('NoAvailableSeats');
  return enrolByMode(session.enrolmentMode);
}

/** Cancelling a session enrolment: refused once run, and for an enrolment after the cancellation deadline. */
export function decideSessionCancel({ session, current, now }: Omit<SessionEnrolInput, 'availableSeats'>): EnrolDecision {
  if (session.enrolmentMode === 'RequiredWithoutSelfEnrolment' || !CANCELLABLE.includes(current) || sessionHasRun(session, now)) return refused('NotAllowed');
  // A request still waiting for an approver can be withdrawn until the session runs.
  if (current === 'Enrolled' && deadlinePassed(session.cancellationDeadline, now)) return refused('CancellationDeadlinePassed');
  return { result: 'Unenrolled', enrolment: 'NotEnrolled' };
}

/** Accepting an invitation creates the registration; refused with no seat left (spec 2 §5). */
export function decideAcceptInvitation({ session, current, availableSeats: seats, now }: SessionEnrolInput): EnrolDecision {
  if (current !== 'PendingUserApproval' || sessionHasRun(session, now)) return refused('NotAllowed');
  if (seats <= 0) return refused('NoAvailableSeats');
  return { result: 'Enrolled', enrolment: 'Enrolled' };
}

/** Rejecting an invitation deletes it (the reason is checked by the request schema). */
export function decideRejectInvitation(current: Enrolment): EnrolDecision {
  return current === 'PendingUserApproval' ? { result: 'Unenrolled', enrolment: 'NotEnrolled' } : refused('NotAllowed');
}

/** Why attendance cannot be marked, or null: it needs a manual, enrolled, already-run session (spec 2 §5). */
export function sessionStatusRefusal(input: {
  session: Pick<SessionRecord, 'startDate' | 'completionMode'>;
  current: Enrolment;
  now: Date;
}): 'NotEnrolled' | 'NotManual' | 'SessionNotRun' | null {
  if (input.current !== 'Enrolled') return 'NotEnrolled';
  if (input.session.completionMode !== 'Manual') return 'NotManual';
  if (!sessionHasRun(input.session, input.now)) return 'SessionNotRun';
  return null;
}
