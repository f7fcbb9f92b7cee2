import { createMockApiClient } from '@portal/api-client';
import { i18n } from '@portal/i18n';
import { createSessionStore, memoryStorage } from '@portal/session';
import { makeUser } from '../test-utils';
import { resolveScope, restoreUser, startPortal } from './startup';

const manifest = {
  tenant: 'acme',
  remotes: [
    { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access'], enabled: true },
    { id: 'cpd', name: 'mf_cpd', version: '1.0.0', entry: '/remotes/cpd/1.0.0/mf-manifest.json', mounts: ['/cpd'], enabled: false },
  ],
};

const newSession = () => createSessionStore({ local: memoryStorage(), session: memoryStorage() });

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
  });
});

describe('startPortal', () => {
  it('registers the enabled remotes, sets scope and settings, and starts i18n in the tenant languages', async () => {
    const session = newSession();
    const gateway = createMockApiClient({ 'GET /portal-manifest.json': () => manifest });
    const api = createMockApiClient({
      'GET /reach/acme/api/v3/endpoint/config': () => ({ languages: ['en-GB', 'fr-FR'], systemName: 'Acme' }),
      'GET /content/:area/l10n/:file': () => ({}),
    });
    const register = jest.fn().mockReturnValue({ load: jest.fn(), forget: jest.fn() });

    const started = await startPortal({ api, gateway, register, session, readUid: () => undefined });

    expect(register).toHaveBeenCalledWith([manifest.remotes[0]]);
    expect(started.remotes.map((remote) => remote.id)).toEqual(['access']);
    expect(session.getState().scope).toBe('acme');
    expect(session.getState().settings?.systemName).toBe('Acme');
    expect(i18n.language).toBe('en-GB');
    // Nothing is fetched from a remote at start: the first paint never waits for one.
    expect([...gateway.calls, ...api.calls].some((call) => call.path.startsWith('/remotes/'))).toBe(false);
  });

  it('fails when the manifest cannot be had, so the shell can offer Retry', async () => {
    const gateway = createMockApiClient({});
    const api = createMockApiClient({});
    await expect(startPortal({ api, gateway, register: jest.fn(), session: newSession(), readUid: () => undefined })).rejects.toMatchObject({ status: 404 });
  }, 10_000);
});
