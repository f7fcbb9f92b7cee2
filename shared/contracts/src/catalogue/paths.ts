/**
 * The catalogue calls of spec 2 §7, relative to /_api. One place for the portal and the reference LMS
 * (the LMS registers the same shapes with Fastify params). Paths the spec leaves unnamed are chosen here
 * (docs/decisions/0004-catalogue-calls.md).
 */
const reach = (scope: string) => `/reach/${encodeURIComponent(scope)}/api`;
const e = encodeURIComponent;

export const cataloguePaths = {
  catalogue: (scope: string, username: string) => `${reach(scope)}/v3/users/${e(username)}/catalogue`,
  /** A large catalogue's search index, searched in the page (`?part=items|states`, search-index.ts). */
  catalogueSearchIndex: (scope: string, username: string) => `${reach(scope)}/v3/users/${e(username)}/catalogue/search-index`,
  item: (scope: string, owner: string, id: string, actingAs: string) => `${reach(scope)}/v4/users/${e(owner)}/content/${e(id)}?actingAs=${e(actingAs)}`,
  launch: (scope: string, userId: string, id: string) => `${reach(scope)}/v4/users/${e(userId)}/content/${e(id)}/launch`,
  enrolment: (scope: string, userId: string, id: string) => `${reach(scope)}/v4/users/${e(userId)}/content/${e(id)}/enrollment`,
  sessionEnrolment: (scope: string, userId: string, sessionId: string) => `${reach(scope)}/v4/users/${e(userId)}/sessions/${e(sessionId)}/enrollment`,
  /** POST accepts an invitation (creates the registration); DELETE with a reason rejects it. */
  sessionRegistration: (scope: string, userId: string, sessionId: string) => `${reach(scope)}/v4/users/${e(userId)}/sessions/${e(sessionId)}/registration`,
  sessionStatus: (scope: string, userId: string, sessionId: string) => `${reach(scope)}/v4/users/${e(userId)}/sessions/${e(sessionId)}/status`,
  registerInterest: (scope: string, userId: string, id: string) => `${reach(scope)}/v4/users/${e(userId)}/content/${e(id)}/registerinterest`,
  completion: (scope: string, userId: string, id: string, actingAs: string) => `${reach(scope)}/v4/users/${e(userId)}/content/${e(id)}/status?actingAs=${e(actingAs)}`,
  newAttempt: (scope: string, userId: string, id: string, platform: string) => `${reach(scope)}/v4/users/${e(userId)}/content/${e(id)}/attempts/trigger?platform=${e(platform)}`,
  curriculumCheck: (scope: string, userId: string, id: string) => `${reach(scope)}/v4/users/${e(userId)}/content/${e(id)}/curriculumcheck`,
  rating: (scope: string, username: string) => `${reach(scope)}/v3/users/${e(username)}/entryrating`,
  ics: (scope: string, username: string, eventId: string, sessionId: string) => `${reach(scope)}/v3/users/${e(username)}/events/${e(eventId)}/sessions/${e(sessionId)}/ics`,
  channels: (scope: string) => `${reach(scope)}/v4/channels`,
  channel: (scope: string, id: string) => `${reach(scope)}/v4/channels/${e(id)}`,
  statements: () => '/lrs/statements',
  aiccLaunch: () => '/aicc/launch',
  aiccTrack: () => '/aicc/track/',
} as const;

/** Platform id of experience statements: web-orbit- plus the first label of the scope (spec 2 §7). */
export function statementPlatform(scope: string): string {
  return `web-orbit-${scope.split('.')[0]}`;
}
