import type { MockHandler } from '@portal/api-client/testing';
import type { AppSettings } from '@portal/contracts';
import type { InstructorAttendee, InstructorSession } from '@portal/contracts/instructors';
import { makeUser } from '@portal/testing';

/** The instructor area's test data, and the mock LMS answering its /instructors calls (for @portal/testing's renderAreaPage). */

export const instructor = makeUser({ id: 'i1', username: 'instructor', displayName: 'Jordan Lee', roles: ['Instructor'] });

/** The tenant's settings with the instructor area on. */
export const INSTRUCTORS_ON: AppSettings = { instructors: true, items: [] };

const day = (n: number) => new Date(Date.UTC(2030, 0, 1 + n, 9)).toISOString();

export const attendee = (n: number, attended = false): InstructorAttendee => ({
  user_id: `u${n}`,
  name: `Learner ${n}`,
  username: `learner${n}`,
  mail: `learner${n}@example.org`,
  attended,
});

/** A start date a week ago: a session whose attendance can be submitted. */
export const STARTED = new Date(Date.now() - 7 * 86_400_000).toISOString();

export const session = (n: number, extra: Partial<InstructorSession> = {}): InstructorSession => ({
  id: `s${n}`,
  title: 'Basic life support',
  name: `Skills lab ${n}`,
  start_date: day(n),
  end_date: day(n),
  location: 'Room 2',
  thumbnail_url: null,
  type: 'Event',
  start_url: null,
  attendees: [attendee(1, true), attendee(2)],
  attendance_submitted_date: null,
  attendance_mode: 'manual',
  ...extra,
});

export const STATS = {
  bar_chart: [
    { key: 'sessions', value: 4 },
    { key: 'attendees', value: 20 },
    { key: 'attended', value: 10 },
  ],
  from: day(-90),
  to: day(0),
};

/** Seven upcoming sessions, served 5 a page by the X-Page-Token the client sends. */
export function instructorsLms(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  const upcoming = Array.from({ length: 7 }, (_, i) => session(i + 1));
  return {
    'POST /instructors/isInstructor': () => true,
    'POST /instructors/GetStatsForInstructor': () => STATS,
    'POST /instructors/ListSessionsForInstructor': () => ({ sessions: upcoming.slice(0, 5), total_sessions: 7, token: 'o5' }),
    'POST /instructors/GetSession': ({ id }) => upcoming.find((s) => s.id === id) ?? session(1),
    ...overrides,
  };
}
