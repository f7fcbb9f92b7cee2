/** Spec 1 §9: heartbeat every 30 s; warning at 60 s or less; the countdown ticks each second. */
export const HEARTBEAT_MS = 30_000;
export const WARNING_SECONDS = 60;
export const TICK_MS = 1_000;

export type SessionPhase =
  /** No readable 'exp' cookie: nothing to count down. */
  | { kind: 'unknown' }
  | { kind: 'active'; secondsLeft: number }
  /** The countdown dialog is shown. */
  | { kind: 'expiring'; secondsLeft: number }
  | { kind: 'expired' };

export function sessionPhase(secondsLeft: number | undefined): SessionPhase {
  if (secondsLeft === undefined) return { kind: 'unknown' };
  if (secondsLeft <= 0) return { kind: 'expired' };
  if (secondsLeft <= WARNING_SECONDS) return { kind: 'expiring', secondsLeft };
  return { kind: 'active', secondsLeft };
}

/** How long until the next look at the cookie: every second while counting down, else the heartbeat. */
export function nextCheckInMs(phase: SessionPhase): number {
  return phase.kind === 'expiring' ? TICK_MS : HEARTBEAT_MS;
}

/**
 * The later of the cookie's expiry and one a refresh answered (epoch seconds, as strings like the
 * cookie): the dialog closes on a successful Extend even before the browser shows the new cookie.
 */
export function latestExpiry(cookie: string | undefined, extendedTo: number | undefined): string | undefined {
  const fromCookie = cookie?.trim() ? Number(cookie) : Number.NaN;
  if (extendedTo === undefined) return cookie;
  return String(Number.isFinite(fromCookie) ? Math.max(fromCookie, extendedTo) : extendedTo);
}

/**
 * The seconds at which the polite live region speaks the countdown (WCAG 2.2.1: warned in time),
 * not each second, which would drown every other announcement.
 */
export const ANNOUNCED_SECONDS: readonly number[] = [60, 30, 10];

export function isAnnouncedSecond(secondsLeft: number): boolean {
  return ANNOUNCED_SECONDS.includes(secondsLeft);
}
