import '../../lib/access.css';
import { Link, useSearchParams } from 'react-router-dom';
import { SSO_MESSAGES } from '@portal/contracts/sso';
import { useText } from '../../lib/messages';
import { paths } from '../../paths';
import { ssoMessages } from '../../features/sso/messages';

/** /access/sso/error?ssoUser=&authError= (spec 1 §2): shows both, as plain text. */
export default function SsoErrorPage() {
  const text = useText(ssoMessages);
  const [searchParams] = useSearchParams();
  const ssoUser = searchParams.get('ssoUser');
  const authError = searchParams.get('authError') || SSO_MESSAGES.defaultFailure;

  return (
    <div className="lp-access lp-access--sso-error">
      <h1>{text('access.ssoError.title')}</h1>
      <p role="alert">{authError}</p>
      {ssoUser && <p>{text('access.ssoError.ssoUser', { ssoUser })}</p>}
      <p>{text('access.ssoError.help')}</p>
      <Link to={paths.signIn.href()}>{text('access.sso.backToSignIn')}</Link>
    </div>
  );
}
