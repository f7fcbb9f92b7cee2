import { useCallback, useEffect, useRef, useState } from 'react';
import { secondsUntilExpiry } from '@portal/session';
import { latestExpiry, nextCheckInMs, sessionPhase, type SessionPhase } from './countdown';

export interface SessionCountdownOptions {
  /** Count down only for a signed-in user. */
  enabled: boolean;
  /** The 'exp' cookie (epoch seconds). */
  readExpiry: () => string | undefined;
  /** Extends the session; answers the new expiry (epoch seconds) when the server gives one. */
  refresh: () => Promise<number | undefined>;
  onExpired: () => void;
  now?: () => number;
}

export interface SessionCountdown {
  phase: SessionPhase;
  extend(): Promise<void>;
}

/**
 * Looks at the 'exp' cookie every 30 s, and every second once 60 s or less remain (the dialog's
 * live countdown). Reaching zero calls onExpired once.
 */
export function useSessionCountdown({ enabled, readExpiry, refresh, onExpired, now = Date.now }: SessionCountdownOptions): SessionCountdown {
  const extendedTo = useRef<number | undefined>(undefined);
  const read = useCallback(
    () => (enabled ? sessionPhase(secondsUntilExpiry(latestExpiry(readExpiry(), extendedTo.current), now())) : sessionPhase(undefined)),
    [enabled, readExpiry, now],
  );
  const [phase, setPhase] = useState<SessionPhase>(read);
  const checkEvery = nextCheckInMs(phase);

  useEffect(() => {
    setPhase(read());
    if (!enabled) return;
    const timer = setInterval(() => setPhase(read()), checkEvery);
    return () => clearInterval(timer);
  }, [enabled, read, checkEvery]);

  const expired = phase.kind === 'expired';
  const onExpiredRef = useRef(onExpired);
  onExpiredRef.current = onExpired;
  useEffect(() => {
    if (expired) onExpiredRef.current();
  }, [expired]);

  // A new session (signed in again) must not keep the last one's extension.
  useEffect(() => {
    if (!enabled) extendedTo.current = undefined;
  }, [enabled]);

  const extend = useCallback(async () => {
    const exp = await refresh();
    if (exp !== undefined) extendedTo.current = exp;
    setPhase(read());
  }, [refresh, read]);

  return { phase, extend };
}
