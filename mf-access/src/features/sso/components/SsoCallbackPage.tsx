import '../../access.css';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { useSsoCallback } from '../hooks/use-sso-callback';
import { ssoMessages } from '../messages';

/** /access/sso/callback/{type}/{token}?sso=&returnState= (spec 1 §2, §4). */
export default function SsoCallbackPage() {
  const text = useText(ssoMessages);
  const { type = '', token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { pageError } = useSsoCallback({ type, token, sso: searchParams.get('sso') ?? '', returnState: searchParams.get('returnState') });

  return (
    <div className="lp-access lp-access--sso">
      {pageError ? (
        <>
          <p role="alert" className="lp-form-error">
            {pageError === 'Invalid auth type' ? text('access.sso.invalidAuthType') : pageError}
          </p>
          <Link to={paths.signIn.href()}>{text('access.sso.backToSignIn')}</Link>
        </>
      ) : (
        <Spinner label={text('access.sso.signingIn')} />
      )}
    </div>
  );
}
