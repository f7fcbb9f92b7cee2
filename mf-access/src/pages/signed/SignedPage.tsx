import '../../lib/access.css';
import { Spinner } from '@portal/ui';
import { useText } from '../../lib/messages';
import { useSignedSignIn } from '../../features/signed/hooks/use-signed-sign-in';
import { signedMessages } from '../../features/signed/messages';

/** /access/signed (spec 1 §2). */
export default function SignedPage() {
  const text = useText(signedMessages);
  useSignedSignIn();
  return (
    <div className="lp-access lp-access--signed">
      <Spinner label={text('access.signed.signingIn')} />
    </div>
  );
}
