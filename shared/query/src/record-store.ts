import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_BASE_URL, isApiError, useApi, type ApiClient, type RequestOptions } from '@portal/api-client';
import { XAPI_VERSION, XAPI_VERSION_HEADER, type XapiAgent } from '@portal/contracts/tasks';
import { XapiConfigSchema, xapiPaths, type XapiConfig } from '@portal/contracts/xapi';
import { sessionStore } from '@portal/session';
import { queryClient as portalQueryClient } from './index';
import { queryKeys } from './keys';

/*
 * The record store as the portal reaches it (spec 3 §7): every statements, state and
 * agent-profile call goes to the endpoint xapi/config names, with the Authorization value it hands
 * out and the version header, and without the session's cookie or headers. A tenant with an external
 * record store therefore has the portal talk to it with nothing else changed. A subpath: only the
 * areas that record learning load it.
 */

/** The token the LMS hands out lives two hours: asked again well before it ends (and at once on a 401). */
export const XAPI_CONFIG_STALE_MS = 30 * 60_000;
/** Spec 3 §3: the local user configuration keeps lrsConfig (agent, authToken, endpoint). */
export const LRS_CONFIG_KEY = 'lrsConfig';

/** Whose record store: the owner's, asked by the signed-in user (actingAs when that is someone else). */
export interface RecordStoreOwner {
  scope: string;
  owner: string;
  actingAs?: string;
}

/** GET /reach/{scope}/api/v4/users/{owner}/xapi/config?actingAs=: the endpoint, the owner's agent and the token. */
export async function getXapiConfig(api: ApiClient, { scope, owner, actingAs }: RecordStoreOwner): Promise<XapiConfig> {
  const config = await api.get(xapiPaths.config(scope, owner, actingAs), { schema: XapiConfigSchema });
  const session = sessionStore.getState();
  if (session.user?.id === owner && session.scope === scope) session.setUserConfig(LRS_CONFIG_KEY, config);
  return config;
}

export function xapiConfigQuery(api: ApiClient, who: RecordStoreOwner) {
  return queryOptions({
    queryKey: queryKeys.recordStore.config(who.scope, who.owner, who.actingAs),
    queryFn: () => getXapiConfig(api, who),
    staleTime: XAPI_CONFIG_STALE_MS,
    enabled: Boolean(who.scope && who.owner),
  });
}

export function useXapiConfig(who: RecordStoreOwner) {
  return useQuery(xapiConfigQuery(useApi(), who));
}

/** The owner's agent as the `agent` parameter of a document call: its identifier only. */
export function agentOf(config: XapiConfig): XapiAgent {
  return { objectType: 'Agent', account: config.agent.account };
}

/**
 * Where a resource of the store is, as the API client takes it: the portal's own store (under the
 * API's base, `/_api/lrs/`) as a path under that base, any other endpoint as an absolute address.
 */
export function recordStoreAddress(endpoint: string, resource: string): string {
  if (/^https?:\/\//i.test(endpoint)) return `${endpoint}${resource}`;
  if (endpoint.startsWith(`${DEFAULT_BASE_URL}/`)) return `${endpoint.slice(DEFAULT_BASE_URL.length)}${resource}`;
  return new URL(`${endpoint}${resource}`, globalThis.location?.origin ?? 'http://localhost').href;
}

export type RecordStoreResource = 'statements' | 'activities/state' | 'activities/profile' | 'agents/profile';

export interface RecordStoreCall<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  resource: RecordStoreResource;
  /** Built from the config when the call names the owner's agent. */
  query?: (config: XapiConfig) => Record<string, string | undefined>;
  body?: (config: XapiConfig) => unknown;
  schema?: RequestOptions<T>['schema'];
}

/**
 * One call of the owner's record store: endpoint and Authorization from xapi/config (through the
 * query cache), version header 1.0.1 (spec 2 §7), no cookies. A 401 (the token ended) asks
 * xapi/config again and tries once more.
 */
export async function recordStoreRequest<T = unknown>(api: ApiClient, who: RecordStoreOwner, call: RecordStoreCall<T>, client: QueryClient = portalQueryClient): Promise<T> {
  const options = xapiConfigQuery(api, who);
  const send = (config: XapiConfig) => {
    const path = recordStoreAddress(config.endpoint, call.resource);
    const opts = {
      bare: true,
      headers: { Authorization: config.authToken, [XAPI_VERSION_HEADER]: XAPI_VERSION },
      query: call.query?.(config),
      ...(call.schema ? { schema: call.schema } : {}),
    };
    switch (call.method) {
      case 'GET':
        return api.get<T>(path, opts);
      case 'POST':
        return api.post<T>(path, call.body?.(config), opts);
      case 'PUT':
        return api.put<T>(path, call.body?.(config), opts);
      case 'DELETE':
        return api.delete<T>(path, opts);
    }
  };
  const config = await client.fetchQuery(options);
  try {
    return await send(config);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    client.removeQueries({ queryKey: options.queryKey, exact: true });
    return send(await client.fetchQuery(options));
  }
}
