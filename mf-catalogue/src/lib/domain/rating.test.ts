import { canRate, formatRatingMean } from './rating';

describe('canRate, spec 2 §5', () => {
  it('needs ratings enabled', () => {
    expect(canRate(undefined, 'Completed')).toBe(false);
    expect(canRate(false, 'Completed')).toBe(false);
    expect(canRate(true, 'Completed')).toBe(true);
  });

  it('refuses a NotAttempted item and allows every other completion', () => {
    expect(canRate(true, 'NotAttempted')).toBe(false);
    for (const completion of ['Attempted', 'Passed', 'Failed', 'Attended', 'NotAttended', 'PendingApproval', 'Rejected'] as const) {
      expect(canRate(true, completion)).toBe(true);
    }
  });
});

describe('formatRatingMean, 2 decimals', () => {
  it.each([
    [4.5, '4.50'],
    [3.333333, '3.33'],
    [4.666, '4.67'],
    [5, '5.00'],
    [null, '0.00'],
  ])('%p shows as %s', (mean, shown) => {
    expect(formatRatingMean(mean)).toBe(shown);
  });
});

describe("formatRatingMean in the user's language (issue 12)", () => {
  it.each([
    ['de-DE', '4,50'],
    ['ar-SA', '٤٫٥٠'],
    ['en-GB', '4.50'],
  ])('%s shows %s', (locale, shown) => {
    expect(formatRatingMean(4.5, locale)).toBe(shown);
  });
});
