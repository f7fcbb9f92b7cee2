import * as v from 'valibot';

/** socket.io event the portal emits on each page change (spec 1 §4 "Session timeout"). */
export const PAGE_VIEW_EVENT = 'page-view';

/** Payload of PAGE_VIEW_EVENT: the new page's path and query string (may be ''). */
export const PageViewSchema = v.object({
  path: v.pipe(v.string(), v.maxLength(2048)),
  search: v.optional(v.pipe(v.string(), v.maxLength(2048)), ''),
});
export type PageView = v.InferInput<typeof PageViewSchema>;

/**
 * GET /authr/session: whom the session cookie belongs to. Not in the spec: the gateway asks it before
 * a socket may join a tenant's room, so a socket carries a real session and only its own tenant, and
 * to greet a signed-in visitor by name in the page's first view, in the language they chose.
 */
export const SESSION_OWNER_PATH = '/authr/session';
// The name and language are optional: an LMS that does not say them still serves sockets (the page then has no first view).
export const SessionOwnerSchema = v.object({ userId: v.string(), scope: v.string(), displayName: v.optional(v.string()), preferredLanguage: v.optional(v.string()) });
export type SessionOwner = v.InferOutput<typeof SessionOwnerSchema>;
