import { ENROLMENT_VALUES, type Enrolment, type Session } from '@portal/contracts/catalogue';
import { mapEnrolResult } from '../domain/enrolment';
import type { SessionOutcomeKey } from './messages';
import { deadlinePassed } from './session-rules';

/** What an enrol, cancel or accept-invitation call answered: the result (ResultType) and whether it succeeded. */
export type EnrolAnswer = { ok: true; result: string } | { ok: false; status: number; result?: string };

/** Results that refuse the request even when they come with HTTP 200 (spec 2 §8: treated as a 403 failure). */
export const REFUSAL_RESULTS: ReadonlySet<string> = new Set(['NoAvailableSeats', 'EnrolmentDeadlinePassed']);

export type SessionRequest = 'enrol' | 'cancel' | 'acceptInvite';

export interface EnrolDecision {
  ok: boolean;
  message: SessionOutcomeKey;
  /** The user's enrolment on the session after the call, when the call changed it. */
  enrolment?: Enrolment;
  /** NoAvailableSeats: the session's available seats are set to 0 (spec 2 §8). */
  noSeats: boolean;
}

const failure = (message: SessionOutcomeKey, noSeats = false): EnrolDecision => ({ ok: false, message, noSeats });
const isEnrolment = (value: string): value is Enrolment => (ENROLMENT_VALUES as readonly string[]).includes(value);

/** A 200 answer whose result is a refusal becomes a 403 failure, as the spec's error catalogue asks. */
export function asAnswer(result: string): EnrolAnswer {
  return REFUSAL_RESULTS.has(result) ? { ok: false, status: 403, result } : { ok: true, result };
}

/**
 * Spec 2 §8 for session enrolment: NoAvailableSeats gives Enrol.NoSeatsAvailable and sets the seats
 * to 0; EnrolmentDeadlinePassed gives Enrol.EnrolmentDeadlinePassed; a cancellation after its
 * deadline is refused with its own message; any other failure is the general failure. A success maps
 * the result onto an enrolment value (mapEnrolResult) and says so by the result's key.
 */
export function decideEnrolAnswer(request: SessionRequest, answer: EnrolAnswer): EnrolDecision {
  const { result } = answer;
  if (result === 'NoAvailableSeats') return failure('L10N.GLOBAL.MESSAGES.Enrol.NoSeatsAvailable', true);
  if (result === 'EnrolmentDeadlinePassed') return failure('L10N.GLOBAL.MESSAGES.Enrol.EnrolmentDeadlinePassed');
  if (result === 'CancellationDeadlinePassed') return failure('L10N.GLOBAL.MESSAGES.Enrol.CancellationDeadlinePassed');
  const generalFailure = request === 'acceptInvite' ? 'L10N.GLOBAL.MESSAGES.AcceptInvite.Failure' : 'L10N.GLOBAL.MESSAGES.Enrol.Failure';
  if (!answer.ok || result === undefined) return failure(generalFailure);
  const enrolment = mapEnrolResult(result);
  if (!isEnrolment(enrolment)) return failure(generalFailure);
  // The answer must be what was asked for (or a request now waiting on an approver).
  if (request === 'cancel' ? enrolment !== 'NotEnrolled' : enrolment === 'NotEnrolled' || enrolment === 'PendingUserApproval') return failure(generalFailure);
  if (request === 'acceptInvite') return { ok: true, message: 'L10N.GLOBAL.MESSAGES.AcceptInvite.Success', enrolment, noSeats: false };
  if (enrolment === 'Enrolled') return { ok: true, message: 'L10N.GLOBAL.MESSAGES.Enrol.Success', enrolment, noSeats: false };
  if (enrolment === 'NotEnrolled') return { ok: true, message: 'L10N.GLOBAL.MESSAGES.Enrol.Unenrolled', enrolment, noSeats: false };
  const message: SessionOutcomeKey =
    enrolment === 'PendingSecondLevelApproval' ? 'L10N.GLOBAL.MESSAGES.Enrol.EnrollmentPendingSecondLevelApproval' : 'L10N.GLOBAL.MESSAGES.Enrol.EnrollmentPendingApproverApproval';
  return { ok: true, message, enrolment, noSeats: false };
}

type LocalInput = Pick<Session, 'Enrolment' | 'EnrolmentDeadline' | 'CancellationDeadline' | 'AvailableSeats'>;

/**
 * The checks made before calling (spec 2 §5 and §8): enrolling after the enrolment deadline,
 * cancelling an enrolment after the cancellation deadline, accepting an invitation with no seats,
 * and, where seats are required (the calendar), enrolling in a full session. Null when the call may go.
 */
export function localRefusal(request: SessionRequest, session: LocalInput, now: Date | number, { requireSeats = false } = {}): EnrolDecision | null {
  if (request === 'enrol') {
    if (deadlinePassed(session.EnrolmentDeadline, now)) return failure('L10N.GLOBAL.MESSAGES.Enrol.EnrolmentDeadlinePassed');
    if (requireSeats && session.AvailableSeats <= 0) return failure('L10N.GLOBAL.MESSAGES.Enrol.NoSeatsAvailable', true);
  }
  if (request === 'cancel' && session.Enrolment === 'Enrolled' && deadlinePassed(session.CancellationDeadline, now)) {
    return failure('L10N.GLOBAL.MESSAGES.Enrol.CancellationDeadlinePassed');
  }
  if (request === 'acceptInvite' && session.AvailableSeats <= 0) return failure('L10N.GLOBAL.MESSAGES.Enrol.NoSeatsAvailable', true);
  return null;
}
