import { QueryProvider } from '@portal/query';
import { defineRemote } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { DASHBOARD_ID } from './lib/messages';
import { loadMessages } from './locales';
import { paths } from './paths';

// The dashboard's queries use the portal-wide cache of @portal/query.
const DashboardPage = lazyPage(() => import('./pages/MainDashboardPage'), QueryProvider);
const LearnerDashboardPage = lazyPage(() => import('./pages/LearnerDashboardPage'), QueryProvider);
const FeedPage = lazyPage(() => import('./features/feeds/components/FeedPage'), QueryProvider);
const AccountAchievementsWidget = lazyPage(() => import('./pages/AccountAchievementsWidget'), QueryProvider);
const AccountHistoryWidget = lazyPage(() => import('./pages/AccountHistoryWidget'), QueryProvider);

/** The main dashboard (spec 3 "Dashboard"); other areas place widgets in its slot dashboard.main. */
export default defineRemote({
  id: DASHBOARD_ID,
  // Its texts in the other 18 locales, one lazily loaded chunk per locale (en-GB: the messages.ts files).
  loadMessages,
  routes: [
    { path: paths.dashboard.path, name: 'app.private.dashboard', authorizedRoles: '*', Component: DashboardPage },
    { path: paths.learnerDashboard.path, name: paths.learnerDashboard.name, authorizedRoles: '*', Component: LearnerDashboardPage },
    { path: paths.feed.path, name: 'app.private.feed', authorizedRoles: '*', Component: FeedPage },
  ],
  // The account area's achievements and history pages (mf-access) show these through their slots (issue 20).
  // The slot versions are literals: at run time WIDGET_SLOTS is the host's copy, which would always agree.
  widgets: [
    { slot: 'account.achievements', slotVersion: 1, id: 'achievements', authorizedRoles: '*', Component: AccountAchievementsWidget },
    { slot: 'account.history', slotVersion: 1, id: 'learning-history', authorizedRoles: '*', Component: AccountHistoryWidget },
  ],
});
