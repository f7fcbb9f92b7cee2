import type { PortalManifest, PortalRemote } from '@portal/contracts';
import { memoryStorage } from '@portal/session';
import { createLastKnownGood, isSaneManifest, LAST_KNOWN_GOOD_KEY, LAST_KNOWN_GOOD_MAX_AGE_MS } from './last-known-good';

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
    createLastKnownGood(storage).started(manifestOf('beta', remote('access', '1.0.0')));
    const later = createLastKnownGood(storage);
    expect(later.manifest('acme')?.manifest.remotes[0]?.version).toBe('1.0.0');
    // Without a known tenant: the one it last started for.
    expect(later.manifest(null)?.manifest.tenant).toBe('beta');
    expect(later.manifest('unknown')?.manifest.tenant).toBe('beta');
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
    expect(() => memory.started(manifestOf('acme', remote('access', '1.0.0')))).not.toThrow();
    expect(memory.manifest('acme')).toBeUndefined();
    expect(createLastKnownGood(undefined).fallbackFor('acme', remote('access', '1.0.0'))).toBeUndefined();
  });

  it('never replaces the copy with a manifest that has no area to show', () => {
    const memory = createLastKnownGood(memoryStorage());
    memory.started(manifestOf('acme', remote('access', '1.0.0')));
    memory.started(manifestOf('acme'));
    memory.started(manifestOf('acme', { ...remote('access', '2.0.0'), enabled: false }));
    memory.started(manifestOf('acme', { ...remote('access', '2.0.0'), mounts: [] }));
    expect(memory.manifest('acme')?.manifest.remotes.map((kept) => kept.version)).toEqual(['1.0.0']);
    expect(isSaneManifest(manifestOf('acme'))).toBe(false);
  });

  it('says when the copy was kept, and does not offer one older than the limit', () => {
    let time = Date.parse('2030-01-01T00:00:00Z');
    const memory = createLastKnownGood(memoryStorage(), () => time);
    memory.started(manifestOf('acme', remote('access', '1.0.0')));
    const keptAt = time;
    time += LAST_KNOWN_GOOD_MAX_AGE_MS;
    expect(memory.manifest('acme')?.savedAt).toBe(keptAt);
    time += 1;
    expect(memory.manifest('acme')).toBeUndefined();
  });

  it('does not offer a copy kept before copies were dated (its age is unknown)', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify({ last: 'acme', tenants: { acme: { manifest: manifestOf('acme', remote('access', '1.0.0')), good: {} } } }));
    expect(createLastKnownGood(storage).manifest('acme')).toBeUndefined();
  });
});
