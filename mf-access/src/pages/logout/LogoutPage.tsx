import '../../lib/access.css';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@portal/ui';
import { useText } from '../../lib/messages';
import { useLogout } from '../../features/logout/hooks/use-logout';
import { logoutMessages } from '../../features/logout/messages';

/** /access/logout?redirectTo= (spec 1 §2). */
export default function LogoutPage() {
  const text = useText(logoutMessages);
  const [searchParams] = useSearchParams();
  useLogout(searchParams.get('redirectTo'));
  return (
    <div className="lp-access lp-access--logout">
      <Spinner label={text('access.logout.signingOut')} />
    </div>
  );
}
