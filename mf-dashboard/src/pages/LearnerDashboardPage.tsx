import '../features/dashboard/components/dashboard.css';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { ITEMS, namedItem } from '@portal/contracts';
import { featureEnabled, useSession, useUserConfig } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { defaultLearnerFilter, isTrainingFilter } from '../features/learner-summary/domain/training';
import { useText } from '../lib/messages';
import { paths } from '../paths';
import { learnerDashboardMessages } from './messages';

const LearnerSummary = lazy(() => import('../features/learner-summary/components/LearnerSummary'));
const CertificationsWidget = lazy(() => import('../features/certificates/components/CertificationsWidget'));
const GamificationWidgets = lazy(() => import('../features/gamification/components/GamificationWidgets'));

/** The user configuration key (spec 1 §3 userConfig) under which the learner dashboard remembers the training list's filter. */
export const MY_LEARNING_FILTER_KEY = 'dashboard.myLearningStatusFilter';

/**
 * /account/dashboard: the learner summary with the training list showing mandatory items not complete
 * first (or the user's last choice, remembered for them); the main dashboard instead when the tenant
 * turned the learner dashboard off (spec 1 §2).
 */
export default function LearnerDashboardPage() {
  const text = useText(learnerDashboardMessages);
  const settings = useSession((state) => state.settings);
  usePageTitle(text('learnerDashboard.title'));
  const filter = defaultLearnerFilter(namedItem(settings ?? { items: [] }, ITEMS.myLearningStatusFilterMode));
  const filterState = useUserConfig(MY_LEARNING_FILTER_KEY, isTrainingFilter, filter);
  if (!featureEnabled(settings, 'learnerDashboard')) return <Navigate to={paths.dashboard.href()} replace />;
  return (
    <div className="lp-dashboard">
      <h1>{text('learnerDashboard.title')}</h1>
      <Suspense fallback={<Spinner label={text('learnerDashboard.title')} />}>
        <LearnerSummary defaultFilter={filter} filterState={filterState} />
        <CertificationsWidget />
        <GamificationWidgets />
      </Suspense>
    </div>
  );
}
