import '../../lib/access.css';
import { Spinner } from '@portal/ui';
import { useText } from '../../lib/messages';
import { useResetSite } from '../../features/reset/hooks/use-reset-site';
import { resetMessages } from '../../features/reset/messages';

/** /access/reset (spec 1 §2). */
export default function ResetPage() {
  const text = useText(resetMessages);
  useResetSite();
  return (
    <div className="lp-access lp-access--reset">
      <Spinner label={text('access.reset.resetting')} />
    </div>
  );
}
