import '../../lib/access.css';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Spinner } from '@portal/ui';
import { useText } from '../../lib/messages';
import { paths } from '../../paths';
import { useSsoCallback } from '../../features/sso/hooks/use-sso-callback';
import { ssoMessages } from '../../features/sso/messages';

/**
 * /access/sso/callback/{type}/{token}?sso=&returnState= (spec 1 §2, §4). Opening it only asks: it names
 * the user the link would sign in and signs in on Continue, so a link someone else crafted cannot sign
 * this browser into their account unnoticed. Cancel goes back to sign-in.
 */
export default function SsoCallbackPage() {
  const text = useText(ssoMessages);
  const navigate = useNavigate();
  const { type = '', token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { pageError, phase, ssoUser, continueSignIn } = useSsoCallback({
    type,
    token,
    sso: searchParams.get('sso') ?? '',
    returnState: searchParams.get('returnState'),
  });

  if (pageError) {
    return (
      <div className="lp-access lp-access--sso">
        <p role="alert" className="lp-form-error">
          {pageError === 'Invalid auth type' ? text('access.sso.invalidAuthType') : pageError}
        </p>
        <Link to={paths.signIn.href()}>{text('access.sso.backToSignIn')}</Link>
      </div>
    );
  }

  if (phase === 'signingIn') {
    return (
      <div className="lp-access lp-access--sso">
        <Spinner label={text('access.sso.signingIn')} />
      </div>
    );
  }

  return (
    <div className="lp-access lp-access--sso">
      <h1>{text('access.ssoContinue.title')}</h1>
      <p>{ssoUser ? text('access.ssoContinue.asUser', { ssoUser }) : text('access.ssoContinue.noUser')}</p>
      <p>{text('access.ssoContinue.check')}</p>
      <div className="lp-access__actions">
        <Button onClick={continueSignIn}>{text('access.ssoContinue.continue')}</Button>
        <Button variant="secondary" onClick={() => navigate(paths.signIn.href(), { replace: true })}>
          {text('access.ssoContinue.cancel')}
        </Button>
      </div>
    </div>
  );
}
