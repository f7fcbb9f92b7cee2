import { defineRemote } from '@portal/remote-contract';
import { dashboardMessages } from './features/dashboard/messages';
import { lazyPage } from './lib/lazy-page';
import { DASHBOARD_ID } from './lib/messages';
import { paths } from './paths';

const DashboardPage = lazyPage(() => import('./features/dashboard/components/DashboardPage'));

/** The main dashboard (spec 3 "Dashboard"); its widgets come later. */
export default defineRemote({
  id: DASHBOARD_ID,
  routes: [{ path: paths.dashboard.path, name: 'app.private.dashboard', authorizedRoles: '*', Component: DashboardPage }],
  messages: { 'en-GB': dashboardMessages },
});
