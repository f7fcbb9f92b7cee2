import { chartSvg } from '../../../src/routes/almanac/chart';

describe('the server-drawn CPD chart says what the portal says (spec 3 §9)', () => {
  const data = { target: 630, aquired: 105, pending: 0, elapsed: 40, duration: 365, deadline: null };
  it('in one format: time in hours and minutes, credits with 2 decimals and their unit', () => {
    expect(chartSvg('progress', data, 'time')).toContain('aria-label="Progress: 1h 45m of 10h 30m (17%)"');
    expect(chartSvg('progress', { ...data, target: 20, aquired: 10.5 }, 'credits')).toContain('aria-label="Progress: 10.50 of 20.00 credits (53%)"');
  });
});
