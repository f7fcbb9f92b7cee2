import * as v from 'valibot';
import {
  INSTRUCTOR_BAR_CHART_MAX_HEIGHT,
  INSTRUCTOR_SEARCH_REASONS,
  InstructorStatsSchema,
  ListSessionsRequestSchema,
  ListUsersRequestSchema,
  SetAttendanceRequestSchema,
  barHeights,
  canMarkAttendance,
  canSubmitAttendance,
  decodePageToken,
  distinctNames,
  encodePageToken,
  isAllChecked,
  markAll,
  markAttended,
  nextPageToken,
  pageRequestHeaders,
  readPageRequest,
  readPageResponse,
  statsWindowStart,
  validateUserSearch,
} from './instructors';

describe('paging headers (spec 3 §7)', () => {
  it('sends ascending, size and the token only when there is one', () => {
    expect(pageRequestHeaders({ ascending: true, size: 5 })).toEqual({ 'X-Page-Sort-Ascending': 'true', 'X-Page-Size': '5' });
    expect(pageRequestHeaders({ ascending: false, size: 5, token: 'o5' })).toEqual({ 'X-Page-Sort-Ascending': 'false', 'X-Page-Size': '5', 'X-Page-Token': 'o5' });
  });

  it('reads request headers whatever their case, ascending and size 5 by default, an absurd size falls back', () => {
    expect(readPageRequest({})).toEqual({ ascending: true, size: 5 });
    expect(readPageRequest({ 'x-page-sort-ascending': 'false', 'x-page-size': '10', 'x-page-token': 'o10' })).toEqual({ ascending: false, size: 10, token: 'o10' });
    expect(readPageRequest({ 'x-page-size': '100000' }).size).toBe(5);
    expect(readPageRequest({ 'x-page-size': '-1' }).size).toBe(5);
    expect(readPageRequest({ 'x-page-size': 'abc' }, 10).size).toBe(10);
  });

  it('reads the response headers from a fetch Headers object', () => {
    expect(readPageResponse(new Headers({ 'x-page-token': 'o5', 'x-page-items-total': '12' }))).toEqual({ token: 'o5', total: 12 });
    expect(readPageResponse(new Headers({ 'x-page-items-total': '3' }))).toEqual({ total: 3 });
    expect(readPageResponse(new Headers())).toEqual({ total: 0 });
  });

  it('round-trips tokens, refuses foreign ones, and gives no token after the last page', () => {
    expect(decodePageToken(encodePageToken(15))).toBe(15);
    expect(decodePageToken(undefined)).toBe(0);
    expect(decodePageToken('garbage')).toBeUndefined();
    expect(decodePageToken('o-1')).toBeUndefined();
    expect(nextPageToken(0, 5, 12)).toBe('o5');
    expect(nextPageToken(5, 5, 12)).toBe('o10');
    expect(nextPageToken(10, 5, 12)).toBeUndefined();
    expect(nextPageToken(0, 5, 5)).toBeUndefined();
  });
});

describe('attendance (spec 3 §5)', () => {
  const register = [
    { user_id: 'a', attended: true },
    { user_id: 'b', attended: false },
  ];

  it('all-checked only when every attendee attended, and not for an empty register', () => {
    expect(isAllChecked(register)).toBe(false);
    expect(isAllChecked(markAttended(register, 'b', true))).toBe(true);
    expect(isAllChecked([])).toBe(false);
  });

  it('marks one attendee or all without changing the input', () => {
    expect(markAttended(register, 'a', false)).toEqual([
      { user_id: 'a', attended: false },
      { user_id: 'b', attended: false },
    ]);
    expect(markAll(register, true).every((a) => a.attended)).toBe(true);
    expect(markAll(register, false).some((a) => a.attended)).toBe(false);
    expect(register[1]!.attended).toBe(false);
  });

  it("the register is read-only in attendance mode 'auto'", () => {
    expect(canMarkAttendance({ attendance_mode: 'auto' })).toBe(false);
    expect(canMarkAttendance({ attendance_mode: 'manual' })).toBe(true);
  });

  it('attendance is submitted once the session has started, never for one still ahead', () => {
    const now = new Date('2026-06-01T10:00:00.000Z');
    expect(canSubmitAttendance({ attendance_mode: 'manual', start_date: '2026-06-01T09:59:59.000Z' }, now)).toBe(true);
    expect(canSubmitAttendance({ attendance_mode: 'manual', start_date: '2026-06-01T10:00:00.000Z' }, now)).toBe(true);
    expect(canSubmitAttendance({ attendance_mode: 'manual', start_date: '2026-06-01T10:00:01.000Z' }, now)).toBe(false);
    expect(canSubmitAttendance({ attendance_mode: 'auto', start_date: '2026-05-01T10:00:00.000Z' }, now)).toBe(false);
  });

  it('names two people of the same name by their user names too, and leaves a unique name alone', () => {
    const people = [
      { name: 'Pat Lee', username: 'pat.lee' },
      { name: 'Pat Lee', username: 'pat.lee2' },
      { name: 'Priya Shah', username: 'approver' },
    ];
    expect(people.map(distinctNames(people))).toEqual(['Pat Lee (pat.lee)', 'Pat Lee (pat.lee2)', 'Priya Shah']);
  });

  it('SetAttendance needs a session and boolean marks', () => {
    expect(v.safeParse(SetAttendanceRequestSchema, { session_id: 's', attendees: [{ user_id: 'a', attended: true }] }).success).toBe(true);
    expect(v.safeParse(SetAttendanceRequestSchema, { session_id: '', attendees: [] }).success).toBe(false);
    expect(v.safeParse(SetAttendanceRequestSchema, { session_id: 's', attendees: [{ user_id: 'a', attended: 'yes' }] }).success).toBe(false);
  });
});

describe('add-users search (spec 3 §5)', () => {
  it('without the e-mail-only setting: at least 3 characters, trimmed', () => {
    expect(validateUserSearch('  ab ', false)).toEqual({ ok: false, reason: INSTRUCTOR_SEARCH_REASONS.tooShort });
    expect(validateUserSearch(' abc ', false)).toEqual({ ok: true, query: 'abc' });
  });

  it('with the setting: a valid e-mail, searched by mail', () => {
    expect(validateUserSearch('learner', true)).toEqual({ ok: false, reason: INSTRUCTOR_SEARCH_REASONS.email });
    expect(validateUserSearch('a@b', true)).toEqual({ ok: false, reason: INSTRUCTOR_SEARCH_REASONS.email });
    expect(validateUserSearch(' learner@example.org ', true)).toEqual({ ok: true, query: 'learner@example.org', property: 'mail' });
  });

  it('the ListUsers schema applies the same rule and names the query', () => {
    const short = v.safeParse(ListUsersRequestSchema, { session_id: 's', query: 'ab' });
    expect(short.success).toBe(false);
    expect(short.issues && v.getDotPath(short.issues[0])).toBe('query');
    expect(v.safeParse(ListUsersRequestSchema, { session_id: 's', query: 'nope', property: 'mail' }).success).toBe(false);
    expect(v.safeParse(ListUsersRequestSchema, { session_id: 's', query: 'lea' }).success).toBe(true);
  });
});

describe('dashboard (spec 3 §9)', () => {
  it('Upcoming is the default tab and nothing else is accepted', () => {
    expect(v.parse(ListSessionsRequestSchema, {})).toEqual({ tab: 'Upcoming' });
    expect(v.safeParse(ListSessionsRequestSchema, { tab: 'Later' }).success).toBe(false);
  });

  it('statistics start 3 months back and have exactly three bars', () => {
    expect(statsWindowStart(new Date('2026-05-31T00:00:00Z')).toISOString().slice(0, 7)).toBe('2026-03');
    const bar = (key: string, value: number) => ({ key, value });
    const period = { from: '2026-01-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' };
    expect(v.safeParse(InstructorStatsSchema, { ...period, bar_chart: [bar('sessions', 1), bar('attendees', 2), bar('attended', 1)] }).success).toBe(true);
    expect(v.safeParse(InstructorStatsSchema, { ...period, bar_chart: [bar('sessions', 1)] }).success).toBe(false);
  });

  it('bar heights: the tallest reaches 150, the rest in proportion, no data draws nothing', () => {
    expect(barHeights([4, 2, 1])).toEqual([INSTRUCTOR_BAR_CHART_MAX_HEIGHT, 75, 38]);
    expect(barHeights([0, 0, 0])).toEqual([0, 0, 0]);
  });
});
