/*
 * The instructor area's rules (spec 3 §5 Instructor attendance and add-users search, §7 the paging
 * headers, §9 the constants), pure so the portal and the reference LMS apply the same ones.
 */

/** Spec 3 §9: five sessions per dashboard tab, ten attendees per register page. */
export const INSTRUCTOR_DASHBOARD_PAGE_SIZE = 5;
export const INSTRUCTOR_REGISTER_PAGE_SIZE = 10;
/** Spec 3 §9: the statistics cover the last 3 months; the bar chart is at most 150 px high. */
export const INSTRUCTOR_STATS_MONTHS = 3;
export const INSTRUCTOR_BAR_CHART_MAX_HEIGHT = 150;
/** Spec 3 §5: the add-users search needs at least 3 characters unless it searches by e-mail. */
export const INSTRUCTOR_SEARCH_MIN_LENGTH = 3;
/** The tenant's named setting (settings.items) that limits the add-users search to an e-mail address. */
export const INSTRUCTOR_SEARCH_EMAIL_ONLY_SETTING = 'instructorsSearchEmailOnly';

export const INSTRUCTOR_TABS = ['Upcoming', 'Historic'] as const;
export type InstructorTab = (typeof INSTRUCTOR_TABS)[number];
export const INSTRUCTOR_SESSION_TABS = ['Attendees', 'AddUsers'] as const;
export type InstructorSessionTab = (typeof INSTRUCTOR_SESSION_TABS)[number];

/** Spec 3 §7: the request headers of ListSessionsForInstructor and the response headers that answer them. */
export const PAGE_REQUEST_HEADERS = { ascending: 'X-Page-Sort-Ascending', size: 'X-Page-Size', token: 'X-Page-Token' } as const;
export const PAGE_RESPONSE_HEADERS = { token: 'x-page-token', total: 'x-page-items-total' } as const;

export interface PageRequest {
  ascending: boolean;
  size: number;
  /** The token of the page to read; absent for the first page. */
  token?: string;
}

/** The headers a client sends for one page. */
export function pageRequestHeaders(page: PageRequest): Record<string, string> {
  return {
    [PAGE_REQUEST_HEADERS.ascending]: String(page.ascending),
    [PAGE_REQUEST_HEADERS.size]: String(page.size),
    ...(page.token ? { [PAGE_REQUEST_HEADERS.token]: page.token } : {}),
  };
}

type HeaderBag = Record<string, string | string[] | undefined> | { get(name: string): string | null };

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : bag[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads the paging request headers on the server. The spec gives ascending and page size 5 as the
 * defaults; a size outside 1..50 falls back to the default so a caller cannot ask for everything.
 */
export function readPageRequest(headers: HeaderBag, defaultSize = INSTRUCTOR_DASHBOARD_PAGE_SIZE): PageRequest {
  const ascending = header(headers, PAGE_REQUEST_HEADERS.ascending)?.toLowerCase() !== 'false';
  const size = Number(header(headers, PAGE_REQUEST_HEADERS.size));
  const token = header(headers, PAGE_REQUEST_HEADERS.token) || undefined;
  return { ascending, size: Number.isInteger(size) && size >= 1 && size <= 50 ? size : defaultSize, ...(token ? { token } : {}) };
}

/** What the response headers say: the next page's token (none on the last page) and the total count. */
export function readPageResponse(headers: HeaderBag): { token?: string; total: number } {
  const token = header(headers, PAGE_RESPONSE_HEADERS.token) || undefined;
  const total = Number(header(headers, PAGE_RESPONSE_HEADERS.total) ?? 0);
  return { ...(token ? { token } : {}), total: Number.isFinite(total) && total > 0 ? Math.floor(total) : 0 };
}

/*
 * The token is opaque to the client; the reference LMS makes it the offset of the page it names,
 * so it survives new sessions being added after the first page was read only as well as an offset does.
 */
export function encodePageToken(offset: number): string {
  return `o${offset}`;
}

/** The offset a token names; 0 for no token; undefined for a token this server did not issue. */
export function decodePageToken(token: string | undefined): number | undefined {
  if (!token) return 0;
  const match = /^o(\d{1,9})$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** The token of the page after the one at `offset`, or undefined when it was the last. */
export function nextPageToken(offset: number, size: number, total: number): string | undefined {
  return offset + size < total ? encodePageToken(offset + size) : undefined;
}

export interface AttendanceMark {
  user_id: string;
  attended: boolean;
}

/**
 * Spec 3 §5: the all-checked flag is true when every attendee attended. An empty register has no
 * one to check, so the flag stays false there (a ticked "all" box over no rows would say nothing).
 */
export function isAllChecked(attendees: readonly { attended: boolean }[]): boolean {
  return attendees.length > 0 && attendees.every((a) => a.attended);
}

/** Marks one attendee attended or not. */
export function markAttended<T extends AttendanceMark>(attendees: readonly T[], userId: string, attended: boolean): T[] {
  return attendees.map((a) => (a.user_id === userId ? { ...a, attended } : a));
}

/** The all-checked box: every attendee attended, or none. */
export function markAll<T extends AttendanceMark>(attendees: readonly T[], attended: boolean): T[] {
  return attendees.map((a) => ({ ...a, attended }));
}

/** Spec 3 §3: attendance_mode 'auto' means the LMS records attendance itself, so the register is read-only. */
export function canMarkAttendance(session: { attendance_mode: string }): boolean {
  return session.attendance_mode !== 'auto';
}

/**
 * Attendance records what happened: it can be submitted once the session has started, never for one
 * still ahead (the register of an upcoming session is shown read-only until then).
 */
export function canSubmitAttendance(session: { attendance_mode: string; start_date: string }, now: Date): boolean {
  return canMarkAttendance(session) && Date.parse(session.start_date) <= now.getTime();
}

/**
 * How people of a list are named where a name alone could mean two of them: a name shared by more than
 * one person gets the user name beside it ("Pat Lee (pat.lee)"); a unique name stays as it is.
 */
export function distinctNames<T extends { name: string; username: string }>(people: readonly T[]): (person: T) => string {
  const counts = new Map<string, number>();
  for (const person of people) counts.set(person.name, (counts.get(person.name) ?? 0) + 1);
  return (person) => ((counts.get(person.name) ?? 0) > 1 ? `${person.name} (${person.username})` : person.name);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INSTRUCTOR_SEARCH_REASONS = {
  email: 'a valid e-mail address is required',
  tooShort: 'at least 3 characters are required',
} as const;

export type UserSearch = { ok: true; query: string; property?: 'mail' } | { ok: false; reason: string };

/**
 * Spec 3 §5 add-users search: with the e-mail-only setting on, the query must be a valid e-mail and
 * is searched by mail; otherwise it needs at least 3 characters.
 */
export function validateUserSearch(raw: string, emailOnly: boolean): UserSearch {
  const query = raw.trim();
  if (emailOnly) return EMAIL.test(query) ? { ok: true, query, property: 'mail' } : { ok: false, reason: INSTRUCTOR_SEARCH_REASONS.email };
  return query.length >= INSTRUCTOR_SEARCH_MIN_LENGTH ? { ok: true, query } : { ok: false, reason: INSTRUCTOR_SEARCH_REASONS.tooShort };
}

/** The first day of the statistics window: 3 months before `now`. */
export function statsWindowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - INSTRUCTOR_STATS_MONTHS);
  return start;
}

/** Bar heights in px for the chart: the largest value reaches the max height, the rest in proportion. */
export function barHeights(values: readonly number[], maxHeight = INSTRUCTOR_BAR_CHART_MAX_HEIGHT): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? Math.round((Math.max(0, value) / max) * maxHeight) : 0));
}
