import * as v from 'valibot';
import { XapiAgentSchema } from './tasks';

/*
 * The record store as the portal reaches it (spec 3 §3 local user configuration, §7): GET
 * xapi/config hands the signed-in user (or whoever acts for them) the store's endpoint, the agent that
 * names the user there and the Authorization value to send; the portal's statements, state and
 * agent-profile calls go to that endpoint with that header, so a tenant that configures an external
 * record store has the portal talk to it with nothing else changed. Tenant administrators manage the
 * store's clients and the external store through the calls below.
 */

const e = encodeURIComponent;

/** lrsConfig of the local user configuration, and the answer of xapi/config. */
export const XapiConfigSchema = v.object({
  /** The store's base address, ending in '/': resources are `${endpoint}statements`, `${endpoint}activities/state`… */
  endpoint: v.pipe(v.string(), v.nonEmpty()),
  agent: XapiAgentSchema,
  /** The Authorization header value (`Basic …`). */
  authToken: v.pipe(v.string(), v.nonEmpty()),
});
export type XapiConfig = v.InferOutput<typeof XapiConfigSchema>;

/** The scopes of the xAPI authorisation model (xAPI 1.0.3 part three §4.2) a record-store client may hold. */
export const LRS_CLIENT_SCOPES = ['all', 'all/read', 'statements/write', 'statements/read', 'statements/read/mine', 'state', 'define', 'profile'] as const;
export type LrsClientScope = (typeof LRS_CLIENT_SCOPES)[number];

/** POST …/endpoint/lrs/clients: a new client of the tenant (key and secret are generated; the secret is answered once). */
export const LrsClientCreateSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(100)),
  scopes: v.pipe(v.array(v.picklist(LRS_CLIENT_SCOPES, 'not an xAPI scope')), v.nonEmpty('at least one scope'), v.maxLength(LRS_CLIENT_SCOPES.length)),
});
export type LrsClientCreate = v.InferOutput<typeof LrsClientCreateSchema>;

export const LrsClientSchema = v.object({
  id: v.string(),
  key: v.string(),
  name: v.string(),
  scopes: v.array(v.picklist(LRS_CLIENT_SCOPES)),
  authority: v.record(v.string(), v.unknown()),
  createdAt: v.string(),
  revokedAt: v.nullable(v.string()),
});
export type LrsClient = v.InferOutput<typeof LrsClientSchema>;
/** The answer of the create call: the only time the secret is shown. */
export const NewLrsClientSchema = v.object({ ...LrsClientSchema.entries, secret: v.string() });

/** PUT …/endpoint/lrs/external: the tenant's external record store (its endpoint and HTTP Basic credentials). */
export const LrsExternalSchema = v.object({
  endpoint: v.pipe(
    v.string(),
    v.trim(),
    v.url('an absolute address'),
    v.regex(/^https?:\/\//, 'an http or https address'),
    v.transform((url) => (url.endsWith('/') ? url : `${url}/`)),
  ),
  key: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(200), v.regex(/^[^:]*$/, "may not hold ':'")),
  secret: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(500)),
});
export type LrsExternal = v.InferOutput<typeof LrsExternalSchema>;
/** What GET …/endpoint/lrs/external answers: the endpoint and key, never the secret; null when the tenant uses the portal's own store. */
export const LrsExternalSummarySchema = v.nullable(v.object({ endpoint: v.string(), key: v.string() }));

const reach = (scope: string) => `/reach/${e(scope)}/api`;

/** Paths relative to /_api. */
export const xapiPaths = {
  config: (scope: string, owner: string, actingAs?: string) => `${reach(scope)}/v4/users/${e(owner)}/xapi/config${actingAs ? `?actingAs=${e(actingAs)}` : ''}`,
  clients: (scope: string) => `${reach(scope)}/v3/endpoint/lrs/clients`,
  client: (scope: string, id: string) => `${reach(scope)}/v3/endpoint/lrs/clients/${e(id)}`,
  external: (scope: string) => `${reach(scope)}/v3/endpoint/lrs/external`,
} as const;

/** The portal's own record store, under the API's prefix (README: /_api/lrs/). */
export const LOCAL_LRS_PATH = '/lrs/';

/**
 * A statement's object is the item's activity id (spec 2 §7), and xAPI wants an IRI there: an item
 * without an ActivityId of that form is named `urn:learner-portal:item:{Id}`, which the LMS maps back
 * to the item (itemIdOfActivity).
 */
export const ITEM_ACTIVITY_PREFIX = 'urn:learner-portal:item:';
const IRI = /^\w+:/;

export function itemActivityId(item: { Id: string; ActivityId?: string | null | undefined }): string {
  return item.ActivityId && IRI.test(item.ActivityId) ? item.ActivityId : `${ITEM_ACTIVITY_PREFIX}${encodeURIComponent(item.Id)}`;
}

/** The item id an activity IRI of itemActivityId names, or undefined for any other activity. */
export function itemIdOfActivity(activityId: string): string | undefined {
  if (!activityId.startsWith(ITEM_ACTIVITY_PREFIX)) return undefined;
  try {
    return decodeURIComponent(activityId.slice(ITEM_ACTIVITY_PREFIX.length)) || undefined;
  } catch {
    return undefined;
  }
}
