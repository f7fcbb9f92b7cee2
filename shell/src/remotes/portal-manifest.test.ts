import { ApiError, createApiClient } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { MANIFEST_BUDGET_MS } from './load-budget';
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
    const gateway = createMockApiClient({
      'GET /portal-manifest.json': () => {
        throw new ApiError({ status: 502, message: 'bad gateway' });
      },
    });
    await expect(fetchPortalManifest(gateway, { sleep: () => Promise.resolve() })).rejects.toMatchObject({ status: 502 });
    expect(gateway.calls).toHaveLength(3);
  });

  it('takes a 404 (no such tenant) as the answer, without asking again', async () => {
    const gateway = createMockApiClient({});
    await expect(fetchPortalManifest(gateway, { sleep: () => Promise.resolve() })).rejects.toMatchObject({ status: 404 });
    expect(gateway.calls).toHaveLength(1);
  });

  describe('within its budget', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('gives up on a gateway that never answers when the budget is spent, the request aborted, not three times 30 s', async () => {
      const signals: AbortSignal[] = [];
      const fetch = jest.fn((_url: string, init?: RequestInit) => {
        signals.push(init!.signal!);
        return new Promise<Response>(() => undefined);
      });
      const answer = fetchPortalManifest(createApiClient({ baseUrl: '', fetch }), { budgetMs: MANIFEST_BUDGET_MS }).catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(MANIFEST_BUDGET_MS - 1);
      expect(signals[0]?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await answer).toMatchObject({ code: 'Timeout' });
      expect(signals[0]?.aborted).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('asks again after a quick failure only while the budget leaves time for it', async () => {
      const fetch = jest.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        throw new TypeError('Failed to fetch');
      });
      const answer = fetchPortalManifest(createApiClient({ baseUrl: '', fetch }), { budgetMs: 3_000 }).catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(3_000);
      expect(await answer).toMatchObject({ code: 'NetworkError' });
      // 1 s, then 0.5 s apart, 1 s: the third would start with no time left.
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });
});
