import { lazy, Suspense } from 'react';
import { Spinner } from '@portal/ui';
import { ChannelsWidget } from '../features/catalogue-widgets/components/ChannelsWidget';
import { RecommendedWidget } from '../features/catalogue-widgets/components/RecommendedWidget';
import { recommendationSeed } from '../features/catalogue-widgets/domain/recommendation-seed';
import DashboardPage from '../features/dashboard/components/DashboardPage';
import { FeedWidget } from '../features/feeds/components/FeedWidget';
import { useMyLearning } from '../features/learner-summary/api/get-my-learning';
import { useText } from '../lib/messages';
import { learnerDashboardMessages } from './messages';

// Each group its own chunk; the charts inside the summary are chunks of their own again (d3 only where drawn).
const LearnerSummary = lazy(() => import(/* webpackChunkName: "learner-summary" */ '../features/learner-summary/components/LearnerSummary'));
const CertificationsWidget = lazy(() => import(/* webpackChunkName: "certifications" */ '../features/certificates/components/CertificationsWidget'));
const GamificationWidgets = lazy(() => import(/* webpackChunkName: "gamification" */ '../features/gamification/components/GamificationWidgets'));

/** /dashboard: the banners, tiles and search of the dashboard feature, then this area's widgets (spec 3 §2), then other areas' (the slot). */
export default function MainDashboardPage() {
  return <DashboardPage widgets={<OwnWidgets />} />;
}

/** This area's widgets; rendered once the page has been painted, so their reads start then. */
function OwnWidgets() {
  const text = useText(learnerDashboardMessages);
  // The learner summary's own read (one request, shared through the query cache) gives the recommendations their seed.
  const learning = useMyLearning();
  const seed = learning.data ? recommendationSeed(learning.data) : undefined;
  return (
    <div className="lp-dashboard__own-widgets">
      <Suspense fallback={<Spinner label={text('learnerDashboard.title')} />}>
        <LearnerSummary />
        <CertificationsWidget />
        <GamificationWidgets />
      </Suspense>
      <div className="lp-dashboard__row">
        <ChannelsWidget />
        <RecommendedWidget seed={seed} ready={!learning.isLoading} />
      </div>
      <FeedWidget />
    </div>
  );
}
