import { QueryProvider } from '@portal/query';
import { defineRemote } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { TEAM_ID } from './lib/messages';
import { loadMessages } from './locales';
import { paths } from './paths';

// The pages' queries use the portal-wide cache of @portal/query.
const DashboardPage = lazyPage(() => import('./pages/DashboardPage'), QueryProvider);
const MemberPage = lazyPage(() => import('./pages/MemberPage'), QueryProvider);

/**
 * The team leader area (spec 3 "Team leader area"): a leader's team, its compliance and a member's
 * certificates, history and enrolments. The pages send everyone else to the dashboard (the server's
 * team-leader check), so the routes themselves are open to every signed-in user.
 */
export default defineRemote({
  id: TEAM_ID,
  // Its texts in the other 18 locales, one lazily loaded chunk per locale (en-GB: the messages.ts files).
  loadMessages,
  routes: [
    { path: paths.index.path, redirectTo: paths.dashboard.href(), authorizedRoles: '*' },
    { path: paths.dashboard.path, name: paths.dashboard.name, authorizedRoles: '*', Component: DashboardPage },
    { path: paths.member.path, name: paths.member.name, authorizedRoles: '*', Component: MemberPage },
  ],
});
