import { Navigate } from 'react-router-dom';
import { WidgetSlot } from '@portal/remote-contract';
import { DASHBOARD_PATH, featureEnabled, useSession } from '@portal/session';
import { usePageTitle } from '@portal/ui';
import { useText } from '../../lib/messages';
import { accountHistoryMessages } from './messages';

/**
 * /account/history (spec 1 §2, Learning history): the user's history events, which another area places
 * in the slot account.history (the dashboard area's learning history). The dashboard instead when the
 * learning history feature is off.
 */
export default function AccountHistoryPage() {
  const text = useText(accountHistoryMessages);
  const settings = useSession((state) => state.settings);
  usePageTitle(text('access.history.title'));
  if (!featureEnabled(settings, 'learningHistory')) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <div className="lp-account-page">
      <h1>{text('access.history.title')}</h1>
      {/* The slot's version is this page's, a literal: WIDGET_SLOTS is the host's copy at run time. */}
      <WidgetSlot name="account.history" version={1} empty={<p role="status">{text('access.history.empty')}</p>} />
    </div>
  );
}
