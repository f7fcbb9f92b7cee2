import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import type { XapiConfig } from '@portal/contracts/xapi';
import { sessionStore } from '@portal/session';
import { createPortalQueryClient } from './index';
import { LRS_CONFIG_KEY, recordStoreAddress, recordStoreRequest } from './record-store';

const LEARNER = { id: 'u1', username: 'learner', displayName: 'Alex Morgan', roles: [], profile: {}, authenticationMode: 'forms' as const };
const CONFIG_PATH = 'GET /reach/demo/api/v4/users/u1/xapi/config';
const agent = { objectType: 'Agent' as const, name: 'Alex Morgan', account: { homePage: 'http://localhost:8080', name: 'u1' } };
const config = (authToken: string, endpoint = '/_api/lrs/'): XapiConfig => ({ endpoint, agent, authToken });
const who = { scope: 'demo', owner: 'u1' };

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().resetSite();
  sessionStore.getState().setScope('demo');
  sessionStore.getState().setUser(LEARNER);
});

describe('the record store through xapi/config', () => {
  it("sends each call to the config's endpoint with its Authorization and version 1.0.1, without cookies or the portal's headers; the config is asked once", async () => {
    const api = createMockApiClient({ [CONFIG_PATH]: () => config('Basic dG9rZW4='), 'POST /lrs/statements': () => ['id'], 'GET /lrs/activities/state': () => ({ draft: '' }) });
    const client = createPortalQueryClient();
    await recordStoreRequest(api, who, { method: 'POST', resource: 'statements', body: (c) => ({ actor: c.agent }) }, client);
    await recordStoreRequest(api, who, { method: 'GET', resource: 'activities/state', query: (c) => ({ agent: JSON.stringify(c.agent.account), stateId: 's' }) }, client);

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([CONFIG_PATH, 'POST /lrs/statements', 'GET /lrs/activities/state']);
    for (const call of api.calls.slice(1)) {
      expect(call.headers).toMatchObject({ Authorization: 'Basic dG9rZW4=', 'X-Experience-API-Version': '1.0.1' });
      expect(call.headers).not.toHaveProperty('x-requested-with');
      expect(call.headers).not.toHaveProperty('x-scope');
      expect(call.credentials).toBe('omit');
    }
    expect(api.calls[1]!.body).toEqual({ actor: agent });
    expect(api.calls[2]!.query).toEqual({ agent: JSON.stringify(agent.account), stateId: 's' });
  });

  it('keeps the signed-in user’s config as lrsConfig in the local user configuration (spec 3 §3)', async () => {
    const api = createMockApiClient({ [CONFIG_PATH]: () => config('Basic a'), 'POST /lrs/statements': () => [] });
    await recordStoreRequest(api, who, { method: 'POST', resource: 'statements', body: () => ({}) }, createPortalQueryClient());
    expect(sessionStore.getState().userConfig[LRS_CONFIG_KEY]).toEqual(config('Basic a'));
    expect(JSON.parse(localStorage.getItem('userConfig')!)).toMatchObject({ scope: 'demo', userId: 'u1', values: { lrsConfig: config('Basic a') } });
  });

  it('talks to an external record store at its own address', async () => {
    const api = createMockApiClient({ [CONFIG_PATH]: () => config('Basic ZXh0', 'https://lrs.example.org/xapi/'), 'POST https://lrs.example.org/xapi/statements': () => [] });
    await recordStoreRequest(api, who, { method: 'POST', resource: 'statements', body: () => ({}) }, createPortalQueryClient());
    expect(api.calls[1]).toMatchObject({ path: 'https://lrs.example.org/xapi/statements', headers: { Authorization: 'Basic ZXh0' }, credentials: 'omit' });
  });

  it('asks xapi/config again when the store answers 401 (the token ended) and tries once more', async () => {
    let issued = 0;
    const api = createMockApiClient({
      [CONFIG_PATH]: () => config(`Basic ${++issued}`),
      'POST /lrs/statements': (_body, _query) => {
        if (api.calls.at(-1)!.headers.Authorization === 'Basic 1') throw new ApiError({ status: 401, message: 'expired' });
        return ['id'];
      },
    });
    const client = createPortalQueryClient();
    await recordStoreRequest(api, who, { method: 'POST', resource: 'statements', body: () => ({}) }, client);
    expect(api.calls.map((call) => `${call.method} ${call.path} ${call.headers.Authorization ?? ''}`.trim())).toEqual([
      CONFIG_PATH,
      'POST /lrs/statements Basic 1',
      CONFIG_PATH,
      'POST /lrs/statements Basic 2',
    ]);
  });

  it('does not ask again for any other refusal', async () => {
    const api = createMockApiClient({
      [CONFIG_PATH]: () => config('Basic a'),
      'POST /lrs/statements': () => {
        throw new ApiError({ status: 403, message: 'no' });
      },
    });
    await expect(recordStoreRequest(api, who, { method: 'POST', resource: 'statements', body: () => ({}) }, createPortalQueryClient())).rejects.toMatchObject({ status: 403 });
    expect(api.calls).toHaveLength(2);
  });
});

describe('recordStoreAddress', () => {
  it("puts the portal's own store under the API's base and keeps any other address whole", () => {
    expect(recordStoreAddress('/_api/lrs/', 'statements')).toBe('/lrs/statements');
    expect(recordStoreAddress('https://learn.example.org/_api/lrs/', 'activities/state')).toBe('https://learn.example.org/_api/lrs/activities/state');
    expect(recordStoreAddress('/elsewhere/xapi/', 'statements')).toBe('http://localhost/elsewhere/xapi/statements');
  });
});
