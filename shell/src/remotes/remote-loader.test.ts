import { createMockApiClient } from '@portal/api-client/testing';
import type { PortalRemote } from '@portal/contracts';
import { changeLanguage, i18n, initI18n } from '@portal/i18n';
import type { RemoteApp } from '@portal/remote-contract';
import { LoadTimeoutError } from './load-budget';
import { createAreaCache, type RemoteLoader } from './remote-loader';

const remote = (id: string): PortalRemote => ({ id, name: `mf_${id}`, version: '1.0.0', entry: `/remotes/${id}/1.0.0/mf-manifest.json`, mounts: [`/${id}`], enabled: true });

/** A remote whose locale bundles say which locale they are, and record when each was asked for. */
function remoteApp(id: string, requested: string[]): RemoteApp {
  return {
    id,
    routes: [],
    loadMessages: async (locale) => {
      requested.push(`${id} ${locale}`);
      return locale === 'en-GB' ? undefined : { [`${id}.title`]: `${id} in ${locale}` };
    },
  };
}

const loaderOf = (apps: Record<string, RemoteApp>): RemoteLoader => ({ load: async (wanted) => apps[wanted.id]!, forget: () => undefined });

describe('the area cache brings each remote into the active language', () => {
  const api = createMockApiClient({ 'GET /content/:area/l10n/:file': () => ({}) });

  afterEach(() => changeLanguage('en-GB'));

  it('settles a remote only once its texts in the active language are in (so it first renders translated)', async () => {
    await initI18n({ api, locale: 'de-DE' });
    const requested: string[] = [];
    const areas = createAreaCache(loaderOf({ late: remoteApp('late', requested) }));
    const app = await areas.load(remote('late'));
    expect(areas.loaded(remote('late'))).toBe(app);
    expect(requested).toEqual(['late de-DE']);
    expect(i18n.t('late.title', { ns: 'late' })).toBe('late in de-DE');
  });

  it('a change of language loads every loaded remote in the new language before it switches', async () => {
    await initI18n({ api, locale: 'en-GB' });
    const requested: string[] = [];
    const areas = createAreaCache(loaderOf({ one: remoteApp('one', requested), two: remoteApp('two', requested) }));
    await areas.load(remote('one'));
    await areas.load(remote('two'));
    let seenAtSwitch: string[] = [];
    const onChange = () => (seenAtSwitch = [i18n.t('one.title', { ns: 'one' }), i18n.t('two.title', { ns: 'two' })]);
    i18n.on('languageChanged', onChange);
    await changeLanguage('fr-FR');
    i18n.off('languageChanged', onChange);
    expect(seenAtSwitch).toEqual(['one in fr-FR', 'two in fr-FR']);
    expect(requested).toEqual(['one fr-FR', 'two fr-FR']);
  });
});

describe('the area cache falls back to the last-known-good version', () => {
  const v1 = remote('late');
  const v2 = { ...v1, version: '2.0.0', entry: '/remotes/late/2.0.0/mf-manifest.json' };
  const app: RemoteApp = { id: 'late', routes: [] };
  const fallbacks = () => ({ fallbackFor: jest.fn((wanted: PortalRemote) => (wanted.version === '2.0.0' ? v1 : undefined)), loaded: jest.fn() });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the previous version when the pinned one does not load, and remembers what loaded', async () => {
    const load = jest.fn((wanted: PortalRemote) => (wanted.version === '2.0.0' ? Promise.reject(new Error('404')) : Promise.resolve(app)));
    const memory = fallbacks();
    const areas = createAreaCache({ load, forget: jest.fn() }, memory);
    expect(await areas.load(v2)).toBe(app);
    expect(load.mock.calls.map(([wanted]) => wanted.version)).toEqual(['2.0.0', '1.0.0']);
    expect(memory.loaded).toHaveBeenCalledWith(v1);
    expect(areas.loaded(v2)).toBe(app);
  });

  it('fails as before when the previous version does not load either, so the area shows "unavailable" with Retry', async () => {
    const forget = jest.fn();
    const areas = createAreaCache({ load: () => Promise.reject(new Error('404')), forget }, fallbacks());
    await expect(areas.load(v2)).rejects.toThrow('404');
    // Retry asks for the pinned version again.
    expect(forget).toHaveBeenCalledWith(v2);
  });

  it('has nothing to fall back to for a version that never worked elsewhere', async () => {
    const load = jest.fn(() => Promise.reject(new Error('404')));
    await expect(createAreaCache({ load, forget: jest.fn() }, fallbacks()).load(v1)).rejects.toThrow('404');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the area cache gives a load its budget', () => {
  const dashboard = remote('dashboard');
  const app: RemoteApp = { id: 'dashboard', routes: [] };
  const never = () => new Promise<RemoteApp>(() => undefined);

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The page's arrivals as the test says: `arrive()` is a file of the portal coming in. */
  function arrivalsByHand() {
    let arrived = false;
    return {
      arrive: () => void (arrived = true),
      arrivals: () => ({
        arrived: () => {
          const answer = arrived;
          arrived = false;
          return answer;
        },
        stop: () => undefined,
      }),
    };
  }
  const nothingArrives = () => ({ arrived: () => false, stop: () => undefined });

  it('fails a load that has nothing arrive for the budget, tells the loader its deadline, and Retry loads anew', async () => {
    const load = jest.fn().mockImplementationOnce(never).mockResolvedValueOnce(app);
    const forget = jest.fn();
    const areas = createAreaCache({ load, forget }, undefined, { budgetMs: 3_000, arrivals: nothingArrives });
    const started = Date.now();
    const answer = areas.load(dashboard).catch((error: Error) => error);
    expect(load).toHaveBeenCalledWith(dashboard, { deadline: expect.any(Function) });
    const [, { deadline }] = load.mock.calls[0] as [unknown, { deadline: () => number }];
    expect(deadline()).toBe(started + 3_000);
    await jest.advanceTimersByTimeAsync(2_999);
    expect(forget).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual(new LoadTimeoutError('mf_dashboard 1.0.0', 3_000));
    // The runtime's memory of the remote is dropped, so the next try asks again from scratch.
    expect(forget).toHaveBeenCalledWith(dashboard);
    expect(await areas.load(dashboard)).toBe(app);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a load whose files keep arriving, however long it takes in all, and moves its deadline on with them', async () => {
    const { arrive, arrivals } = arrivalsByHand();
    const load = jest.fn(() => new Promise<RemoteApp>((resolve) => setTimeout(() => resolve(app), 7_000)));
    const areas = createAreaCache({ load, forget: jest.fn() }, undefined, { budgetMs: 3_000, arrivals });
    const answer = areas.load(dashboard);
    const [, { deadline }] = load.mock.calls[0] as unknown as [unknown, { deadline: () => number }];
    for (let second = 1; second < 7; second += 1) {
      await jest.advanceTimersByTimeAsync(1_000);
      arrive();
    }
    await jest.advanceTimersByTimeAsync(100);
    // Just after an arrival, a request starting now has the whole budget again.
    expect(deadline() - Date.now()).toBeGreaterThan(2_800);
    await jest.advanceTimersByTimeAsync(900);
    expect(await answer).toBe(app);
  });

  it('does not count the time the page was too busy to look as waiting', async () => {
    const load = jest.fn(() => new Promise<RemoteApp>((resolve) => setTimeout(() => resolve(app), 2_000)));
    const areas = createAreaCache({ load, forget: jest.fn() }, undefined, { budgetMs: 3_000, arrivals: nothingArrives });
    const answer = areas.load(dashboard);
    await jest.advanceTimersByTimeAsync(1_000);
    // A long task: the clock moves 4 s while no timer runs.
    jest.setSystemTime(Date.now() + 4_000);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await answer).toBe(app);
  });

  it('ignores an answer that comes after the load was given up', async () => {
    let late: (value: RemoteApp) => void = () => undefined;
    const load = jest.fn(() => new Promise<RemoteApp>((resolve) => (late = resolve)));
    const areas = createAreaCache({ load, forget: jest.fn() }, undefined, { budgetMs: 3_000, arrivals: nothingArrives });
    const answer = areas.load(dashboard).catch((error: Error) => error);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(await answer).toBeInstanceOf(LoadTimeoutError);
    late(app);
    await jest.advanceTimersByTimeAsync(0);
    expect(areas.loaded(dashboard)).toBeUndefined();
  });

  it('loads the last-known-good version on the same clock: nothing arriving for the budget in all gives the area up', async () => {
    const v2 = { ...dashboard, version: '2.0.0', entry: '/remotes/dashboard/2.0.0/mf-manifest.json' };
    const load = jest.fn().mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      throw new Error('404');
    });
    load.mockImplementationOnce(never);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const areas = createAreaCache({ load, forget: jest.fn() }, { fallbackFor: () => dashboard, loaded: jest.fn() }, { budgetMs: 3_000, arrivals: nothingArrives });
    const started = Date.now();
    const answer = areas.load(v2).catch((error: Error) => error);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenLastCalledWith(dashboard, { deadline: expect.any(Function) });
    const [, { deadline }] = load.mock.calls[1] as [unknown, { deadline: () => number }];
    expect(deadline()).toBe(started + 3_000);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(await answer).toBeInstanceOf(LoadTimeoutError);
  });
});

describe('the area cache follows a manifest that changes (a cohort after sign-in)', () => {
  const v1 = remote('dashboard');
  const v2 = { ...v1, version: '2.0.0', entry: '/remotes/dashboard/2.0.0/mf-manifest.json' };
  const app1: RemoteApp = { id: 'dashboard', routes: [] };
  const app2: RemoteApp = { id: 'dashboard', routes: [] };
  const loaderFor = () => jest.fn((wanted: PortalRemote) => Promise.resolve(wanted.version === '2.0.0' ? app2 : app1));

  it('loads a remote whose version changed anew, and keeps one that did not', async () => {
    const load = loaderFor();
    const areas = createAreaCache({ load, forget: jest.fn() });
    expect(await areas.load(v1)).toBe(app1);
    areas.update([v2]);
    expect(areas.loaded(v1)).toBeUndefined();
    expect(await areas.load(v2)).toBe(app2);
    expect(areas.loaded(v2)).toBe(app2);
    areas.update([v2]);
    expect(areas.loaded(v2)).toBe(app2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes loads asked for during an update wait for it, so the old version is never fetched', async () => {
    const load = loaderFor();
    const areas = createAreaCache({ load, forget: jest.fn() });
    let updated: () => void = () => undefined;
    areas.hold(new Promise<void>((resolve) => (updated = resolve)).then(() => areas.update([v2])));
    // The area of the page after sign-in asks with the version it knows of, then with the new one.
    const answer = areas.load(v1);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    updated();
    expect(await answer).toBe(app2);
    expect(await areas.load(v2)).toBe(app2);
    expect(areas.loaded(v2)).toBe(app2);
    expect(load.mock.calls.map(([wanted]) => wanted.version)).toEqual(['2.0.0']);
  });
});
