import { latestExpiry, nextCheckInMs, sessionPhase } from './countdown';

/**
 * Spec 1 §9 and its constants: "Session heartbeat 30 s; timeout warning at 60 s or less; countdown
 * ticks each second". The values are written here from the spec, not imported from the module, so a
 * wrong constant or a wrong comparison fails.
 */
const SPEC = { heartbeatMs: 30_000, warningSeconds: 60, tickMs: 1_000 } as const;

describe('session countdown rules (spec 1 §4, §9)', () => {
  it.each([
    [SPEC.warningSeconds + 1, 'active'],
    [SPEC.warningSeconds, 'expiring'],
    [SPEC.warningSeconds - 1, 'expiring'],
    [1, 'expiring'],
    [20 * 60, 'active'],
  ])('with %i seconds left the phase is %s, carrying the seconds', (secondsLeft, kind) => {
    expect(sessionPhase(secondsLeft)).toEqual({ kind, secondsLeft });
  });

  it.each([0, -1, -3600])('is expired with %i seconds left', (secondsLeft) => {
    expect(sessionPhase(secondsLeft)).toEqual({ kind: 'expired' });
  });

  it('is unknown without a readable cookie', () => {
    expect(sessionPhase(undefined)).toEqual({ kind: 'unknown' });
  });

  it('ticks every second while the dialog counts down, and otherwise looks again at the next heartbeat', () => {
    expect(nextCheckInMs({ kind: 'expiring', secondsLeft: SPEC.warningSeconds })).toBe(SPEC.tickMs);
    expect(nextCheckInMs({ kind: 'expiring', secondsLeft: 1 })).toBe(SPEC.tickMs);
    expect(nextCheckInMs({ kind: 'active', secondsLeft: SPEC.warningSeconds + 1 })).toBe(SPEC.heartbeatMs);
    // A session whose cookie is not readable yet is looked at again at the heartbeat, not every second.
    expect(nextCheckInMs({ kind: 'unknown' })).toBe(SPEC.heartbeatMs);
  });

  it('warns one heartbeat early enough: a session just above the warning is looked at again before it expires', () => {
    // The heartbeat (30 s) is shorter than the warning window (60 s), so the dialog always gets its countdown.
    const phase = sessionPhase(SPEC.warningSeconds + 1);
    expect(nextCheckInMs(phase) / 1000).toBeLessThan(SPEC.warningSeconds);
  });

  it('takes the later of the cookie and an extension', () => {
    expect(latestExpiry('100', undefined)).toBe('100');
    expect(latestExpiry(undefined, undefined)).toBeUndefined();
    expect(latestExpiry('100', 200)).toBe('200');
    expect(latestExpiry('300', 200)).toBe('300');
    expect(latestExpiry('200', 200)).toBe('200');
  });

  it('takes the extension when the cookie is missing or unreadable', () => {
    expect(latestExpiry(undefined, 200)).toBe('200');
    expect(latestExpiry('', 200)).toBe('200');
    expect(latestExpiry('  ', 200)).toBe('200');
    expect(latestExpiry('soon', 200)).toBe('200');
  });
});
