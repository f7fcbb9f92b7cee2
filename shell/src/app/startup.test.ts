import { createPrimedResponses } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { waitFor } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { releaseBootView } from '@portal/ui';
import { createSessionStore, memoryStorage } from '@portal/session';
import type { PortalRemote } from '@portal/contracts';
import { makeUser } from '@portal/testing';
import { createLastKnownGood } from '../remotes/last-known-good';
import { resolveScope, restoreUser, startPortal } from './startup';

const manifest = {
  tenant: 'acme',
  remotes: [
    { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access'], enabled: true },
    { id: 'cpd', name: 'mf_cpd', version: '1.0.0', entry: '/remotes/cpd/1.0.0/mf-manifest.json', mounts: ['/cpd'], enabled: false },
  ],
};

const newSession = () => createSessionStore({ local: memoryStorage(), session: memoryStorage() });

// The last-known-good manifest lives in local storage: each test starts with none.
beforeEach(() => localStorage.clear());

describe('resolveScope (spec 1 §2)', () => {
  const tenant = () => Promise.resolve('acme');

  it('keeps a stored scope', async () => {
    const api = createMockApiClient({});
    expect(await resolveScope(api, 'stored', tenant)).toBe('stored');
    expect(api.calls).toHaveLength(0);
  });

  it("else takes config.json's defaultScope", async () => {
    const api = createMockApiClient({ 'GET /content/config/config.json': () => ({ settings: { defaultScope: 'configured' } }) });
    expect(await resolveScope(api, null, tenant)).toBe('configured');
  });

  it("else the manifest's tenant (a missing config.json counts as empty)", async () => {
    expect(await resolveScope(createMockApiClient({}), null, tenant)).toBe('acme');
  });
});

describe('restoreUser', () => {
  it("keeps the stored user only while the 'uid' cookie names that user", () => {
    const session = newSession();
    session.getState().setUser(makeUser({ id: 'u1' }));
    expect(restoreUser(session, 'u1')?.id).toBe('u1');
    expect(restoreUser(session, undefined)).toBeNull();
    expect(session.getState().user).toBeNull();
    // The stored user's session ended while the portal was closed: the sign-in page says so.
    expect(session.getState().sessionEnded).toBe(true);
  });

  it('a visitor who was not signed in has no ended session', () => {
    const session = newSession();
    expect(restoreUser(session, undefined)).toBeNull();
    expect(session.getState().sessionEnded).toBe(false);
  });
});

const settingsPath = 'GET /reach/acme/api/v3/endpoint/config';
const fakeLoader = () => ({ load: jest.fn().mockReturnValue(new Promise(() => undefined)), forget: jest.fn() });

/** The tenant's API with the settings held back until `answer` is called. */
function heldSettings() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const api = createMockApiClient({
    [settingsPath]: async () => {
      await answered;
      return { languages: ['en-GB'], systemName: 'Acme' };
    },
    'GET /content/:area/l10n/:file': () => ({}),
  });
  return { api, answer };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startPortal', () => {
  it('registers the enabled remotes, sets scope and settings, and starts i18n in the tenant languages', async () => {
    const session = newSession();
    const gateway = createMockApiClient({ 'GET /portal-manifest.json': () => manifest });
    const api = createMockApiClient({
      [settingsPath]: () => ({ languages: ['en-GB', 'fr-FR'], systemName: 'Acme' }),
      'GET /content/:area/l10n/:file': () => ({}),
    });
    const loader = fakeLoader();
    const register = jest.fn().mockReturnValue(loader);

    const started = await startPortal({ api, gateway, register, session, readUid: () => undefined, currentPath: () => '/' });

    expect(register).toHaveBeenCalledWith([manifest.remotes[0]]);
    expect(started.remotes.map((remote) => remote.id)).toEqual(['access']);
    expect(session.getState().scope).toBe('acme');
    expect(session.getState().settings?.systemName).toBe('Acme');
    expect(i18n.language).toBe('en-GB');
    // At '/' no area is known yet (the landing page depends on the settings): nothing is fetched.
    expect(loader.load).not.toHaveBeenCalled();
    expect([...gateway.calls, ...api.calls].some((call) => call.path.startsWith('/remotes/'))).toBe(false);
  });

  it("asks a restored user's team-leader and instructor checks only once the first page has been painted", async () => {
    const session = newSession();
    session.getState().setUser(makeUser({ id: 'u1' }));
    const api = createMockApiClient({
      [settingsPath]: () => ({}),
      'GET /content/:area/l10n/:file': () => ({}),
      'POST /dashel/isTeamLeader': () => true,
    });
    const gateway = createMockApiClient({ 'GET /portal-manifest.json': () => manifest });
    await startPortal({ api, gateway, register: () => fakeLoader(), session, readUid: () => 'u1', currentPath: () => '/' });
    const checks = () => api.calls.filter((call) => call.path === '/dashel/isTeamLeader');
    expect(checks()).toHaveLength(0);

    releaseBootView();
    await waitFor(() => expect(session.getState().isTeamLeader).toBe(true));
    expect(checks()).toHaveLength(1);
  });

  it("hands the page's answers to the API client for the tenant the page was served for, and not for another", async () => {
    const responses = { '/content/config/dashboard-manifest.json': { banner: [], sections: [] } };
    const start = async (scope: string | null) => {
      const session = newSession();
      if (scope) session.getState().setScope(scope);
      const primed = createPrimedResponses();
      const api = createMockApiClient({ 'GET /reach/:scope/api/v3/endpoint/config': () => ({}), 'GET /content/:area/l10n/:file': () => ({}) });
      const boot = { tenant: 'acme', manifest, settings: { items: [] }, responses };
      await startPortal({ api, gateway: createMockApiClient({}), register: () => fakeLoader(), session, readUid: () => undefined, currentPath: () => '/', boot, primed });
      return primed.take('/content/config/dashboard-manifest.json', session.getState().scope);
    };
    expect(await start(null)).toEqual({ body: responses['/content/config/dashboard-manifest.json'] });
    expect(await start('another-tenant')).toBeUndefined();
  });

  it("starts loading the current URL's remote as soon as the manifest names it, before the settings answer", async () => {
    const { api, answer } = heldSettings();
    const gateway = createMockApiClient({ 'GET /portal-manifest.json': () => manifest });
    const loader = fakeLoader();
    const starting = startPortal({ api, gateway, register: () => loader, session: newSession(), readUid: () => undefined, currentPath: () => '/access/signin' });

    await flush();
    expect(api.calls.map((call) => call.path)).toContain('/reach/acme/api/v3/endpoint/config');
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(loader.load).toHaveBeenCalledWith(manifest.remotes[0], { deadline: expect.any(Function) });

    answer();
    const started = await starting;
    // The area takes the load under way: the remote is not fetched a second time.
    void started.areas.load(manifest.remotes[0] as PortalRemote);
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a disabled remote', '/cpd/courses'],
    ['a URL outside every area', '/elsewhere'],
    ['a path that only starts like a mount', '/accessible'],
  ])('fetches no remote for %s', async (_, path) => {
    const gateway = createMockApiClient({ 'GET /portal-manifest.json': () => manifest });
    const loader = fakeLoader();
    await startPortal({ api: heldSettingsAnswered(), gateway, register: () => loader, session: newSession(), readUid: () => undefined, currentPath: () => path });
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('fails when the manifest cannot be had, so the shell can offer Retry', async () => {
    const gateway = createMockApiClient({});
    const api = createMockApiClient({});
    const register = jest.fn();
    await expect(startPortal({ api, gateway, register, session: newSession(), readUid: () => undefined, currentPath: () => '/access/signin' })).rejects.toMatchObject({
      status: 404,
    });
    expect(register).not.toHaveBeenCalled();
  }, 10_000);
});

describe('startPortal with a last-known-good manifest', () => {
  const failingGateway = () => createMockApiClient({ 'GET /portal-manifest.json': () => Promise.reject(Object.assign(new Error('Internal Server Error'), { status: 500 })) });
  const answering = (answer: typeof manifest) => createMockApiClient({ 'GET /portal-manifest.json': () => answer });
  const start = (gateway: ReturnType<typeof createMockApiClient>, register: jest.Mock, session = newSession()) =>
    startPortal({ api: heldSettingsAnswered(), gateway, register, session, readUid: () => undefined, currentPath: () => '/', lastKnownGood: createLastKnownGood() });

  it('starts from the last manifest it started with when the manifest call fails, and says so', async () => {
    await start(answering(manifest), jest.fn().mockReturnValue(fakeLoader()));
    const register = jest.fn().mockReturnValue(fakeLoader());

    const started = await start(failingGateway(), register);

    expect(started.fromLastKnownGood).toBe(true);
    expect(started.keptAt).toBeGreaterThan(Date.now() - 60_000);
    expect(started.manifest).toEqual(manifest);
    expect(register).toHaveBeenCalledWith([manifest.remotes[0]]);
  }, 10_000);

  it('starts from it at once, without asking again, when the gateway knows no such tenant (404)', async () => {
    await start(answering(manifest), jest.fn().mockReturnValue(fakeLoader()));
    const gateway = createMockApiClient({});
    const started = await start(gateway, jest.fn().mockReturnValue(fakeLoader()));
    expect(started.fromLastKnownGood).toBe(true);
    expect(gateway.calls).toHaveLength(1);
  });

  it('never keeps an empty manifest as the copy: a later failure starts from the last sane one', async () => {
    await start(answering(manifest), jest.fn().mockReturnValue(fakeLoader()));
    await start(answering({ ...manifest, remotes: [] }), jest.fn().mockReturnValue(fakeLoader()));
    const started = await start(failingGateway(), jest.fn().mockReturnValue(fakeLoader()));
    expect(started.manifest).toEqual(manifest);
  }, 10_000);

  it("takes the stored scope's manifest when the origin has served several tenants", async () => {
    const other = { ...manifest, tenant: 'other', remotes: [] };
    await start(answering(manifest), jest.fn().mockReturnValue(fakeLoader()));
    await start(answering(other), jest.fn().mockReturnValue(fakeLoader()));
    const session = newSession();
    session.getState().setScope('acme');

    const started = await start(failingGateway(), jest.fn().mockReturnValue(fakeLoader()), session);

    expect(started.manifest.tenant).toBe('acme');
  }, 10_000);

  it('a fresh manifest is not from the last-known-good one', async () => {
    expect((await start(answering(manifest), jest.fn().mockReturnValue(fakeLoader()))).fromLastKnownGood).toBe(false);
  });

  it("loads a remote's previous version when its newly pinned version does not load", async () => {
    await start(answering(manifest), jest.fn().mockReturnValue(fakeLoader()));
    const access = manifest.remotes[0]!;
    const v2 = { ...access, version: '2.0.0', entry: '/remotes/access/2.0.0/mf-manifest.json' };
    const app = { id: 'access', routes: [] };
    const load = jest.fn((remote: PortalRemote) => (remote.version === '2.0.0' ? Promise.reject(new Error('404')) : Promise.resolve(app)));

    const started = await start(answering({ ...manifest, remotes: [v2, manifest.remotes[1]!] }), jest.fn().mockReturnValue({ load, forget: jest.fn() }));

    expect(await started.areas.load(v2)).toBe(app);
    expect(load.mock.calls.map(([remote]) => remote.version)).toEqual(['2.0.0', '1.0.0']);
  });
});

describe('reading the manifest again (after sign-in)', () => {
  const access = manifest.remotes[0]!;
  const staged = { ...access, version: '2.0.0', entry: '/remotes/access/2.0.0/mf-manifest.json' };
  const startWith = (gateway: ReturnType<typeof createMockApiClient>, load: jest.Mock) =>
    startPortal({ api: heldSettingsAnswered(), gateway, register: () => ({ load, forget: jest.fn() }), session: newSession(), readUid: () => undefined, currentPath: () => '/' });

  it("answers the portal at the cohort's versions, and areas asked for meanwhile load only those", async () => {
    let answers = [manifest, { ...manifest, remotes: [staged] }];
    const gateway = createMockApiClient({ 'GET /portal-manifest.json': () => answers.shift() });
    const load = jest.fn((remote: PortalRemote) => Promise.resolve({ id: 'access', routes: [], version: remote.version }));
    const started = await startWith(gateway, load);

    const refreshed = started.refresh!();
    // The page after sign-in asks for its area with the version the portal started with.
    const area = started.areas.load(access);
    const next = await refreshed;
    await area;
    expect(next?.remotes).toEqual([staged]);
    expect(load.mock.calls.map(([remote]) => remote.version)).toEqual(['2.0.0']);
    expect(createLastKnownGood().manifest('acme')?.manifest.remotes).toEqual([staged]);

    answers = [{ ...manifest, remotes: [staged] }];
    expect(await next!.refresh!()).toBeUndefined();
  });

  it('keeps the portal as it is when the manifest cannot be read again', async () => {
    let calls = 0;
    const gateway = createMockApiClient({
      'GET /portal-manifest.json': () => {
        calls += 1;
        if (calls > 1) throw Object.assign(new Error('gone'), { status: 404 });
        return manifest;
      },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = await startWith(gateway, jest.fn());
    expect(await started.refresh!()).toBeUndefined();
    jest.restoreAllMocks();
  });
});

function heldSettingsAnswered() {
  const { api, answer } = heldSettings();
  answer();
  return api;
}

describe("the shell's own texts", () => {
  it("start in the negotiated language: the shell's bundle for it is in before startPortal resolves", async () => {
    const gateway = createMockApiClient({ 'GET /portal-manifest.json': () => manifest });
    const api = createMockApiClient({
      [settingsPath]: () => ({ languages: ['en-GB', 'de-DE'], systemName: 'Acme' }),
      'GET /content/:area/l10n/:file': () => ({}),
    });
    const session = newSession();
    session.getState().setUser(makeUser({ id: 'u1', profile: { preferredLanguage: 'de-DE' } }));
    await startPortal({ api, gateway, register: () => fakeLoader(), session, readUid: () => 'u1', currentPath: () => '/' });
    expect(i18n.language).toBe('de-DE');
    const german = (await import('../locales/de-DE.json')).default as Record<string, string>;
    expect(i18n.t('shell.header.language', { ns: 'shell' })).toBe(german['shell.header.language']);
    expect(i18n.t('shell.header.language', { ns: 'shell' })).not.toBe('Language');
  });
});
