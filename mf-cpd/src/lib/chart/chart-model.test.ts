import { chartModel, formatAmount } from './chart-model';

describe('the CPD charts (spec 3 §3, §9)', () => {
  it('clamps percentages to 0–100 and keeps pending drafts on top of progress', () => {
    expect(chartModel({ target: 20, aquired: 10.5, pending: 2, elapsed: 73, duration: 365, deadline: null }, 'credits')).toEqual({
      progress: 52.5,
      withPending: 62.5,
      elapsed: 20,
      acquired: '10.50',
      pending: '2.00',
      target: '20.00',
    });
    const over = chartModel({ target: 5, aquired: 9, pending: 1, elapsed: 400, duration: 365, deadline: null }, 'credits');
    expect([over.progress, over.withPending, over.elapsed]).toEqual([100, 100, 100]);
  });

  it('shows time in hours and minutes, reflections as a count', () => {
    expect(formatAmount('time', 150)).toBe('2h 30m');
    expect(formatAmount('time', 45)).toBe('0h 45m');
    expect(formatAmount('reflections', 3)).toBe('3');
    expect(chartModel({ target: 600, aquired: 90, pending: 0, elapsed: 0, duration: 0, deadline: null }, 'time')).toMatchObject({
      progress: 15,
      acquired: '1h 30m',
      target: '10h 00m',
      elapsed: 0,
    });
  });
});
