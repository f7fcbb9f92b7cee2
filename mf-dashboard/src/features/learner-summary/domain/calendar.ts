import { mondayOnOrBefore } from './heatmap';

/** Spec 3 §2: the calendar widget shows a month (the current or the next) in at most 6 week rows. */
export const CALENDAR_MAX_ROWS = 6;
/** Upcoming dates: up to 3 months ahead. */
export const CALENDAR_UPCOMING_MONTHS = 3;

export interface CalendarDay {
  date: Date;
  inMonth: boolean;
}

/** The first day of the month `offset` months after today's (0 current, 1 next). */
export function monthStart(today: Date, offset: 0 | 1): Date {
  return new Date(today.getFullYear(), today.getMonth() + offset, 1);
}

/** The month's weeks, Monday first, from the week of its 1st to the week of its last day: 4 to 6 rows, never more than 6. */
export function calendarRows(month: Date): CalendarDay[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const start = mondayOnOrBefore(first);
  const rows: CalendarDay[][] = [];
  for (let row = 0; row < CALENDAR_MAX_ROWS; row += 1) {
    const week: CalendarDay[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + row * 7 + weekday);
      week.push({ date, inMonth: date.getMonth() === first.getMonth() });
    }
    if (!week.some((day) => day.inMonth) && week[0]!.date > last) break;
    rows.push(week);
  }
  return rows;
}

/** The end of the upcoming window: 3 months after today. */
export function upcomingEnd(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth() + CALENDAR_UPCOMING_MONTHS, today.getDate(), 23, 59, 59);
}

/** Dated things from today up to 3 months ahead, soonest first. */
export function upcoming<T extends { date: Date }>(entries: readonly T[], today: Date): T[] {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const to = upcomingEnd(today);
  return entries.filter((entry) => entry.date >= from && entry.date <= to).sort((a, b) => a.date.getTime() - b.date.getTime());
}
