import { lazy } from 'react';
import { Spinner } from '@portal/ui';
import { ChannelsWidget } from '../features/catalogue-widgets/components/ChannelsWidget';
import { RecommendedWidget } from '../features/catalogue-widgets/components/RecommendedWidget';
import { recommendationSeed } from '../features/catalogue-widgets/domain/recommendation-seed';
import DashboardPage from '../features/dashboard/components/DashboardPage';
import { FeedWidget } from '../features/feeds/components/FeedWidget';
import { useMyLearning } from '../features/learner-summary/api/get-my-learning';
import { useText } from '../lib/messages';
import { NearViewport } from '../lib/NearViewport';
import { learnerDashboardMessages } from './messages';

// Each group its own chunk; the charts inside the summary are chunks of their own again (d3 only where drawn).
const LearnerSummary = lazy(() => import(/* webpackChunkName: "learner-summary" */ '../features/learner-summary/components/LearnerSummary'));
const CertificationsWidget = lazy(() => import(/* webpackChunkName: "certifications" */ '../features/certificates/components/CertificationsWidget'));
const GamificationWidgets = lazy(() => import(/* webpackChunkName: "gamification" */ '../features/gamification/components/GamificationWidgets'));

/** /dashboard: the banners, tiles and search of the dashboard feature, then this area's widgets (spec 3 §2), then other areas' (the slot). */
export default function MainDashboardPage() {
  return <DashboardPage widgets={<OwnWidgets />} />;
}

/**
 * This area's widgets; rendered once the page has been painted, so their reads start then, and each
 * group only as it comes within half a screen of the viewport (lib/NearViewport): all of them at once
 * blocked a phone's main thread for seconds after the first paint. Each group waits for its
 * chunk in its own place (NearViewport's boundary), and reads nothing here: a read in this component
 * re-rendered every group whenever its answer came.
 */
function OwnWidgets() {
  const text = useText(learnerDashboardMessages);
  const loading = <Spinner label={text('learnerDashboard.title')} />;
  return (
    <div className="lp-dashboard__own-widgets">
      <NearViewport reserve="40rem" fallback={loading}>
        <LearnerSummary />
      </NearViewport>
      <NearViewport fallback={loading}>
        <CertificationsWidget />
      </NearViewport>
      <NearViewport fallback={loading}>
        <GamificationWidgets />
      </NearViewport>
      <NearViewport>
        <CatalogueRow />
      </NearViewport>
      <NearViewport>
        <FeedWidget />
      </NearViewport>
    </div>
  );
}

/** The channels and the recommendations, whose seed is the learner summary's own read (one request, shared through the query cache). */
function CatalogueRow() {
  const learning = useMyLearning();
  const seed = learning.data ? recommendationSeed(learning.data) : undefined;
  return (
    <div className="lp-dashboard__row">
      <ChannelsWidget />
      <RecommendedWidget seed={seed} ready={!learning.isLoading} />
    </div>
  );
}
