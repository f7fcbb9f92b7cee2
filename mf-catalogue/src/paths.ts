import { query } from '@portal/contracts';

/**
 * The catalogue area's routes as data (style: routes as data): every URL this remote builds comes
 * from here (spec 2 §2). Optional segments are left out when empty.
 */
const e = encodeURIComponent;
const join = (...segments: Array<string | undefined | null>) =>
  segments
    .filter((s) => s !== undefined && s !== null && s !== '')
    .map((s) => e(s!))
    .join('/');

export const paths = {
  index: { path: '/catalogue/items/:filter?', name: 'app.private.catalogue.index', href: (filter?: string) => `/catalogue/items${filter ? `/${e(filter)}` : ''}` },
  landingPage: {
    path: '/catalogue/landingpage/item/:id/:parentId?/:autolaunch?',
    name: 'app.private.catalogue.landingpage',
    href: (id: string, parentId?: string | null, autolaunch?: boolean) =>
      `/catalogue/landingpage/item/${autolaunch ? `${join(id)}/${parentId ? e(parentId) : '-'}/autolaunch` : join(id, parentId)}`,
  },
  curriculum: {
    path: '/catalogue/item/:id/:parentId?',
    name: 'app.private.catalogue.curriculum',
    href: (id: string, parentId?: string | null) => `/catalogue/item/${join(id, parentId)}`,
  },
  event: { path: '/catalogue/event/:id/:parentId?', name: 'app.private.catalogue.event', href: (id: string, parentId?: string | null) => `/catalogue/event/${join(id, parentId)}` },
  launch: { path: '/catalogue/launch/:id/:childId?', href: (id: string, childId?: string | null) => `/catalogue/launch/${join(id, childId)}` },
  channels: { path: '/catalogue/channels', href: () => '/catalogue/channels' },
  channel: { path: '/catalogue/channel/:id', name: 'app.private.catalogue.channel', href: (id: string) => `/catalogue/channel/${e(id)}` },
  calendar: { path: '/calendar', href: () => '/calendar' },
  /** The basket and the demo checkout (commerce; docs/decisions/0009-basket.md). */
  basket: { path: '/catalogue/basket', href: () => '/catalogue/basket' },
  /** The task page; selectedTab is a hidden parameter (the query string), Information when absent. */
  task: {
    path: '/catalogue/task/:id/:parentId?',
    name: 'app.private.catalogue.task',
    href: (id: string, parentId?: string | null, selectedTab?: string | null) =>
      `/catalogue/task/${join(id, parentId)}${query({ selectedTab: selectedTab === 'Information' ? undefined : selectedTab })}`,
  },
  /** A task as its approver sees it: action 'approval', uid the task's owner. */
  taskAction: {
    path: '/catalogue/task/:id/:action/:uid/:selectedTab',
    name: 'app.private.catalogue.task-action',
    href: (id: string, action: string, uid: string, selectedTab = 'Information') => `/catalogue/task/${join(id, action, uid, selectedTab)}`,
  },
  dashboard: { href: () => '/dashboard' },
  /** The approver's approvals page (mf-dashboard), where a decided request goes back to. */
  approvals: { href: () => '/approvals' },
  /** External learning (spec 2 §2): the list, an item ('new' for a new one), an item with an action (approval), another user's item read-only. */
  externalActivities: { path: '/external-activities', name: 'app.private.external-activities', href: () => '/external-activities' },
  externalActivity: { path: '/external-activities/item/:id', name: 'app.private.external-activities.item', href: (id: string) => `/external-activities/item/${e(id)}` },
  externalActivityAction: {
    path: '/external-activities/item/:id/:action',
    name: 'app.private.external-activities.item-action',
    href: (id: string, action: string) => `/external-activities/item/${e(id)}/${e(action)}`,
  },
  externalActivityReadonly: {
    path: '/external-activities/item/:id/:action/:user',
    name: 'app.private.external-activities.item-readonly',
    href: (id: string, user: string) => `/external-activities/item/${e(id)}/readonly/${e(user)}`,
  },
} as const;

/** '-' stands for an empty parentId when autolaunch follows it. */
export const NO_PARENT = '-';
