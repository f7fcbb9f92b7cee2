import type { PortalManifest, PortalRemote } from '@portal/contracts';
import { memoryStorage } from '@portal/session';
import { createLastKnownGood, LAST_KNOWN_GOOD_KEY } from './last-known-good';

const remote = (id: string, version: string): PortalRemote => ({
  id,
  name: `mf_${id}`,
  version,
  entry: `/remotes/${id}/${version}/mf-manifest.json`,
  mounts: [`/${id}`],
  enabled: true,
});
const manifestOf = (tenant: string, ...remotes: PortalRemote[]): PortalManifest => ({ tenant, remotes });

describe('createLastKnownGood', () => {
  it('keeps the manifest the portal last started with, per tenant, in storage that outlives the page', () => {
    const storage = memoryStorage();
    createLastKnownGood(storage).started(manifestOf('acme', remote('access', '1.0.0')));
    createLastKnownGood(storage).started(manifestOf('beta'));
    const later = createLastKnownGood(storage);
    expect(later.manifest('acme')?.remotes[0]?.version).toBe('1.0.0');
    // Without a known tenant: the one it last started for.
    expect(later.manifest(null)?.tenant).toBe('beta');
    expect(later.manifest('unknown')?.tenant).toBe('beta');
  });

  it("offers the previous manifest's version of a remote whose pinned version changed", () => {
    const memory = createLastKnownGood(memoryStorage());
    memory.started(manifestOf('acme', remote('access', '1.0.0')));
    memory.started(manifestOf('acme', remote('access', '2.0.0')));
    expect(memory.fallbackFor('acme', remote('access', '2.0.0'))?.version).toBe('1.0.0');
    // The version it already loads has nothing to fall back to.
    expect(memory.fallbackFor('acme', remote('access', '1.0.0'))).toBeUndefined();
    expect(memory.fallbackFor('other', remote('access', '2.0.0'))).toBeUndefined();
  });

  it('offers the version that last loaded, which a newer loaded version replaces', () => {
    const memory = createLastKnownGood(memoryStorage());
    memory.started(manifestOf('acme', remote('access', '2.0.0')));
    expect(memory.fallbackFor('acme', remote('access', '2.0.0'))).toBeUndefined();
    memory.loaded('acme', remote('access', '2.0.0'));
    memory.started(manifestOf('acme', remote('access', '3.0.0')));
    expect(memory.fallbackFor('acme', remote('access', '3.0.0'))?.version).toBe('2.0.0');
    memory.loaded('acme', remote('access', '3.0.0'));
    expect(memory.fallbackFor('acme', remote('access', '4.0.0'))?.version).toBe('3.0.0');
  });

  it('counts malformed, unreadable or full storage as empty and never throws', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_KNOWN_GOOD_KEY, '{"last":');
    expect(createLastKnownGood(storage).manifest('acme')).toBeUndefined();
    storage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify({ last: 'acme', tenants: { acme: { manifest: { tenant: 'acme' } } } }));
    expect(createLastKnownGood(storage).manifest('acme')).toBeUndefined();

    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const memory = createLastKnownGood(broken);
    expect(() => memory.started(manifestOf('acme'))).not.toThrow();
    expect(memory.manifest('acme')).toBeUndefined();
    expect(createLastKnownGood(undefined).fallbackFor('acme', remote('access', '1.0.0'))).toBeUndefined();
  });
});
