import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { ITEMS, namedItem } from '@portal/contracts';
import { featureEnabled, useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { defaultLearnerFilter } from '../features/learner-summary/domain/training';
import { useText } from '../lib/messages';
import { paths } from '../paths';
import { learnerDashboardMessages } from './messages';

const LearnerSummary = lazy(() => import('../features/learner-summary/components/LearnerSummary'));
const CertificationsWidget = lazy(() => import('../features/certificates/components/CertificationsWidget'));
const GamificationWidgets = lazy(() => import('../features/gamification/components/GamificationWidgets'));

/**
 * /account/dashboard: the learner summary with the training list showing mandatory items not complete
 * first; the main dashboard instead when the tenant turned the learner dashboard off (spec 1 §2).
 */
export default function LearnerDashboardPage() {
  const text = useText(learnerDashboardMessages);
  const settings = useSession((state) => state.settings);
  usePageTitle(text('learnerDashboard.title'));
  if (!featureEnabled(settings, 'learnerDashboard')) return <Navigate to={paths.dashboard.href()} replace />;
  const filter = defaultLearnerFilter(namedItem(settings ?? { items: [] }, ITEMS.myLearningStatusFilterMode));
  return (
    <div className="lp-dashboard">
      <h1>{text('learnerDashboard.title')}</h1>
      <Suspense fallback={<Spinner label={text('learnerDashboard.title')} />}>
        <LearnerSummary defaultFilter={filter} />
        <CertificationsWidget />
        <GamificationWidgets />
      </Suspense>
    </div>
  );
}
