import type { EventBus, PortalEvents } from '@portal/event-bus';
import { ApiError } from './api-error';
import { createApiClient, type ApiClient, type FetchLike, type FetchResponse } from './client';

/**
 * A route handler of the test twin. Throw an ApiError to answer with its status, ErrorCode and
 * Message. The body is the parsed JSON (or the FormData of an upload); `any` keeps tests short.
 */
export type MockHandler = (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any,
  query: Record<string, string>,
  params: Record<string, string>,
) => unknown;

export interface MockCall {
  method: string;
  /** The path without the query string, as the code under test passed it. */
  path: string;
  body: unknown;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Whether the browser would send cookies ('omit' for a bare call). */
  credentials: RequestCredentials | undefined;
}

export interface MockApiClient extends ApiClient {
  /** Every request in order, including the ones no handler answered. */
  readonly calls: MockCall[];
}

export interface MockApiClientOptions {
  bus?: Pick<EventBus<PortalEvents>, 'emit'>;
  getScope?: () => string | null | undefined;
}

/**
 * The API client's test twin: the real client (same headers, cache, schema checks, status
 * events) over an in-memory fetch that routes to `handlers`, keyed 'METHOD /path'. A path
 * segment ':name' matches any value and reaches the handler in `params`. Routes without a
 * handler answer 404, so the call rejects with ApiError(404).
 *
 * @example
 * const api = createMockApiClient({
 *   'GET /reach/:scope/api/v4/profilefields': () => [],
 *   'POST /authr/token/refresh': ({ expiresIn }) => ({ success: true, exp: 1_700_000_000 + expiresIn }),
 * });
 */
export function createMockApiClient(handlers: Record<string, MockHandler>, options: MockApiClientOptions = {}): MockApiClient {
  const calls: MockCall[] = [];
  const routes = Object.entries(handlers).map(([route, handler]) => {
    const [method = '', path = ''] = route.split(' ');
    return { method: method.toUpperCase(), segments: path.split('/'), handler };
  });

  const fetch: FetchLike = async (url, init) => {
    const [path = '', search = ''] = url.split('?');
    const method = (init.method ?? 'GET').toUpperCase();
    const query = Object.fromEntries(new URLSearchParams(search));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    calls.push({ method, path, body, query, headers: { ...(init.headers as Record<string, string>) }, credentials: init.credentials });

    for (const route of routes) {
      const params = route.method === method ? matchPath(route.segments, path) : undefined;
      if (!params) continue;
      try {
        return okResponse(await route.handler(body, query, params));
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(error.status, error.body ?? { success: false, ErrorCode: error.code, Message: error.message });
        return errorResponse(500, { success: false, Message: String(error) });
      }
    }
    return errorResponse(404, { success: false, ErrorCode: 'NotFound', Message: `No mock handler for ${method} ${path}` });
  };

  return Object.assign(createApiClient({ ...options, baseUrl: '', fetch }), { calls });
}

function matchPath(pattern: string[], path: string): Record<string, string> | undefined {
  const segments = path.split('/');
  if (segments.length !== pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const actual = segments[index] ?? '';
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeURIComponent(actual);
    else if (expected !== actual) return undefined;
  }
  return params;
}

function okResponse(result: unknown): FetchResponse {
  const isBlob = typeof Blob !== 'undefined' && result instanceof Blob;
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    text: async () => (result === undefined ? '' : JSON.stringify(result)),
    blob: async () => (isBlob ? (result as Blob) : new Blob([JSON.stringify(result ?? null)])),
  };
}

function errorResponse(status: number, body: unknown): FetchResponse {
  return {
    ok: false,
    status,
    statusText: '',
    text: async () => JSON.stringify(body),
    blob: async () => new Blob([JSON.stringify(body)]),
  };
}
