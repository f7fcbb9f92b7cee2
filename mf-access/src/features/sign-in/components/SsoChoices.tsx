import { useEffect, useId, useRef } from 'react';
import { Button, Spinner } from '@portal/ui';
import { browser } from '../../../lib/browser';
import { useText } from '../../../lib/messages';
import { rememberSsoConnection } from '../../../lib/sso-session';
import type { SsoChoice } from '../domain/sso-picker';
import { signInMessages } from '../messages';

/** Remember the connection for this tab (the callback reads its tenant and claim), then leave for it. */
function go({ connection, loginUrl }: SsoChoice): void {
  rememberSsoConnection(connection);
  browser.assign(loginUrl);
}

/** The SSO half of the hybrid picker: one button per connection. */
export function SsoChoices({ choices }: { choices: readonly SsoChoice[] }) {
  const text = useText(signInMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="lp-access__sso">
      <h2 id={headingId}>{text('access.signIn.ssoHeading')}</h2>
      <ul className="lp-access__sso-list">
        {choices.map((choice) => (
          <li key={`${choice.connection.tenant} ${choice.loginUrl}`}>
            <Button onClick={() => go(choice)}>{text('access.signIn.ssoConnection', { tenant: choice.connection.tenant })}</Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** bypassLoginPicker with one connection: straight there. */
export function GoStraightToSso({ choice }: { choice: SsoChoice }) {
  const text = useText(signInMessages);
  const gone = useRef(false);
  useEffect(() => {
    if (gone.current) return;
    gone.current = true;
    go(choice);
  }, [choice]);
  return <Spinner label={text('access.signIn.ssoRedirecting', { tenant: choice.connection.tenant })} />;
}
