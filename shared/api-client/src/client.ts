import * as v from 'valibot';
import { CSRF_HEADER, CSRF_VALUE, SCOPE_HEADER } from '@portal/contracts';
import type { EventBus, PortalEvents } from '@portal/event-bus';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import type { PrimedResponses } from './primed-responses';

export const DEFAULT_BASE_URL = '/_api';
/** Spec 1 §7: default 30 s timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * The spec's one-minute caches. The client keeps no answers itself: reads that may be kept go through
 * react-query, whose `staleTime` is this (see @portal/query); the token refresher memoises for it.
 */
export const ONE_MINUTE = 60_000;

export type Query = Record<string, string | number | undefined>;

export interface RequestOptions<T = unknown> {
  /** Validates the answer; a mismatch rejects with ApiError status 0, code 'InvalidResponse'. */
  schema?: v.GenericSchema<unknown, T>;
  timeoutMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Appended as a query string; undefined values are left out. */
  query?: Query;
  /**
   * A call that does not speak for the session (the record store, reached with its own Authorization
   * header): no cookies, none of the portal's headers (CSRF, X-Scope), and its 401/403 say nothing
   * about the session, so they raise no session event.
   */
  bare?: boolean;
  /**
   * The caller answers a refusal itself (it sends the user on, saying why): a 403 raises no
   * not-authorised event, so the shell's move to the dashboard does not race the caller's own.
   */
  answersRefusal?: boolean;
}

export interface BlobOptions extends Omit<RequestOptions, 'schema'> {
  /** Some images are answers to a POST (for example /authr/mfa/issueQRCode). */
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface ApiClient {
  get<T = unknown>(path: string, opts?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>): Promise<T>;
  /** DELETE; `body` for the calls that carry a reason (e.g. rejecting an invitation). */
  delete<T = unknown>(path: string, opts?: RequestOptions<T> & { body?: unknown }): Promise<T>;
  /** POST multipart form data (the browser sets the boundary). */
  upload<T = unknown>(path: string, formData: FormData, opts?: RequestOptions<T>): Promise<T>;
  blob(path: string, opts?: BlobOptions): Promise<Blob>;
}

/** The part of a fetch Response the client reads; `typeof fetch` satisfies FetchLike. */
export interface FetchResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}
export type FetchLike = (url: string, init: RequestInit) => Promise<FetchResponse>;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  /** Where the 401/403/419/440 events go; without a bus they are not reported. */
  bus?: Pick<EventBus<PortalEvents>, 'emit'>;
  getScope?: () => string | null | undefined;
  timeoutMs?: number;
  /** Answers the page already carries (./primed-responses); a GET of one is answered once from it. */
  primed?: PrimedResponses;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Send {
  method: Method;
  path: string;
  body?: unknown;
  read: 'data' | 'blob';
  opts: Omit<RequestOptions<unknown>, 'schema'>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Looked up per call so the portal-wide instance can be created where fetch does not exist yet.
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));

  function reportStatus(status: number, url: string, answersRefusal: boolean): void {
    const bus = options.bus;
    if (!bus) return;
    if (status === 401) bus.emit('auth.not-authenticated.v1', {});
    else if (status === 403 && !answersRefusal) bus.emit('auth.not-authorised.v1', { url });
    else if (status === 419 || status === 440) bus.emit('auth.session-timeout.v1', { url });
  }

  function send({ method, path, body, read, opts }: Send): Promise<unknown> {
    const url = buildUrl(baseUrl, path, opts.query);
    const scope = opts.bare ? undefined : options.getScope?.();
    const headers: Record<string, string> = opts.bare ? { accept: 'application/json' } : { accept: 'application/json', [CSRF_HEADER]: CSRF_VALUE };
    if (scope) headers[SCOPE_HEADER] = scope;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    Object.assign(headers, opts.headers);
    const requestBody: BodyInit | undefined = body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body);

    const startedAt = now();
    return withDeadline(opts.timeoutMs ?? defaultTimeoutMs, opts.signal, `${method} ${path}`, async (signal) => {
      let response: FetchResponse;
      try {
        response = await fetchImpl(url, { method, headers, body: requestBody, credentials: opts.bare ? 'omit' : 'same-origin', signal });
      } catch (error) {
        throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: `${method} ${path} failed: ${String(error)}` });
      }
      if (!response.ok) {
        const errorBody = await parseBody(response).catch(() => undefined);
        if (!opts.bare) reportStatus(response.status, url, opts.answersRefusal === true);
        throw errorFromResponse(response, errorBody);
      }
      const answer = await (read === 'blob' ? response.blob() : parseBody(response));
      if (!isOtherHost(path)) timing(`${method} ${path}`, startedAt, response.status);
      return answer;
    });
  }

  async function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions<T> = {}): Promise<T> {
    const { schema, ...rest } = opts;
    const primed = method === 'GET' && !isOtherHost(path) ? options.primed?.take(path, options.getScope?.()) : undefined;
    const data = primed ? primed.body : await send({ method, path, body, read: 'data', opts: rest });
    return schema ? validate(schema, data, `${method} ${path}`) : (data as T);
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, { body, ...opts } = {}) => request('DELETE', path, body, opts),
    upload: (path, formData, opts) => request('POST', path, formData, opts),
    blob: (path, { method = 'GET', body, ...opts } = {}) => send({ method, path, body, read: 'blob', opts }) as Promise<Blob>,
  };
}

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** A call to an absolute address goes to another host than the portal's backbone (the LMS under the base URL). */
const isOtherHost = (path: string): boolean => /^https?:\/\//.test(path);

/** Prefix of the timing entries: `performance.getEntriesByType('measure')` filtered by it, or the browser's performance panel. */
export const API_TIMING_PREFIX = 'lp:api ';

/**
 * Spec 1 §7: the timing of each call to the backbone host is logged, as a User Timing measure (seen
 * in the browser's performance panel and by monitoring, without writing to the console per call).
 */
function timing(call: string, startedAt: number, status: number): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    performance.measure(`${API_TIMING_PREFIX}${call}`, { start: startedAt, end: now(), detail: { status } });
  } catch {
    // A browser without measure options: no timing, never a failed call.
  }
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = /^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

/** JSON when the body is JSON, the text otherwise, undefined when empty (204 and the like). */
async function parseBody(response: FetchResponse): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromResponse(response: FetchResponse, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof fields.ErrorCode === 'string' ? fields.ErrorCode : undefined;
  const message = typeof fields.Message === 'string' ? fields.Message : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError({ status: response.status, code, message, body });
}

function validate<T>(schema: v.GenericSchema<unknown, T>, data: unknown, label: string): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
  throw new ApiError({
    status: 0,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: `Invalid response from ${label}: ${issues}`,
    body: data,
  });
}

function abortedError(label: string): ApiError {
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.aborted, message: `${label} was aborted` });
}

/**
 * Runs `work` with a signal that aborts after `timeoutMs` or when the caller's signal aborts,
 * and rejects at that moment even if the fetch implementation ignores its signal.
 */
function withDeadline<T>(timeoutMs: number, outer: AbortSignal | undefined, label: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const controller = new AbortController();
    const settle = () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    };
    const fail = (error: ApiError) => {
      settle();
      controller.abort();
      reject(error);
    };
    const onOuterAbort = () => fail(abortedError(label));
    const timer = setTimeout(() => fail(new ApiError({ status: 0, code: CLIENT_ERROR_CODES.timeout, message: `${label} timed out after ${timeoutMs} ms` })), timeoutMs);
    if (outer?.aborted) return fail(abortedError(label));
    outer?.addEventListener('abort', onOuterAbort);
    work(controller.signal).then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
