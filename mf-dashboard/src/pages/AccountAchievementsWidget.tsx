import '../features/dashboard/components/dashboard.css';
import { lazy, Suspense } from 'react';
import { Spinner } from '@portal/ui';
import { AccoladesWidget } from '../features/gamification/components/GamificationWidgets';
import { useText } from '../lib/messages';
import { learnerDashboardMessages } from './messages';

const CertificationsWidget = lazy(() => import(/* webpackChunkName: "certifications" */ '../features/certificates/components/CertificationsWidget'));

/**
 * This area's part of /account/achievements (slot account.achievements): the certifications list, each
 * certificate's row with id={certificate id} for the page's #anchor, and the accolades when gamification is on.
 */
export default function AccountAchievementsWidget() {
  const text = useText(learnerDashboardMessages);
  return (
    <div className="lp-dashboard__own-widgets">
      <Suspense fallback={<Spinner label={text('account.achievements.loading')} />}>
        <CertificationsWidget />
      </Suspense>
      <AccoladesWidget />
    </div>
  );
}
