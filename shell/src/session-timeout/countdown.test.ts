import { HEARTBEAT_MS, latestExpiry, nextCheckInMs, sessionPhase, TICK_MS, WARNING_SECONDS } from './countdown';

describe('session countdown rules (spec 1 §4, §9)', () => {
  it('uses the spec constants', () => {
    expect([HEARTBEAT_MS, WARNING_SECONDS, TICK_MS]).toEqual([30_000, 60, 1_000]);
  });

  it('warns at 60 seconds or less, not before', () => {
    expect(sessionPhase(61)).toEqual({ kind: 'active', secondsLeft: 61 });
    expect(sessionPhase(60)).toEqual({ kind: 'expiring', secondsLeft: 60 });
    expect(sessionPhase(1)).toEqual({ kind: 'expiring', secondsLeft: 1 });
  });

  it('is expired at zero and unknown without a cookie', () => {
    expect(sessionPhase(0)).toEqual({ kind: 'expired' });
    expect(sessionPhase(undefined)).toEqual({ kind: 'unknown' });
  });

  it('ticks every second while counting down, else beats every 30 s', () => {
    expect(nextCheckInMs({ kind: 'expiring', secondsLeft: 10 })).toBe(1_000);
    expect(nextCheckInMs({ kind: 'active', secondsLeft: 600 })).toBe(30_000);
  });

  it('takes the later of the cookie and an extension', () => {
    expect(latestExpiry('100', undefined)).toBe('100');
    expect(latestExpiry('100', 200)).toBe('200');
    expect(latestExpiry('300', 200)).toBe('300');
    expect(latestExpiry(undefined, 200)).toBe('200');
  });
});
