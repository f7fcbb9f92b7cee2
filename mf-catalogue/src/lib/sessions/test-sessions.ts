import type { Session } from '@portal/contracts/catalogue';

/** Fixed "now" of the session tests: 1 March 2026, 12:00 UTC. */
export const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const DAY = 86_400_000;
/** An ISO date `days` from NOW (negative: before). */
export const days = (n: number) => new Date(NOW + n * DAY).toISOString();

/** A session as the LMS sends it: next week, not enrolled, seats free, no deadlines; for tests. */
export function makeSession(overrides: Partial<Session> & Pick<Session, 'Id'>): Session {
  return {
    Name: `Session ${overrides.Id}`,
    StartDate: days(7),
    EndDate: new Date(Date.parse(days(7)) + 3 * 3_600_000).toISOString(),
    EnrolmentDeadline: null,
    CancellationDeadline: null,
    Location: 'Room 1',
    AvailableSeats: 5,
    Seats: 10,
    Enrolment: 'NotEnrolled',
    Status: null,
    EnrolmentMode: 'Optional',
    CompletionMode: 'Manual',
    ...overrides,
  };
}
