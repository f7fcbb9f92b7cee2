import '../../lib/access.css';
import { useParams } from 'react-router-dom';
import { Spinner } from '@portal/ui';
import { useText } from '../../lib/messages';
import { useSsoAuth } from '../../features/sso/hooks/use-sso-auth';
import { ssoMessages } from '../../features/sso/messages';

/** /access/sso/auth/{type}/{sso}/{sig} (spec 1 §2). */
export default function SsoAuthPage() {
  const text = useText(ssoMessages);
  const { sso = '', sig = '' } = useParams();
  const { failed } = useSsoAuth(sso, sig);
  return (
    <div className="lp-access lp-access--sso">
      {failed ? (
        <p role="alert" className="lp-form-error">
          {text('access.ssoAuth.failed')}
        </p>
      ) : (
        <Spinner label={text('access.ssoAuth.redirecting')} />
      )}
    </div>
  );
}
