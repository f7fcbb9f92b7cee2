import * as v from 'valibot';
import { createEventBus, type PortalEvents } from '@portal/event-bus';
import { ApiError } from './api-error';
import { API_TIMING_PREFIX, createApiClient, type FetchLike, type FetchResponse } from './client';
import { createPrimedResponses, PRIMED_RESPONSE_TTL_MS } from './primed-responses';

function respond(status: number, body?: unknown, statusText = ''): FetchResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    blob: async () => new Blob([text], { type: 'image/png' }),
  };
}

function setup(answer: (url: string, init: RequestInit) => FetchResponse | Promise<FetchResponse> = () => respond(200, { ok: true })) {
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (url, init) => answer(url, init));
  const bus = createEventBus<PortalEvents>();
  const events: Array<[string, unknown]> = [];
  for (const name of ['auth.not-authenticated.v1', 'auth.not-authorised.v1', 'auth.session-timeout.v1'] as const) {
    bus.on(name, (payload) => events.push([name, payload]));
  }
  let scope: string | null = 'acme';
  const client = createApiClient({ fetch, bus, getScope: () => scope });
  return { client, fetch, events, setScope: (next: string | null) => (scope = next) };
}

/** A fetch that only ends when its signal aborts, like the browser's. */
const hangingFetch = (_url: string, init: RequestInit) =>
  new Promise<FetchResponse>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => jest.useRealTimers());

describe('requests', () => {
  it('sends the CSRF and scope headers, same-origin credentials and a JSON body under /_api', async () => {
    const { client, fetch } = setup();
    await client.post('/gpo/send/', { subject: 'Hi' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/_api/gpo/send/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({
      'x-requested-with': 'learner-portal',
      'x-scope': 'acme',
      'content-type': 'application/json',
    });
    expect(init.body).toBe('{"subject":"Hi"}');
  });

  it('sends a bare call (the record store) without cookies or portal headers, and its 401 raises no session event', async () => {
    const { client, fetch, events } = setup((url) => (url.endsWith('/state') ? respond(401, { success: false }) : respond(200, {})));
    await client.post('/lrs/statements', { verb: 'x' }, { bare: true, headers: { Authorization: 'Basic abc' } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.credentials).toBe('omit');
    expect(init.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json', Authorization: 'Basic abc' });
    await expect(client.get('/lrs/activities/state', { bare: true })).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([]);
  });

  it('leaves X-Scope out when there is no scope, and adds the query without undefined values', async () => {
    const { client, fetch, setScope } = setup();
    setScope(null);
    await client.get('/content/data/l10n/en-GB.json', { query: { v: 3, q: 'a b', skip: undefined } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/_api/content/data/l10n/en-GB.json?v=3&q=a+b');
    expect(init.headers).not.toHaveProperty('x-scope');
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.body).toBeUndefined();
  });

  it('sends PUT and DELETE with their methods and resolves an empty answer to undefined', async () => {
    const { client, fetch } = setup(() => respond(204));
    await expect(client.put('/reach/acme/api/v3/accountverification', { Type: 'PasswordReset' })).resolves.toBeUndefined();
    await expect(client.delete('/x')).resolves.toBeUndefined();
    expect(fetch.mock.calls.map(([, init]) => init.method)).toEqual(['PUT', 'DELETE']);
  });

  it('sends a DELETE body as JSON when one is given (a rejection carries its reason)', async () => {
    const { client, fetch } = setup(() => respond(204));
    await client.delete('/x', { body: { reason: 'On leave' } });
    expect(fetch.mock.calls[0]?.[1].body).toBe(JSON.stringify({ reason: 'On leave' }));
  });

  it('uploads form data without a JSON content type', async () => {
    const { client, fetch } = setup();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'me.png');
    await client.upload('/avatar/me@example.com', form);
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('reads a blob, also from a POST', async () => {
    const { client, fetch } = setup();
    const blob = await client.blob('/authr/mfa/issueQRCode', { method: 'POST', body: {} });
    expect(blob.type).toBe('image/png');
    expect(fetch.mock.calls[0]![1].method).toBe('POST');
  });
});

describe('timing (spec 1 §7: calls to the backbone host are timed)', () => {
  it("records a User Timing measure per call to the portal's API, none for another host", async () => {
    // jsdom has no User Timing: the browser's measure is stood in for.
    const original = Object.getOwnPropertyDescriptor(performance, 'measure');
    const measure = jest.fn();
    Object.defineProperty(performance, 'measure', { value: measure, configurable: true });
    const { client } = setup();
    await client.get('/reach/acme/api/v3/endpoint/config');
    await client.get('https://feeds.example/rss');
    expect(measure).toHaveBeenCalledTimes(1);
    expect(measure).toHaveBeenCalledWith(
      `${API_TIMING_PREFIX}GET /reach/acme/api/v3/endpoint/config`,
      expect.objectContaining({ start: expect.any(Number), detail: { status: 200 } }),
    );
    if (original) Object.defineProperty(performance, 'measure', original);
    else delete (performance as { measure?: unknown }).measure;
  });
});

describe('failures', () => {
  it.each([
    [401, 'auth.not-authenticated.v1', {}],
    [403, 'auth.not-authorised.v1', { url: '/_api/x' }],
    [419, 'auth.session-timeout.v1', { url: '/_api/x' }],
    [440, 'auth.session-timeout.v1', { url: '/_api/x' }],
  ])('status %i emits %s and still rejects', async (status, event, payload) => {
    const { client, events } = setup(() => respond(status, { success: false, ErrorCode: 'Nope', Message: 'Not allowed' }));
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: 'Nope', message: 'Not allowed', body: { success: false, ErrorCode: 'Nope', Message: 'Not allowed' } });
    expect(events).toEqual([[event, payload]]);
  });

  it('leaves a 403 to a caller that answers refusals itself, but still reports a lost session', async () => {
    const { client, events } = setup((url) => respond(url.endsWith('/gone') ? 401 : 403, { success: false, ErrorCode: 'Nope' }));
    await expect(client.post('/x', {}, { answersRefusal: true })).rejects.toMatchObject({ status: 403, code: 'Nope' });
    expect(events).toEqual([]);
    await expect(client.post('/gone', {}, { answersRefusal: true })).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([['auth.not-authenticated.v1', {}]]);
  });

  it('emits nothing for other statuses and falls back to the status text', async () => {
    const { client, events } = setup(() => respond(500, undefined, 'Internal Server Error'));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 500, code: undefined, message: 'Internal Server Error' });
    expect(events).toEqual([]);
  });

  it('rejects a network failure with status 0 and code NetworkError', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, code: 'NetworkError' });
  });

  it('times out after 30 s by default', async () => {
    jest.useFakeTimers();
    const { client, fetch } = setup(hangingFetch);
    const result = client.get('/slow').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 0, code: 'Timeout', message: 'GET /slow timed out after 30000 ms' });
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(true);
  });

  it('honours a per-call timeout even when fetch ignores its signal', async () => {
    jest.useFakeTimers();
    const { client } = setup(() => new Promise<FetchResponse>(() => undefined));
    const result = client.get('/slow', { timeoutMs: 500 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(500);
    expect(await result).toMatchObject({ status: 0, code: 'Timeout' });
  });

  it('rejects with code Aborted when the caller aborts', async () => {
    const { client } = setup(hangingFetch);
    const controller = new AbortController();
    const result = client.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ status: 0, code: 'Aborted' });
  });
});

describe('schema', () => {
  const Schema = v.object({ name: v.string(), count: v.optional(v.number(), 0) });

  it('returns the schema output', async () => {
    const { client } = setup(() => respond(200, { name: 'a' }));
    await expect(client.get('/x', { schema: Schema })).resolves.toEqual({ name: 'a', count: 0 });
  });

  it('rejects an answer that does not match with status 0 and code InvalidResponse', async () => {
    const { client } = setup(() => respond(200, { name: 3 }));
    await expect(client.get('/x', { schema: Schema })).rejects.toMatchObject({
      status: 0,
      code: 'InvalidResponse',
      message: expect.stringContaining('Invalid response from GET /x: name:') as unknown,
      body: { name: 3 },
    });
  });
});

describe('no cache of its own', () => {
  it('sends every GET, also repeated and concurrent identical ones (react-query keeps answers)', async () => {
    const { client, fetch } = setup();
    await client.get('/config');
    await Promise.all([client.get('/config'), client.get('/config')]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('answers the page arrived with (primed responses)', () => {
  const Schema = v.object({ banner: v.array(v.string()) });

  function primedSetup(clock = { now: 1_000 }) {
    const primed = createPrimedResponses(() => clock.now);
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => respond(200, { banner: ['from the network'] }));
    let scope: string | null = 'acme';
    const client = createApiClient({ fetch, getScope: () => scope, primed });
    return { client, fetch, primed, clock, setScope: (next: string | null) => (scope = next) };
  }

  it('answers the first GET of a primed path from the page, whatever its cache-busting query, checked by the schema; the next goes to the network', async () => {
    const { client, fetch, primed } = primedSetup();
    primed.add('acme', { '/content/config/dashboard-manifest.json': { banner: ['primed'] } });
    await expect(client.get('/content/config/dashboard-manifest.json', { schema: Schema, query: { v: 123 } })).resolves.toEqual({ banner: ['primed'] });
    expect(fetch).not.toHaveBeenCalled();
    await expect(client.get('/content/config/dashboard-manifest.json', { schema: Schema })).resolves.toEqual({ banner: ['from the network'] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects a primed answer that does not match the schema, as it would the network’s', async () => {
    const { client, primed } = primedSetup();
    primed.add('acme', { '/content/config/dashboard-manifest.json': { banner: 'nope' } });
    await expect(client.get('/content/config/dashboard-manifest.json', { schema: Schema })).rejects.toMatchObject({ code: 'InvalidResponse' });
  });

  it('goes to the network for another tenant, another method, or an answer older than its time', async () => {
    const { client, fetch, primed, clock, setScope } = primedSetup();
    primed.add('acme', { '/a': { banner: [] }, '/b': { banner: [] } });
    setScope('other');
    await client.get('/a', { schema: Schema });
    setScope('acme');
    await client.post('/b', {});
    clock.now += PRIMED_RESPONSE_TTL_MS + 1;
    await client.get('/b', { schema: Schema });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
