import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalRemote } from '@portal/contracts';
import type { RemoteApp } from '@portal/remote-contract';
import { registerPortalRemotes } from './federation';
import { createAreaCache } from './remote-loader';
import { isUnavailableRemote, unavailableRemoteModule } from './unavailable-remote';

// A fake federation runtime: what the shell asks of it, and how often.
jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const access: PortalRemote = { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access'], enabled: true };
const accessApp: RemoteApp = { id: 'access', routes: [] };

beforeEach(() => jest.clearAllMocks());

describe('registerPortalRemotes', () => {
  it("registers the remotes with the portal's runtime plugins, fetching nothing", () => {
    registerPortalRemotes([access]);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'shell',
        plugins: [
          expect.objectContaining({ name: 'portal-retry-and-time-out', fetch: expect.any(Function), createScript: expect.any(Function), loadEntryError: expect.any(Function) }),
          expect.objectContaining({ name: 'portal-fallback' }),
        ],
      }),
    );
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_access', entry: 'http://localhost/remotes/access/1.0.0/mf-manifest.json' }]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("asks the runtime for the remote's './app' once, whether preloaded at start-up or loaded by its area", async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: accessApp });
    const areas = createAreaCache(registerPortalRemotes([access]));
    areas.preload(access);
    areas.preload(access);
    expect(await areas.load(access)).toBe(accessApp);
    expect(await areas.load(access)).toBe(accessApp);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_access/app');
  });

  it("hands the fallback plugin's stand-in to the area once, then drops the runtime's memory so Retry fetches again", async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce(unavailableRemoteModule('mf_access')).mockResolvedValueOnce({ default: accessApp });
    const areas = createAreaCache(registerPortalRemotes([access]));
    areas.preload(access);
    await Promise.resolve();
    expect(isUnavailableRemote(await areas.load(access))).toBe(true);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_access', entry: expect.any(String) }], { force: true });
    expect(await areas.load(access)).toBe(accessApp);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('registers the same name at another entry before loading a last-known-good version of it', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: accessApp });
    const loader = registerPortalRemotes([access]);
    await loader.load(access);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    await loader.load({ ...access, version: '0.9.0', entry: '/remotes/access/0.9.0/mf-manifest.json' });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_access', entry: 'http://localhost/remotes/access/0.9.0/mf-manifest.json' }], { force: true });
    // Retry goes back to the pinned version.
    loader.forget(access);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_access', entry: 'http://localhost/remotes/access/1.0.0/mf-manifest.json' }], { force: true });
  });
});
