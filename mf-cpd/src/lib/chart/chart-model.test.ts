import { chartModel } from './chart-model';

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

  it('shows time in hours and minutes', () => {
    expect(chartModel({ target: 600, aquired: 90, pending: 0, elapsed: 0, duration: 0, deadline: null }, 'time')).toMatchObject({
      progress: 15,
      acquired: '1h 30m',
      target: '10h 0m',
      elapsed: 0,
    });
  });
});
