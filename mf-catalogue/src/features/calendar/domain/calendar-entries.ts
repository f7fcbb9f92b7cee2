import { CALENDAR_BUFFER_SECONDS, type CatalogueItem, type Session } from '@portal/contracts/catalogue';
import { countsAsComplete } from '../../../lib/domain/status';
import { isPendingApproval } from '../../../lib/domain/enrolment';
import { visibleSessions } from '../../../lib/sessions/session-visibility';

/**
 * What the calendar shows (spec 2 §4 "Calendar"): sessions, deadlines (items with a due date) and
 * certificate dates, each with its colour. Pure, so the colours and the range are tested without
 * drawing a calendar.
 */
export type CalendarEntryKind = 'session' | 'deadline' | 'certificateExpiry' | 'certificateRenewal';
export type CalendarColour = 'grey' | 'green' | 'yellow' | 'red' | 'pink' | 'blue';
/** Spec 2 §4: a calendar item is Due while its due date is in the future, else Overdue. */
export type CalendarItemStatus = 'Due' | 'Overdue';

export interface CalendarEntry {
  /** Unique across kinds ('session:{id}', 'deadline:{id}', …). */
  id: string;
  kind: CalendarEntryKind;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  colour: CalendarColour;
  /** Deadlines: Due or Overdue. */
  status?: CalendarItemStatus;
  /** Sessions: the session and its event, for the details modal. */
  session?: Session;
  eventId?: string;
  /** Deadlines and certificates: the catalogue item to open. */
  itemId?: string;
  /** Certificate dates: the certificate the expiry and renewal modal shows. */
  certificateId?: string;
}

/** Background and text colours with a readable contrast (WCAG AA for the text on each). */
export const CALENDAR_COLOURS: Readonly<Record<CalendarColour, { background: string; text: string }>> = {
  grey: { background: '#5f6368', text: '#ffffff' },
  green: { background: '#1e7b34', text: '#ffffff' },
  yellow: { background: '#f2c230', text: '#1f1f1f' },
  red: { background: '#c62828', text: '#ffffff' },
  pink: { background: '#c2185b', text: '#ffffff' },
  blue: { background: '#1a56c4', text: '#ffffff' },
};

type SessionColourInput = Pick<Session, 'Enrolment' | 'Status'>;

/** The user will be or was at the session: Attending or Attended, or enrolled with no status yet. */
export function isAttending(session: SessionColourInput): boolean {
  if (session.Status) return session.Status === 'Attending' || session.Status === 'Attended';
  return session.Enrolment === 'Enrolled';
}

/** Spec 2 §4: sessions grey by default, green when Attending or Attended, yellow when pending approval. */
export function sessionColour(session: SessionColourInput): CalendarColour {
  if (isAttending(session)) return 'green';
  if (isPendingApproval(session.Enrolment) || session.Enrolment === 'PendingUserApproval') return 'yellow';
  return 'grey';
}

const ENTRY_COLOURS: Readonly<Record<Exclude<CalendarEntryKind, 'session'>, CalendarColour>> = {
  deadline: 'red',
  certificateExpiry: 'pink',
  certificateRenewal: 'blue',
};

/** Spec 2 §4: deadlines red, certificate expiry pink, renewal period blue. */
export function entryColour(kind: Exclude<CalendarEntryKind, 'session'>): CalendarColour {
  return ENTRY_COLOURS[kind];
}

export function calendarItemStatus(dueDate: string, now: Date | number): CalendarItemStatus {
  return Date.parse(dueDate) > (typeof now === 'number' ? now : now.getTime()) ? 'Due' : 'Overdue';
}

export interface DateRange {
  start: Date;
  end: Date;
}

/** Spec 2 §9: a two-week buffer (1209600 seconds) around the visible range. */
export function bufferedRange({ start, end }: DateRange): DateRange {
  const buffer = CALENDAR_BUFFER_SECONDS * 1000;
  return { start: new Date(start.getTime() - buffer), end: new Date(end.getTime() + buffer) };
}

/** The entry overlaps the range (an entry without an end is a moment). */
export function overlaps(entry: Pick<CalendarEntry, 'start' | 'end'>, { start, end }: DateRange): boolean {
  const from = Date.parse(entry.start);
  const to = entry.end ? Date.parse(entry.end) : from;
  return from < end.getTime() && to >= start.getTime();
}

type EventInput = Pick<CatalogueItem, 'Id' | 'type' | 'Sessions' | 'SessionScheduling'>;

/** The sessions of every event, as the event pages show them (scheduling and past-session rules). */
export function sessionEntries(items: readonly EventInput[], now: Date | number): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const item of items) {
    if (item.type !== 'Event' || !item.Sessions) continue;
    for (const session of visibleSessions(item.Sessions, item.SessionScheduling, now)) {
      entries.push({
        id: `session:${session.Id}`,
        kind: 'session',
        title: session.Name,
        start: session.StartDate,
        end: session.EndDate,
        allDay: false,
        colour: sessionColour(session),
        session,
        eventId: item.Id,
      });
    }
  }
  return entries;
}

type DeadlineInput = Pick<CatalogueItem, 'Id' | 'Name' | 'DueDate' | 'Completion' | 'CompletionMode' | 'PassMark'>;

/** Items with a due date that are not complete yet, Due or Overdue. */
export function deadlineEntries(items: readonly DeadlineInput[], now: Date | number): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const item of items) {
    if (!item.DueDate) continue;
    if (countsAsComplete(item.Completion, { mustPass: item.CompletionMode === 'MustPass', passMark: item.PassMark })) continue;
    entries.push({
      id: `deadline:${item.Id}`,
      kind: 'deadline',
      title: item.Name,
      start: item.DueDate,
      allDay: true,
      colour: entryColour('deadline'),
      status: calendarItemStatus(item.DueDate, now),
      itemId: item.Id,
    });
  }
  return entries;
}

/** The dates of a certificate the calendar shows (the latest certificate of each certification, hooks/use-certificate-dates). */
export interface CertificateDates {
  id: string;
  /** The certificate's calendarTitle (spec 2 §3). */
  calendarTitle: string;
  expiresOn?: string | null;
  renewalDate?: string | null;
  /** The catalogue item that renews it. */
  itemId?: string;
}

/** Certificate expiry (pink) and the start of its renewal period (blue). */
export function certificateEntries(certificates: readonly CertificateDates[]): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const certificate of certificates) {
    if (certificate.expiresOn) {
      entries.push({
        id: `certificateExpiry:${certificate.id}`,
        kind: 'certificateExpiry',
        title: certificate.calendarTitle,
        start: certificate.expiresOn,
        allDay: true,
        colour: entryColour('certificateExpiry'),
        itemId: certificate.itemId,
        certificateId: certificate.id,
      });
    }
    if (certificate.renewalDate) {
      entries.push({
        id: `certificateRenewal:${certificate.id}`,
        kind: 'certificateRenewal',
        title: certificate.calendarTitle,
        start: certificate.renewalDate,
        allDay: true,
        colour: entryColour('certificateRenewal'),
        itemId: certificate.itemId,
        certificateId: certificate.id,
      });
    }
  }
  return entries;
}

export interface CalendarFilters {
  sessions: boolean;
  deadlines: boolean;
  certificates: boolean;
  /** Only sessions the user is on (enrolled, attending or waiting for approval). */
  mySessionsOnly: boolean;
}

export const DEFAULT_FILTERS: CalendarFilters = { sessions: true, deadlines: true, certificates: true, mySessionsOnly: false };

/** The entries the filters keep, inside the buffered range. */
export function entriesToShow(entries: readonly CalendarEntry[], filters: CalendarFilters, range: DateRange): CalendarEntry[] {
  const around = bufferedRange(range);
  return entries.filter((entry) => {
    if (entry.kind === 'session') {
      if (!filters.sessions) return false;
      if (filters.mySessionsOnly && entry.session?.Enrolment === 'NotEnrolled' && !entry.session.Status) return false;
    } else if (entry.kind === 'deadline') {
      if (!filters.deadlines) return false;
    } else if (!filters.certificates) {
      return false;
    }
    return overlaps(entry, around);
  });
}
