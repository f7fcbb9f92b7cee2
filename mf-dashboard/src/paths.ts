import { query } from '@portal/contracts';

const e = encodeURIComponent;

/** The dashboard area's route, and the links it builds into other areas (style: routes as data). */
export const paths = {
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  /** The learner dashboard (spec 1 §2 /account/dashboard): a mount of its own beside mf-access's '/account'; the most specific mount wins. */
  learnerDashboard: { path: '/account/dashboard', name: 'app.private.account.dashboard', href: () => '/account/dashboard' },
  /** An RSS feed of the tenant by reference (spec 3 §2 Feeds). */
  feed: { path: '/feed/:feedId', href: (feedId: string) => `/feed/${encodeURIComponent(feedId)}` },
  /** The approver's approvals list (spec 3 §2 Approvals list). */
  approvals: { path: '/approvals', href: () => '/approvals' },
  /** The user's subscriptions (spec 3 §2 Comments and subscriptions). */
  subscriptions: { path: '/subscriptions', href: () => '/subscriptions' },
  /** One subscription's topic and its thread. */
  subscription: { path: '/subscription/:id', href: (id: string) => `/subscription/${e(id)}` },
  /** Unsubscribes at once and shows the outcome. */
  unsubscribe: { path: '/subscription/:id/unsubscribe', href: (id: string) => `/subscription/${e(id)}/unsubscribe` },
  /** A notification's link: redirects to the topic's page (the topic redirect rules). */
  topicNotification: {
    path: '/subscriptions/topic-notification/:id/:data',
    href: (id: string, data: string) => `/subscriptions/topic-notification/${e(id)}/${e(data)}`,
  },
  /*
   * Pages of other areas the approvals and the topic redirects lead to, with the route shapes of spec 2
   * §2 and spec 3 §2 (mf-catalogue and mf-cpd own them; kept identical to theirs).
   */
  /** A task, on a tab; with another user's id, in approving mode ('approval'). */
  task: {
    href: (id: string, options: { tab?: 'Information' | 'Submission' | 'Comments'; uid?: string; action?: string } = {}) =>
      options.uid
        ? `/catalogue/task/${e(id)}/${e(options.action ?? 'approval')}/${e(options.uid)}/${e(options.tab ?? 'Information')}`
        : `/catalogue/task/${e(id)}${query({ selectedTab: options.tab === 'Information' ? undefined : options.tab })}`,
  },
  /** An external learning item, or its approval page. */
  externalActivity: { href: (id: string, action?: string) => `/external-activities/item/${e(id)}${action ? `/${e(action)}` : ''}` },
  cpdList: { href: () => '/cpd/list' },
  cpdListReview: { href: (uid: string) => `/cpd/list/review/${e(uid)}` },
  curriculum: { href: (id: string) => `/catalogue/item/${e(id)}` },
  event: { href: (id: string) => `/catalogue/event/${e(id)}` },
} as const;
