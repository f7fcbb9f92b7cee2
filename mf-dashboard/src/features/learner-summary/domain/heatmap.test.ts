import { countByDay, dayKey, heatmapStart, heatmapWeeks, HEATMAP_WEEKS } from './heatmap';

describe('the activity heatmap grid (spec 3 §2: 26 weeks starting 6 months back, 7 days, Monday first)', () => {
  const today = new Date(2026, 10, 26); // Thursday 26 November 2026

  it('starts on the Monday on or before the same day 6 months back, a week later when 26 weeks would end before today', () => {
    // 31 August → 28 February (2026 is not a leap year), a Saturday → Monday 23 February; 26 weeks run to Sunday
    // 23 August, and from 2 March to 30 August: neither holds Monday 31 August, so Monday 9 March.
    expect(dayKey(heatmapStart(new Date(2026, 7, 31)))).toBe('2026-03-09');
    // 3 June 2026 (a Wednesday) → 3 December 2025, a Wednesday → Monday 1 December; 26 weeks end Sunday 31 May → a week later.
    expect(dayKey(heatmapStart(new Date(2026, 5, 3)))).toBe('2025-12-08');
    // 1 June 2026 (a Monday) → 1 December 2025, a Monday: 26 weeks end on Sunday 31 May, before today → Monday 8 December.
    expect(dayKey(heatmapStart(new Date(2026, 5, 1)))).toBe('2025-12-08');
    // 24 November 2026 (Tuesday) → 24 May 2026, a Sunday → Monday 18 May; 26 weeks run to Sunday 15 November, and from
    // 25 May to 22 November: neither holds the 24th, so Monday 1 June.
    expect(dayKey(heatmapStart(new Date(2026, 10, 24)))).toBe('2026-06-01');
  });

  it('keeps the 6-months-back Monday when 26 weeks from it reach today', () => {
    // 1 March 2026 (a Sunday) → 1 September 2025, a Monday; 26 weeks run to Sunday 1 March 2026: today is the last day.
    expect(dayKey(heatmapStart(new Date(2026, 2, 1)))).toBe('2025-09-01');
  });

  it('has 26 week columns of 7 days, each starting on a Monday, consecutive', () => {
    const weeks = heatmapWeeks(today, new Map());
    expect(weeks).toHaveLength(HEATMAP_WEEKS);
    expect(weeks.every((week) => week.length === 7 && week[0]!.date.getDay() === 1 && week[6]!.date.getDay() === 0)).toBe(true);
    expect(weeks[1]![0]!.date.getTime() - weeks[0]![0]!.date.getTime()).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
    expect(weeks[25]!.some((day) => day.key === '2026-11-26')).toBe(true);
    expect(dayKey(weeks[0]![0]!.date)).toBe('2026-06-01');
  });

  it('counts events per local day and leaves days after today empty', () => {
    const counts = countByDay([new Date(2026, 5, 1, 9).toISOString(), new Date(2026, 5, 1, 17).toISOString(), 'not a date']);
    expect(counts.get('2026-06-01')).toBe(2);
    const weeks = heatmapWeeks(new Date(2026, 5, 3), counts);
    const days = weeks.flat();
    expect(days.find((day) => day.key === '2026-06-01')!.count).toBe(2);
    expect(days.filter((day) => day.future).every((day) => day.date > new Date(2026, 5, 3))).toBe(true);
    expect(days.some((day) => day.future)).toBe(true);
  });
});
