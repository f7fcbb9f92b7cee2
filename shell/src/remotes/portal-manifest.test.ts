import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { enabledRemotes, fetchPortalManifest } from './portal-manifest';

const manifest = {
  tenant: 'demo',
  remotes: [
    { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access'] },
    { id: 'cpd', name: 'mf_cpd', version: '1.0.0', entry: '/remotes/cpd/1.0.0/mf-manifest.json', mounts: ['/cpd'], enabled: false },
  ],
};

describe('portal manifest', () => {
  it('is read from /portal-manifest.json, retried after a failure', async () => {
    let calls = 0;
    const gateway = createMockApiClient({
      'GET /portal-manifest.json': () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ status: 502, message: 'bad gateway' });
        return manifest;
      },
    });
    const answer = await fetchPortalManifest(gateway, { sleep: () => Promise.resolve() });
    expect(calls).toBe(2);
    expect(enabledRemotes(answer).map((remote) => remote.id)).toEqual(['access']);
  });

  it('fails after three attempts', async () => {
    const gateway = createMockApiClient({});
    await expect(fetchPortalManifest(gateway, { sleep: () => Promise.resolve() })).rejects.toMatchObject({ status: 404 });
    expect(gateway.calls).toHaveLength(3);
  });
});
