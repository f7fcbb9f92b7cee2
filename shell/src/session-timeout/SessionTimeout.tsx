import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { readCookie } from '@portal/api-client';
import { COOKIES } from '@portal/contracts';
import { bus } from '@portal/event-bus';
import { useSession } from '@portal/session';
import { paths } from '../lib/paths';
import { useTokenRefresher } from '../lib/services';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';
import { useSessionCountdown } from './use-session-countdown';

const readExpiry = () => readCookie(COOKIES.exp);

/** The session timer of a signed-in user: countdown dialog, Extend, and logout at zero. */
export function SessionTimeout() {
  const signedIn = useSession((state) => state.user !== null);
  const tokenRefresher = useTokenRefresher();
  const navigate = useNavigate();

  const refresh = useCallback(async () => {
    // Extend must really reach the server, not reuse a page change's refresh from the last minute.
    tokenRefresher.reset();
    const answer = await tokenRefresher.refresh();
    if (!answer.success) throw new Error('The session was not extended');
    return answer.exp;
  }, [tokenRefresher]);
  const onExpired = useCallback(() => bus.emit('auth.session-timeout.v1', {}), []);
  const { phase, extend } = useSessionCountdown({ enabled: signedIn, readExpiry, refresh, onExpired });

  if (phase.kind !== 'expiring') return null;
  return <SessionTimeoutDialog secondsLeft={phase.secondsLeft} onExtend={extend} onSignOut={() => navigate(paths.logout)} />;
}
