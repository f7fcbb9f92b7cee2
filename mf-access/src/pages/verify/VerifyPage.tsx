import '../../lib/access.css';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '@portal/query';
import { Spinner } from '@portal/ui';
import { useText } from '../../lib/messages';
import { paths } from '../../paths';
import { useVerifyEmail } from '../../features/verify/hooks/use-verify-email';
import { verifyMessages } from '../../features/verify/messages';

/** /access/verify?code= (spec 1 §2): verifies the registered e-mail address (its lazy module brings the QueryProvider). */
export default function VerifyRoute() {
  return (
    <QueryProvider>
      <VerifyPage />
    </QueryProvider>
  );
}

function VerifyPage() {
  const text = useText(verifyMessages);
  const [searchParams] = useSearchParams();
  const state = useVerifyEmail(searchParams.get('code'));

  return (
    <div className="lp-access lp-access--verify">
      <h1>{text('access.verify.title')}</h1>
      {state === 'verifying' && <Spinner label={text('access.verify.verifying')} />}
      {state === 'verified' && <p role="status">{text('access.verify.success')}</p>}
      {state === 'failed' && (
        <p role="alert" className="lp-form-error">
          {text('access.verify.failure')}
        </p>
      )}
      {state !== 'verifying' && <Link to={paths.signIn.href()}>{text('access.verify.signIn')}</Link>}
    </div>
  );
}
