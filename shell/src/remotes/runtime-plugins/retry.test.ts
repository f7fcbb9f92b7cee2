import { retryPlugin } from './retry';

const noSleep = () => Promise.resolve();
const response = (status: number) => ({ status }) as Response;

describe('retryPlugin', () => {
  it('fetches a remote manifest again after a network failure or a server error', async () => {
    const fetch = jest
      .fn<Promise<Response>, [string, RequestInit]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response(503))
      .mockResolvedValueOnce(response(200));
    const answer = await retryPlugin({ fetch, sleep: noSleep }).fetch?.('/remotes/access/1.0.0/mf-manifest.json', {});
    expect((answer as Response).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404 and gives up after three attempts', async () => {
    const notFound = jest.fn().mockResolvedValue(response(404));
    expect(((await retryPlugin({ fetch: notFound, sleep: noSleep }).fetch?.('/x', {})) as Response).status).toBe(404);
    expect(notFound).toHaveBeenCalledTimes(1);

    const down = jest.fn().mockResolvedValue(response(502));
    await expect(retryPlugin({ fetch: down, sleep: noSleep }).fetch?.('/x', {})).rejects.toThrow('/x answered 502');
    expect(down).toHaveBeenCalledTimes(3);
  });

  it('loads remoteEntry.js again, first dropping the failed load the runtime still holds', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = { mf_access: Promise.resolve() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockImplementationOnce(() => {
      expect(globalLoading.mf_access).toBeUndefined();
      return Promise.resolve(entry);
    });
    const hook = retryPlugin({ sleep: noSleep }).loadEntryError as unknown as (args: object) => Promise<unknown>;
    expect(await hook({ getRemoteEntry, globalLoading, uniqueKey: 'mf_access', origin: {}, remoteInfo: {} })).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
