import type { Session } from '@portal/contracts/catalogue';
import { isPendingApproval } from '../domain/enrolment';

/**
 * Session rules of spec 2 §4 and §5 shared by the event page and the calendar's session details.
 * `now` is passed in so each rule is pure.
 */
type Moment = Date | number;
const millis = (moment: Moment) => (typeof moment === 'number' ? moment : moment.getTime());

/** A session "has run" once it has started: from then on nobody enrols or cancels, and attendance can be marked. */
export function hasRun(session: Pick<Session, 'StartDate'>, now: Moment): boolean {
  return Date.parse(session.StartDate) <= millis(now);
}

/** A session is in the past once it has ended. */
export function isPast(session: Pick<Session, 'EndDate'>, now: Moment): boolean {
  return Date.parse(session.EndDate) < millis(now);
}

/** A deadline has passed when it is set and before now; no deadline never passes. */
export function deadlinePassed(deadline: string | null | undefined, now: Moment): boolean {
  return Boolean(deadline) && Date.parse(deadline as string) < millis(now);
}

/** Enrolled, or already marked attended or not attended (which only an enrolled user can be). */
export function isEnrolledInSession(session: Pick<Session, 'Enrolment' | 'Status'>): boolean {
  return session.Enrolment === 'Enrolled' || session.Status === 'Attended' || session.Status === 'NotAttended';
}

export type EnrolmentAction = 'enrol' | 'cancel';

export interface SessionActions {
  /** Enrol (not enrolled) or cancel (enrolled, or a request waiting on an approver); null when neither shows. */
  enrolment: EnrolmentAction | null;
  /** Accept or reject an invitation. */
  invite: boolean;
  /** Mark attended or not attended. */
  attendance: boolean;
}

type ActionInput = Pick<Session, 'StartDate' | 'Enrolment' | 'EnrolmentMode' | 'EnrolmentDeadline' | 'CancellationDeadline' | 'CompletionMode' | 'AvailableSeats'>;

/**
 * Spec 2 §4 action visibility. Enrol or cancel shows when the session has not run, the mode is not
 * RequiredWithoutSelfEnrolment, the user is not PendingUserApproval, and one holds: NotEnrolled with
 * the enrolment deadline not passed and a seat left (a full session shows its notice instead); Enrolled with the cancellation deadline not passed; pending admin
 * or second-level approval. The invite shows when PendingUserApproval and not yet run. The attended
 * choice shows when enrolled, run and manual.
 */
export function sessionActions(session: ActionInput, now: Moment): SessionActions {
  const run = hasRun(session, now);
  let enrolment: EnrolmentAction | null = null;
  if (!run && session.EnrolmentMode !== 'RequiredWithoutSelfEnrolment' && session.Enrolment !== 'PendingUserApproval') {
    if (session.Enrolment === 'NotEnrolled') {
      // A full session shows that it is full (sessionNotice) instead of an Enrol button that can only fail.
      if (!deadlinePassed(session.EnrolmentDeadline, now) && session.AvailableSeats > 0) enrolment = 'enrol';
    } else if (session.Enrolment === 'Enrolled') {
      if (!deadlinePassed(session.CancellationDeadline, now)) enrolment = 'cancel';
    } else if (isPendingApproval(session.Enrolment)) {
      enrolment = 'cancel';
    }
  }
  return {
    enrolment,
    invite: session.Enrolment === 'PendingUserApproval' && !run,
    attendance: session.Enrolment === 'Enrolled' && run && session.CompletionMode === 'Manual',
  };
}

/** Why a not-yet-run session cannot be enrolled in or cancelled any more, to say so where the button would be. */
export type SessionNotice = 'EnrolmentDeadlinePassed' | 'NoSeatsAvailable' | 'CancellationDeadlinePassed';

export function sessionNotice(session: ActionInput, now: Moment): SessionNotice | null {
  if (hasRun(session, now) || session.EnrolmentMode === 'RequiredWithoutSelfEnrolment') return null;
  if (session.Enrolment === 'NotEnrolled') {
    if (deadlinePassed(session.EnrolmentDeadline, now)) return 'EnrolmentDeadlinePassed';
    if (session.AvailableSeats <= 0) return 'NoSeatsAvailable';
  }
  if (session.Enrolment === 'Enrolled' && deadlinePassed(session.CancellationDeadline, now)) return 'CancellationDeadlinePassed';
  return null;
}
