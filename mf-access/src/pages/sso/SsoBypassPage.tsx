import '../../lib/access.css';
import { useEffect } from 'react';
import { bus } from '@portal/event-bus';
import { Spinner } from '@portal/ui';
import { useText } from '../../lib/messages';
import { setSsoBypass } from '../../lib/sso-session';
import { ssoMessages } from '../../features/sso/messages';

/**
 * /access/sso/bypass (spec 1 §2): sets the session-scoped bypass flag, so the sign-in page offers
 * the forms sign-in instead of sending the user to the single connection, and broadcasts
 * not-authenticated (the shell takes the user to sign-in).
 */
export default function SsoBypassPage() {
  const text = useText(ssoMessages);
  useEffect(() => {
    setSsoBypass();
    bus.emit('auth.not-authenticated.v1', {});
  }, []);
  return (
    <div className="lp-access lp-access--sso">
      <Spinner label={text('access.sso.bypassing')} />
    </div>
  );
}
