import { QueryProvider } from '@portal/query';
import { defineRemote } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { INSTRUCTORS_ID } from './lib/messages';
import { loadMessages } from './locales';
import { paths } from './paths';

// The pages' queries use the portal-wide cache of @portal/query.
const DashboardPage = lazyPage(() => import('./pages/DashboardPage'), QueryProvider);
const SessionPage = lazyPage(() => import('./pages/SessionPage'), QueryProvider);

/**
 * The instructor area (spec 3 "Instructor area"): the instructor's sessions and statistics, and a
 * session's register. The pages send everyone else to the dashboard (instructors setting off, or
 * the server's instructor check failing), so the routes themselves are open to every signed-in user.
 */
export default defineRemote({
  id: INSTRUCTORS_ID,
  // Its texts in the other 18 locales, one lazily loaded chunk per locale (en-GB: the messages.ts files).
  loadMessages,
  routes: [
    { path: paths.index.path, redirectTo: paths.dashboard.href(), authorizedRoles: '*' },
    { path: paths.dashboard.path, name: paths.dashboard.name, authorizedRoles: '*', Component: DashboardPage },
    { path: paths.item.path, name: paths.item.name, authorizedRoles: '*', Component: SessionPage },
  ],
});
