import { QueryProvider } from '@portal/query';
import { defineRemote } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { DASHBOARD_ID } from './lib/messages';
import { paths } from './paths';

// The dashboard's queries use the portal-wide cache of @portal/query.
const DashboardPage = lazyPage(() => import('./features/dashboard/components/DashboardPage'), QueryProvider);

/** The main dashboard (spec 3 "Dashboard"); its widgets come later. */
export default defineRemote({
  id: DASHBOARD_ID,
  routes: [{ path: paths.dashboard.path, name: 'app.private.dashboard', authorizedRoles: '*', Component: DashboardPage }],
  // No en-GB bundle: the components pass their en-GB texts as defaults (useMessageText).
});
