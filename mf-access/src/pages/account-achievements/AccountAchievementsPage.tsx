import { Navigate, useLocation } from 'react-router-dom';
import { WidgetSlot } from '@portal/remote-contract';
import { DASHBOARD_PATH, featureEnabled, useSession } from '@portal/session';
import { usePageTitle } from '@portal/ui';
import { useText } from '../../lib/messages';
import { useAnchorScroll } from './anchor-scroll';
import { accountAchievementsMessages } from './messages';

/**
 * /account/achievements (spec 1 §2): the user's certificates and accolades, which other areas place in
 * the slot account.achievements (the dashboard area's certifications list and achievements). A
 * #{certificate id} anchor is scrolled to after 2000 ms. The dashboard instead when the achievements
 * feature is off.
 */
export default function AccountAchievementsPage() {
  const text = useText(accountAchievementsMessages);
  const settings = useSession((state) => state.settings);
  const { hash } = useLocation();
  usePageTitle(text('access.achievements.title'));
  useAnchorScroll(hash);
  if (!featureEnabled(settings, 'achievements')) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <div className="lp-account-page">
      <h1>{text('access.achievements.title')}</h1>
      {/* The slot's version is this page's, a literal: WIDGET_SLOTS is the host's copy at run time. */}
      <WidgetSlot name="account.achievements" version={1} empty={<p role="status">{text('access.achievements.empty')}</p>} />
    </div>
  );
}
