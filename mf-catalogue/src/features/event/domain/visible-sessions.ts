import { SESSIONS_PAGE_SIZE, type Session } from '@portal/contracts/catalogue';
import { deadlinePassed, hasRun } from '../../../lib/sessions/session-rules';

type Moment = Date | number;

/** Spec 2 §9: sessions are shown 10 at a time, 10 more per 'load more'. */
export function sessionsShown(pagesLoaded: number): number {
  return Math.max(1, pagesLoaded) * SESSIONS_PAGE_SIZE;
}

/**
 * An event "has an open session" when one has not run yet and the user is on it (enrolled or asked
 * to be) or could enrol (deadline not passed, a seat left). Without one, the page offers to register interest.
 */
export function hasOpenSession(sessions: readonly Session[], now: Moment): boolean {
  return sessions.some((session) => {
    if (hasRun(session, now)) return false;
    if (session.Enrolment !== 'NotEnrolled') return true;
    return session.EnrolmentMode !== 'RequiredWithoutSelfEnrolment' && !deadlinePassed(session.EnrolmentDeadline, now) && session.AvailableSeats > 0;
  });
}
