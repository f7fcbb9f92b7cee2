import { compareText } from '@portal/i18n';
import type { CatalogueItem, Session } from '@portal/contracts/catalogue';
import { withinDates } from '../domain/availability';
import { isEnrolledInSession, isPast } from './session-rules';

/** Which sessions are shown at all (spec 2 §5), on the event page and in the calendar. */
type Scheduling = CatalogueItem['SessionScheduling'];
type Moment = Date | number;

/**
 * Spec 2 §5 session scheduling: Never hides sessions unless attended or not attended; Always (or no
 * setting) shows all; otherwise the session's start must fall inside From to To (no end when null).
 */
export function shownByScheduling(session: Pick<Session, 'StartDate' | 'Status'>, scheduling: Scheduling): boolean {
  const mode = scheduling?.Mode ?? 'Always';
  if (mode === 'Always') return true;
  if (mode === 'Never') return session.Status === 'Attended' || session.Status === 'NotAttended';
  return withinDates(Date.parse(session.StartDate), scheduling?.From, scheduling?.To);
}

/** Spec 2 §5: sessions in the past in which the user is not enrolled are hidden. */
export function shownAsPast(session: Pick<Session, 'EndDate' | 'Enrolment' | 'Status'>, now: Moment): boolean {
  return !isPast(session, now) || isEnrolledInSession(session);
}

/** The sessions the event page lists, earliest first. */
export function visibleSessions(sessions: readonly Session[], scheduling: Scheduling, now: Moment): Session[] {
  return sessions
    .filter((session) => shownByScheduling(session, scheduling) && shownAsPast(session, now))
    .sort((a, b) => Date.parse(a.StartDate) - Date.parse(b.StartDate) || compareText(a.Name, b.Name));
}
