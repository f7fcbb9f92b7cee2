/**
 * Seconds left before the session ends, from the 'exp' cookie (epoch seconds); never negative.
 * undefined when there is no readable cookie: the caller decides (no cookie usually means the
 * user is not signed in, which is not the same as "about to time out").
 */
export function secondsUntilExpiry(expCookie: string | undefined, nowMs: number): number | undefined {
  if (!expCookie?.trim()) return undefined;
  const exp = Number(expCookie);
  if (!Number.isFinite(exp)) return undefined;
  return Math.max(0, Math.floor(exp - nowMs / 1000));
}
