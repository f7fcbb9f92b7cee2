import { QueryProvider } from '@portal/query';
import { defineRemote, slotWidget } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { DASHBOARD_ID } from './lib/messages';
import { loadMessages } from './locales';
import CommentThreadWidget from './pages/CommentThreadWidget';
import { paths } from './paths';

// The dashboard's queries use the portal-wide cache of @portal/query.
// The landing page after sign-in travels in the area's first chunk ("eager": no chunk of its own),
// which the page the gateway serves has the browser fetch at once: a chunk of its own would be one
// more round trip before a signed-in visitor's first page. Its widgets stay lazy.
const DashboardPage = lazyPage(() => import(/* webpackMode: "eager" */ './pages/MainDashboardPage'), QueryProvider);
const LearnerDashboardPage = lazyPage(() => import('./pages/LearnerDashboardPage'), QueryProvider);
const FeedPage = lazyPage(() => import('./pages/FeedPage'), QueryProvider);
const AccountAchievementsWidget = lazyPage(() => import('./pages/AccountAchievementsWidget'), QueryProvider);
const AccountHistoryWidget = lazyPage(() => import('./pages/AccountHistoryWidget'), QueryProvider);
const ApprovalsPage = lazyPage(() => import('./pages/ApprovalsPage'), QueryProvider);
const SubscriptionsPage = lazyPage(() => import('./pages/SubscriptionsPage'), QueryProvider);
const SubscriptionPage = lazyPage(() => import('./pages/SubscriptionPage'), QueryProvider);
const UnsubscribePage = lazyPage(() => import('./pages/UnsubscribePage'), QueryProvider);
const TopicNotificationPage = lazyPage(() => import('./pages/TopicNotificationPage'), QueryProvider);

/** The main dashboard (spec 3 "Dashboard"); other areas place widgets in its slot dashboard.main. */
export default defineRemote({
  id: DASHBOARD_ID,
  // Its texts in the other 18 locales, one lazily loaded chunk per locale (en-GB: the messages.ts files).
  loadMessages,
  routes: [
    { path: paths.dashboard.path, name: 'app.private.dashboard', authorizedRoles: '*', Component: DashboardPage },
    { path: paths.learnerDashboard.path, name: paths.learnerDashboard.name, authorizedRoles: '*', Component: LearnerDashboardPage },
    { path: paths.feed.path, name: 'app.private.feed', authorizedRoles: '*', Component: FeedPage },
    // Approvals, comments and subscriptions (spec 3 §2).
    { path: paths.approvals.path, name: 'app.private.approvals', authorizedRoles: '*', Component: ApprovalsPage },
    { path: paths.subscriptions.path, name: 'app.private.subscriptions', authorizedRoles: '*', Component: SubscriptionsPage },
    { path: paths.subscription.path, name: 'app.private.subscription', authorizedRoles: '*', Component: SubscriptionPage },
    { path: paths.unsubscribe.path, name: 'app.private.subscription.unsubscribe', authorizedRoles: '*', Component: UnsubscribePage },
    { path: paths.topicNotification.path, name: 'app.private.subscriptions.topic-notification', authorizedRoles: '*', Component: TopicNotificationPage },
  ],
  // The account area's achievements and history pages (mf-access) show these through their slots.
  // The slot versions are literals: at run time WIDGET_SLOTS is the host's copy, which would always agree.
  widgets: [
    { slot: 'account.achievements', slotVersion: 1, id: 'achievements', authorizedRoles: '*', Component: AccountAchievementsWidget },
    { slot: 'account.history', slotVersion: 1, id: 'learning-history', authorizedRoles: '*', Component: AccountHistoryWidget },
    // The comment thread under a topic, placed by the task page and the external learning item.
    slotWidget({ slot: 'comments.thread', slotVersion: 1, id: 'comment-thread', authorizedRoles: '*', Component: CommentThreadWidget }),
  ],
});
