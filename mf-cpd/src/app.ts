import { QueryProvider } from '@portal/query';
import { defineRemote } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { CPD_ID } from './lib/messages';
import { loadMessages } from './locales';
import { paths } from './paths';

// The CPD pages' queries use the portal-wide cache of @portal/query.
const JournalPage = lazyPage(() => import('./pages/JournalPage'), QueryProvider);
const EntryPage = lazyPage(() => import('./pages/EntryPage'), QueryProvider);
const PlansPage = lazyPage(() => import('./pages/PlansPage'), QueryProvider);
const PlanPage = lazyPage(() => import('./pages/PlanPage'), QueryProvider);
const CpdProgressWidget = lazyPage(() => import('./features/progress/components/CpdProgressWidget'), QueryProvider);
const ReviewQueueWidget = lazyPage(() => import('./features/review/components/ReviewQueueWidget'), QueryProvider);

/**
 * The CPD journal (spec 3 "CPD"): periods, entries, plans, review. The pages themselves send a user home
 * when CPD is not theirs to see (the cpd setting off, cpdEligible 'No', or a review they may not do).
 */
export default defineRemote({
  id: CPD_ID,
  // Its texts in the other 18 locales, one lazily loaded chunk per locale (en-GB: the messages.ts files).
  loadMessages,
  routes: [
    { path: paths.index.path, redirectTo: paths.list.href(), authorizedRoles: '*' },
    { path: paths.list.path, name: paths.list.name, authorizedRoles: '*', Component: JournalPage },
    { path: paths.listReview.path, name: paths.listReview.name, authorizedRoles: ['CPDReviewer'], Component: JournalPage },
    { path: paths.item.path, name: paths.item.name, authorizedRoles: '*', Component: EntryPage },
    { path: paths.plans.path, name: paths.plans.name, authorizedRoles: '*', Component: PlansPage },
    { path: paths.plansReview.path, name: paths.plansReview.name, authorizedRoles: ['CPDReviewer'], Component: PlansPage },
    { path: paths.plan.path, name: paths.plan.name, authorizedRoles: '*', Component: PlanPage },
  ],
  widgets: [
    {
      // The dashboard's optional CPD progress chart (spec 3 §1); it shows itself only when CPD is the user's.
      slot: 'dashboard.main',
      slotVersion: 1,
      id: 'cpd-progress',
      authorizedRoles: '*',
      order: 5,
      Component: CpdProgressWidget,
    },
    {
      // The dashboard's CPD review area (spec 3 §1), for reviewers only.
      slot: 'dashboard.main',
      // A literal, not WIDGET_SLOTS[…]: at run time that is the host's copy, which would always agree.
      slotVersion: 1,
      id: 'cpd-reviews',
      authorizedRoles: ['CPDReviewer'],
      order: 10,
      Component: ReviewQueueWidget,
    },
  ],
});
