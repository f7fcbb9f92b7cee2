/** Spec 3 §2: the activity heatmap: 26 weeks starting 6 months back, 7 days a week, weeks starting Monday. */
export const HEATMAP_WEEKS = 26;
export const HEATMAP_MONTHS_BACK = 6;
export const DAYS_PER_WEEK = 7;

export interface HeatmapDay {
  /** yyyy-mm-dd, the local calendar day. */
  key: string;
  date: Date;
  count: number;
  /** After today: drawn empty. */
  future: boolean;
}

/** The local calendar day of a date as yyyy-mm-dd. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Monday on or before a day (local time, midnight). */
export function mondayOnOrBefore(date: Date): Date {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const sinceMonday = (day.getDay() + 6) % 7;
  day.setDate(day.getDate() - sinceMonday);
  return day;
}

/**
 * The first day of the grid: the Monday on or before the same day 6 months back (the end of a shorter
 * month if need be). 26 weeks from there can end a few days before today (6 months are 181 to 184
 * days, 26 weeks 182); then the grid starts a week later, so today is always in its last column.
 */
export function heatmapStart(today: Date): Date {
  const target = new Date(today.getFullYear(), today.getMonth() - HEATMAP_MONTHS_BACK, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(today.getDate(), lastDay));
  const start = mondayOnOrBefore(target);
  const todayMidnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  while (new Date(start.getFullYear(), start.getMonth(), start.getDate() + HEATMAP_WEEKS * DAYS_PER_WEEK) <= todayMidnight) start.setDate(start.getDate() + DAYS_PER_WEEK);
  return start;
}

/** Events per local day. */
export function countByDay(occurrences: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const occurredOn of occurrences) {
    const time = Date.parse(occurredOn);
    if (Number.isNaN(time)) continue;
    const key = dayKey(new Date(time));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The grid: 26 week columns of 7 days, Monday first, starting 6 months back. */
export function heatmapWeeks(today: Date, counts: ReadonlyMap<string, number>): HeatmapDay[][] {
  const start = heatmapStart(today);
  const todayKey = dayKey(today);
  const weeks: HeatmapDay[][] = [];
  let future = false;
  for (let week = 0; week < HEATMAP_WEEKS; week += 1) {
    const days: HeatmapDay[] = [];
    for (let weekday = 0; weekday < DAYS_PER_WEEK; weekday += 1) {
      const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + week * DAYS_PER_WEEK + weekday);
      const key = dayKey(date);
      days.push({ key, date, count: future ? 0 : (counts.get(key) ?? 0), future });
      if (key === todayKey) future = true;
    }
    weeks.push(days);
  }
  return weeks;
}

/** Rows that carry a day label (Monday, Wednesday, Friday), as calendars of this kind do. */
export const LABELLED_WEEKDAYS = [0, 2, 4] as const;

/**
 * The week columns that start a month: where a column's Monday falls in another month than the
 * previous column's. The first column is labelled too unless the next label is too close to fit.
 */
export function heatmapMonthColumns(weeks: readonly (readonly HeatmapDay[])[]): { column: number; date: Date }[] {
  const starts: { column: number; date: Date }[] = [];
  weeks.forEach((week, column) => {
    const monday = week[0]!.date;
    const previous = weeks[column - 1]?.[0]?.date;
    if (!previous || previous.getMonth() !== monday.getMonth()) starts.push({ column, date: monday });
  });
  return starts[1] && starts[1].column - starts[0]!.column < 3 ? starts.slice(1) : starts;
}
