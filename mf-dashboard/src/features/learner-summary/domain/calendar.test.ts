import { calendarRows, monthStart, upcoming, CALENDAR_MAX_ROWS } from './calendar';
import { dayKey } from './heatmap';

describe('the calendar widget (spec 3 §2: current month, next month, upcoming up to 3 months, at most 6 week rows)', () => {
  it('gives the current and the next month', () => {
    const today = new Date(2026, 11, 15);
    expect(dayKey(monthStart(today, 0))).toBe('2026-12-01');
    expect(dayKey(monthStart(today, 1))).toBe('2027-01-01');
  });

  it('lays a month out in Monday-first weeks: 4, 5 or 6 rows, never more than 6', () => {
    // February 2027 starts on a Monday and has 28 days: exactly 4 rows.
    expect(calendarRows(new Date(2027, 1, 1))).toHaveLength(4);
    // November 2026: Sunday 1st to Monday 30th: 6 rows.
    const november = calendarRows(new Date(2026, 10, 1));
    expect(november).toHaveLength(CALENDAR_MAX_ROWS);
    expect(dayKey(november[0]![0]!.date)).toBe('2026-10-26');
    expect(november[0]![6]!.inMonth).toBe(true);
    // August 2026: Saturday 1st to Monday 31st: 6 rows; May 2026: Friday 1st to Sunday 31st: 5 rows.
    expect(calendarRows(new Date(2026, 7, 1))).toHaveLength(6);
    expect(calendarRows(new Date(2026, 4, 1))).toHaveLength(5);
    for (let month = 0; month < 48; month += 1) expect(calendarRows(new Date(2026, month, 1)).length).toBeLessThanOrEqual(CALENDAR_MAX_ROWS);
  });

  it('lists what falls from today up to 3 months ahead, soonest first', () => {
    const today = new Date(2026, 10, 26, 12);
    const at = (y: number, m: number, d: number) => ({ date: new Date(y, m, d, 9) });
    const entries = [at(2027, 1, 27), at(2026, 10, 26), at(2027, 1, 25), at(2026, 10, 25), at(2026, 11, 1)];
    expect(upcoming(entries, today).map((entry) => dayKey(entry.date))).toEqual(['2026-11-26', '2026-12-01', '2027-02-25']);
  });
});
