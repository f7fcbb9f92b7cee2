import { CALENDAR_BUFFER_SECONDS } from '@portal/contracts/catalogue';
import { makeItem } from '../../../lib/domain/test-fixtures';
import { NOW, days, makeSession } from '../../../lib/sessions/test-sessions';
import {
  bufferedRange,
  calendarItemStatus,
  certificateEntries,
  deadlineEntries,
  entriesToShow,
  entryColour,
  sessionColour,
  sessionEntries,
  DEFAULT_FILTERS,
} from './calendar-entries';

describe('sessionColour (spec 2 §4)', () => {
  it('is grey by default', () => {
    expect(sessionColour({ Enrolment: 'NotEnrolled', Status: null })).toBe('grey');
    expect(sessionColour({ Enrolment: 'Enrolled', Status: 'NotAttended' })).toBe('grey');
  });

  it('is green when Attending or Attended (an enrolment with no status yet is attending)', () => {
    expect(sessionColour({ Enrolment: 'Enrolled', Status: 'Attending' })).toBe('green');
    expect(sessionColour({ Enrolment: 'Enrolled', Status: 'Attended' })).toBe('green');
    expect(sessionColour({ Enrolment: 'Enrolled', Status: null })).toBe('green');
  });

  it('is yellow when pending approval', () => {
    expect(sessionColour({ Enrolment: 'PendingAdminApproval', Status: null })).toBe('yellow');
    expect(sessionColour({ Enrolment: 'PendingSecondLevelApproval', Status: null })).toBe('yellow');
    expect(sessionColour({ Enrolment: 'PendingUserApproval', Status: null })).toBe('yellow');
  });
});

describe('other entries (spec 2 §4)', () => {
  it('deadlines red, certificate expiry pink, renewal blue', () => {
    expect(entryColour('deadline')).toBe('red');
    expect(entryColour('certificateExpiry')).toBe('pink');
    expect(entryColour('certificateRenewal')).toBe('blue');
  });

  it('a calendar item is Due if the due date is in the future, else Overdue', () => {
    expect(calendarItemStatus(days(1), NOW)).toBe('Due');
    expect(calendarItemStatus(days(-1), NOW)).toBe('Overdue');
    expect(calendarItemStatus(new Date(NOW).toISOString(), NOW)).toBe('Overdue');
  });

  it('deadlines come from items with a DueDate that are not complete', () => {
    const items = [
      makeItem({ Id: 'due', Name: 'Fire safety', DueDate: days(3) }),
      makeItem({ Id: 'late', DueDate: days(-3) }),
      makeItem({ Id: 'done', DueDate: days(-3), Completion: 'Completed' }),
      makeItem({ Id: 'none' }),
    ];
    expect(deadlineEntries(items, NOW)).toEqual([
      { id: 'deadline:due', kind: 'deadline', title: 'Fire safety', start: days(3), allDay: true, colour: 'red', status: 'Due', itemId: 'due' },
      expect.objectContaining({ id: 'deadline:late', status: 'Overdue' }),
    ]);
  });

  it('certificates give a pink expiry and a blue renewal entry', () => {
    expect(certificateEntries([{ id: 'c1', calendarTitle: 'BLS', expiresOn: days(40), renewalDate: days(10) }]).map((e) => [e.kind, e.colour, e.start])).toEqual([
      ['certificateExpiry', 'pink', days(40)],
      ['certificateRenewal', 'blue', days(10)],
    ]);
    expect(certificateEntries([{ id: 'c2', calendarTitle: 'None' }])).toEqual([]);
  });
});

describe('sessionEntries', () => {
  it('lists the sessions of events as their pages show them', () => {
    const event = makeItem({
      Id: 'ev',
      type: 'Event',
      Sessions: [
        makeSession({ Id: 'mine', Enrolment: 'Enrolled' }),
        makeSession({ Id: 'old', StartDate: days(-3), EndDate: days(-2) }),
        makeSession({ Id: 'pending', Enrolment: 'PendingAdminApproval', StartDate: days(8), EndDate: days(8.1) }),
      ],
    });
    const entries = sessionEntries([event, makeItem({ Id: 'link' })], NOW);
    expect(entries.map((e) => [e.id, e.colour, e.eventId])).toEqual([
      ['session:mine', 'green', 'ev'],
      ['session:pending', 'yellow', 'ev'],
    ]);
  });
});

describe('range and filters', () => {
  const visible = { start: new Date('2026-03-01T00:00:00.000Z'), end: new Date('2026-04-12T00:00:00.000Z') };

  it('adds a two-week buffer (1209600 seconds) either side of the visible range', () => {
    expect(CALENDAR_BUFFER_SECONDS).toBe(1209600);
    expect(bufferedRange(visible)).toEqual({ start: new Date('2026-02-15T00:00:00.000Z'), end: new Date('2026-04-26T00:00:00.000Z') });
  });

  it('keeps entries inside the buffered range only', () => {
    const at = (id: string, start: string) => ({ id, kind: 'deadline' as const, title: id, start, allDay: true, colour: 'red' as const });
    const entries = [
      at('in-buffer-before', '2026-02-16T00:00:00.000Z'),
      at('too-early', '2026-02-14T00:00:00.000Z'),
      at('in-buffer-after', '2026-04-25T00:00:00.000Z'),
      at('too-late', '2026-04-27T00:00:00.000Z'),
    ];
    expect(entriesToShow(entries, DEFAULT_FILTERS, visible).map((e) => e.id)).toEqual(['in-buffer-before', 'in-buffer-after']);
  });

  it("filters by kind and by the user's own sessions", () => {
    const event = makeItem({ Id: 'ev', type: 'Event', Sessions: [makeSession({ Id: 'mine', Enrolment: 'Enrolled' }), makeSession({ Id: 'other' })] });
    const entries = [
      ...sessionEntries([event], NOW),
      ...deadlineEntries([makeItem({ Id: 'd', DueDate: days(2) })], NOW),
      ...certificateEntries([{ id: 'c', calendarTitle: 'C', expiresOn: days(2) }]),
    ];
    const range = { start: new Date(NOW), end: new Date(Date.parse(days(30))) };
    const ids = (filters: Partial<typeof DEFAULT_FILTERS>) => entriesToShow(entries, { ...DEFAULT_FILTERS, ...filters }, range).map((e) => e.id);
    expect(ids({})).toEqual(['session:mine', 'session:other', 'deadline:d', 'certificateExpiry:c']);
    expect(ids({ mySessionsOnly: true })).toEqual(['session:mine', 'deadline:d', 'certificateExpiry:c']);
    expect(ids({ sessions: false, certificates: false })).toEqual(['deadline:d']);
    expect(ids({ deadlines: false })).toEqual(['session:mine', 'session:other', 'certificateExpiry:c']);
  });
});
