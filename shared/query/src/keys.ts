/*
 * Every query key of the portal, one factory per area (TkDodo's "effective query keys"): an area's
 * keys all start with its `all`, and each narrower key with the broader one it belongs to, so a write
 * invalidates exactly what it changes (`queryKeys.team.enrolments.all`) or a whole area
 * (`queryKeys.team.all`), and a read of one area can never be missed by another area's write: the
 * approvals lists, the team's approval items and the dashboard's first approver all sit under
 * `queryKeys.approvals.all`, which every decision invalidates.
 *
 * Pure data: the areas' api/ files build their queryOptions with these; the shell's sign-in page can
 * import it without react-query (a subpath, `@portal/query/keys`).
 */

/** A part of a key the session may not have yet (the scope before start-up, the user before sign-in). */
type Part = string | null | undefined;

const access = ['access'] as const;
const approvals = ['approvals'] as const;
const catalogue = ['catalogue'] as const;
const certificates = ['certificates'] as const;
const channels = ['channels'] as const;
const comments = ['comments'] as const;
const cpd = ['cpd'] as const;
const dashboard = ['dashboard'] as const;
const externalLearning = ['external-learning'] as const;
const instructors = ['instructors'] as const;
const offline = ['offline'] as const;
const recordStore = ['record-store'] as const;
const shell = ['shell'] as const;
const store = ['store'] as const;
const subscriptions = ['subscriptions'] as const;
const tasks = ['task'] as const;
const team = ['team'] as const;

/** One task as its pages read it (the owner's, opened by `actingAs`). */
export interface TaskKeyRef {
  scope: string;
  owner: string;
  id: string;
}

const taskKey = ({ scope, owner, id }: TaskKeyRef) => [...tasks, scope, owner, id] as const;

export const queryKeys = {
  access: {
    all: access,
    profile: {
      all: [...access, 'profile'] as const,
      detail: (scope: Part, userId: Part) => [...access, 'profile', scope, userId] as const,
    },
    profileFields: (scope: Part) => [...access, 'profile-fields', scope] as const,
    /** Whether the LMS knows an organisation (the scope page's check). */
    scopeCheck: (scope: Part) => [...access, 'scope-check', scope] as const,
    delegates: {
      all: [...access, 'delegates'] as const,
      list: (scope: Part, approverId: Part) => [...access, 'delegates', scope, approverId] as const,
    },
    mfaConfiguration: [...access, 'mfa', 'configuration'] as const,
    userSuggestions: (query: string) => [...access, 'user-suggestions', query] as const,
    accountVerification: {
      all: [...access, 'account-verification'] as const,
      detail: (scope: Part, code: Part) => [...access, 'account-verification', scope, code] as const,
    },
    contentConfig: [...access, 'content-config'] as const,
  },
  /** Requests decided through /notary, wherever they are shown. */
  approvals: {
    all: approvals,
    /** The approver's lists (/approvals, the dashboard's count), by status filter (last, so a page can tell Pending lists apart). */
    lists: [...approvals, 'list'] as const,
    list: (scope: Part, userId: Part, status: string) => [...approvals, 'list', scope, userId, status] as const,
    /** How many requests wait for the approver (the dashboard's approvals tile). */
    count: (scope: Part, approverId: Part) => [...approvals, 'count', scope, approverId] as const,
    /** The team leader's pending team approval items. */
    team: (scope: Part, leaderId: Part) => [...approvals, 'team', scope, leaderId] as const,
    /** One request's comments and journal, as its dialog shows them. */
    requestComments: (scope: Part, key: string) => [...approvals, 'request', scope, key, 'comments'] as const,
    requestJournal: (scope: Part, reference: string) => [...approvals, 'request', scope, reference, 'journal'] as const,
    /** Who approves a request first (a subscription's topic redirect). */
    firstApprover: (scope: Part, objectId: string, actorId: Part) => [...approvals, 'first-approver', scope, objectId, actorId ?? null] as const,
  },
  catalogue: {
    all: catalogue,
    /** The user's whole catalogue (one preloaded answer every catalogue page filters). */
    index: (scope: Part, username: Part) => [...catalogue, 'index', scope, username] as const,
    /** A large catalogue's search index (searched in the page): the tenant's items, one per catalogue version. */
    searchItems: (scope: Part, username: Part, version: Part) => [...catalogue, 'search-items', scope, username, version ?? null] as const,
    /** The user's state of the items of a large catalogue, which names the version of the items it goes with. */
    searchStates: (scope: Part, username: Part) => [...catalogue, 'search-states', scope, username] as const,
    /** Some items of the user's catalogue by id (the rows a large catalogue's page shows, filled in). */
    itemsById: (scope: Part, username: Part, ids: string) => [...catalogue, 'items-by-id', scope, username, ids] as const,
    curriculumCheck: (scope: Part, userId: Part, itemId: string, parentId: Part, commerce: boolean) =>
      [...catalogue, 'curriculum-check', scope, userId, itemId, parentId ?? null, commerce] as const,
    extensions: {
      all: [...catalogue, 'extensions'] as const,
      list: (scope: Part) => [...catalogue, 'extensions', scope] as const,
      item: (scope: Part, id: string) => [...catalogue, 'extensions', scope, 'item', id] as const,
    },
  },
  certificates: {
    all: certificates,
    list: (scope: Part, userId: Part) => [...certificates, scope, userId] as const,
  },
  channels: {
    all: channels,
    list: (scope: Part) => [...channels, 'list', scope] as const,
    detail: (scope: Part, id: string) => [...channels, 'detail', scope, id] as const,
  },
  comments: {
    all: comments,
    thread: (scope: Part, topicRef: string) => [...comments, scope, topicRef] as const,
  },
  subscriptions: {
    all: subscriptions,
    /** The user's subscriptions, or the one to a topic. */
    list: (scope: Part, userId: Part, topicRef?: string) => [...subscriptions, 'list', scope, userId, topicRef ?? null] as const,
    detail: (scope: Part, userId: Part, reference: string) => [...subscriptions, 'detail', scope, userId, reference] as const,
  },
  cpd: {
    all: cpd,
    config: [...cpd, 'config'] as const,
    journals: (uid: Part) => [...cpd, 'journals', uid] as const,
    entries: (uid: Part, start: Part, end: Part) => [...cpd, 'entries', uid, start, end] as const,
    schema: (mode: string) => [...cpd, 'schema', mode] as const,
    chart: (uid: Part, period: Part) => [...cpd, 'chart', uid, period] as const,
    reviews: [...cpd, 'reviews'] as const,
    /** Whose journal a reviewer opens. */
    reviewProfile: (uid: Part) => [...cpd, 'review-profile', uid] as const,
    plans: {
      all: [...cpd, 'plans'] as const,
      /** Every user's plans list (a deleted plan leaves them), apart from the plans themselves. */
      lists: [...cpd, 'plans', 'list'] as const,
      list: (uid: Part) => [...cpd, 'plans', 'list', uid] as const,
      detail: (id: string, uid: Part) => [...cpd, 'plans', 'plan', id, uid] as const,
    },
  },
  dashboard: {
    all: dashboard,
    manifest: (scope: Part) => [...dashboard, 'manifest', scope] as const,
    history: (scope: Part, userId: Part, page: number) => [...dashboard, 'history', scope, userId, page] as const,
    gamification: {
      all: [...dashboard, 'gamification'] as const,
      config: (scope: Part) => [...dashboard, 'gamification', 'config', scope] as const,
      accolades: (scope: Part, userId: Part) => [...dashboard, 'gamification', 'accolades', scope, userId] as const,
      leaderboard: (scope: Part, userId: Part, cohort: Part) => [...dashboard, 'gamification', 'leaderboard', scope, userId, cohort] as const,
      /** The score-history agent profile and the award statements (spec 3 §7, from the record store). */
      scoreHistory: (scope: Part, userId: Part) => [...dashboard, 'gamification', 'score-history', scope, userId] as const,
      awards: (scope: Part, userId: Part) => [...dashboard, 'gamification', 'awards', scope, userId] as const,
    },
    recommendations: (scope: Part, limit: number, seed: Part) => [...dashboard, 'recommendations', scope, limit, seed ?? null] as const,
    feeds: (scope: Part) => [...dashboard, 'feeds', scope] as const,
    rss: (url: string, size: number) => [...dashboard, 'rss', url, size] as const,
    userEvents: (scope: Part, userId: Part, sinceDay: string) => [...dashboard, 'user-events', scope, userId, sinceDay] as const,
    myLearning: (scope: Part, username: Part) => [...dashboard, 'my-learning', scope, username] as const,
  },
  externalLearning: {
    all: externalLearning,
    list: (scope: Part, userId: Part, filter: string) => [...externalLearning, 'list', scope, userId, filter] as const,
    item: (scope: Part, ownerId: Part, id: string) => [...externalLearning, 'item', scope, ownerId, id] as const,
    lookups: (scope: Part) => [...externalLearning, 'lookups', scope] as const,
    attachments: {
      all: [...externalLearning, 'attachments'] as const,
      list: (scope: Part, itemId: string, ownerId: Part) => [...externalLearning, 'attachments', scope, itemId, ownerId] as const,
    },
    approval: (scope: Part, itemId: string) => [...externalLearning, 'approval', scope, itemId] as const,
  },
  instructors: {
    all: instructors,
    check: (scope: Part, userId: Part) => [...instructors, 'check', scope, userId] as const,
    sessions: (tab: string, token: Part) => [...instructors, 'sessions', tab, token ?? ''] as const,
    stats: [...instructors, 'stats'] as const,
    session: (id: string) => [...instructors, 'session', id] as const,
    users: (sessionId: string, query: string, property: Part) => [...instructors, 'users', sessionId, query, property ?? ''] as const,
  },
  offline: {
    all: offline,
    items: (userId: Part) => [...offline, userId, 'items'] as const,
    blacklist: (userId: Part) => [...offline, userId, 'blacklist'] as const,
    qrCode: (userId: Part, scope: Part) => [...offline, userId, 'qrcode', scope] as const,
  },
  /** The record store as xapi/config says to reach it (spec 3 §7): its endpoint, the agent, the token. */
  recordStore: {
    all: recordStore,
    config: (scope: Part, owner: Part, actingAs: Part) => [...recordStore, 'config', scope, owner, actingAs ?? null] as const,
  },
  shell: {
    all: shell,
    chatBotUrl: (scope: Part, username: Part, firstName: string) => [...shell, 'chat-bot-url', scope, username, firstName] as const,
    headerMenu: (scope: Part) => [...shell, 'header-menu', scope] as const,
    modalTemplate: (url: string) => [...shell, 'modal-template', url] as const,
  },
  store: {
    all: store,
    product: (userId: Part, sku: Part) => [...store, 'product', userId, sku] as const,
    /** Which of these skus the user has an invoice for (the premium-content check), the skus in the caller's order. */
    paid: (userId: Part, skus: readonly string[]) => [...store, 'paid', userId, skus.join(',')] as const,
  },
  /** A task's page: every read of one task starts with `task(ref)`, so an action reloads the page's data (spec 2 §4). */
  tasks: {
    all: tasks,
    task: taskKey,
    item: (ref: TaskKeyRef, actingAs: string) => [...taskKey(ref), 'item', actingAs] as const,
    comments: (ref: TaskKeyRef, topicRef: string) => [...taskKey(ref), 'comments', topicRef] as const,
    state: (ref: TaskKeyRef, registration: Part) => [...taskKey(ref), 'state', registration ?? null] as const,
    submissions: (ref: TaskKeyRef, attempt: Part) => [...taskKey(ref), 'submissions', attempt ?? null] as const,
    journal: (ref: TaskKeyRef) => [...taskKey(ref), 'journal'] as const,
  },
  team: {
    all: team,
    check: (scope: Part, userId: Part) => [...team, 'check', scope, userId] as const,
    members: (scope: Part, leaderId: Part) => [...team, 'members', scope, leaderId] as const,
    compliance: (scope: Part, leaderId: Part, userIds: readonly string[]) => [...team, 'compliance', scope, leaderId, userIds.join(',')] as const,
    member: (scope: Part, parentId: Part, userId: Part) => [...team, 'member', scope, parentId, userId] as const,
    enrolments: {
      all: [...team, 'enrolments'] as const,
      list: (scope: Part, leaderId: Part, memberId: Part) => [...team, 'enrolments', scope, leaderId, memberId] as const,
    },
  },
} as const;

export type QueryKeys = typeof queryKeys;
