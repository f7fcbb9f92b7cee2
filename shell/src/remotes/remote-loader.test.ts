import { createMockApiClient } from '@portal/api-client/testing';
import type { PortalRemote } from '@portal/contracts';
import { changeLanguage, i18n, initI18n } from '@portal/i18n';
import type { RemoteApp } from '@portal/remote-contract';
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
