import { secondsUntilExpiry } from './session-expiry';

describe('secondsUntilExpiry', () => {
  const now = 1_700_000_000_000;

  it('counts whole seconds from now to the exp cookie (epoch seconds)', () => {
    expect(secondsUntilExpiry('1700001200', now)).toBe(1200);
    expect(secondsUntilExpiry('1700000060', now + 500)).toBe(59);
  });

  it('never goes below zero', () => {
    expect(secondsUntilExpiry('1699999000', now)).toBe(0);
  });

  it('is undefined without a readable cookie', () => {
    expect(secondsUntilExpiry(undefined, now)).toBeUndefined();
    expect(secondsUntilExpiry('', now)).toBeUndefined();
    expect(secondsUntilExpiry('soon', now)).toBeUndefined();
  });
});
