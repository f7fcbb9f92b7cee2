/** @jest-environment node */
import { createLoadDeadlines, retryAndTimeOutPlugin } from './retry-and-time-out';

type Plugin = ReturnType<typeof retryAndTimeOutPlugin>;
const remoteInfo = { name: 'mf_dashboard', entry: 'http://portal.test/remotes/dashboard/1.0.0/mf-manifest.json' } as never;
/** A load's deadline that stays where it is (nothing arrives while the test runs). */
const at = (deadline: number) => () => deadline;
const json = () => new Response('{"name":"mf_dashboard"}', { status: 200 });

/** A fetch that never answers, but ends when its signal aborts, like the browser's. */
const hangingFetch = jest.fn(
  (_url: unknown, init?: RequestInit) =>
    new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError')))),
);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

function setup(fetch: jest.Mock) {
  const deadlines = createLoadDeadlines();
  const plugin: Plugin = retryAndTimeOutPlugin({ deadlines, fetch });
  return { deadlines, plugin, fetchManifest: () => plugin.fetch!('http://portal.test/x/mf-manifest.json', {}, remoteInfo) as Promise<Response> };
}

describe('retryAndTimeOutPlugin', () => {
  it('asks again for a manifest that failed fast, half a second apart, at most twice', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('oops', { status: 500 }))
      .mockResolvedValueOnce(json());
    const { deadlines, fetchManifest } = setup(fetch);
    deadlines.set('mf_dashboard', at(Date.now() + 3_000));
    const answer = fetchManifest();
    await jest.advanceTimersByTimeAsync(1_000);
    expect((await answer).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('also asks again for a manifest that is cut short (JSON that does not parse)', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response('{"name":', { status: 200 }))
      .mockResolvedValueOnce(json());
    const { deadlines, fetchManifest } = setup(fetch);
    deadlines.set('mf_dashboard', at(Date.now() + 3_000));
    const answer = fetchManifest();
    await jest.advanceTimersByTimeAsync(500);
    expect((await answer).status).toBe(200);
  });

  it('aborts a manifest request that does not answer by the load’s deadline, and does not ask again', async () => {
    const { deadlines, fetchManifest } = setup(hangingFetch);
    deadlines.set('mf_dashboard', at(Date.now() + 3_000));
    const answer = fetchManifest().catch((error: Error) => error);
    await jest.advanceTimersByTimeAsync(2_999);
    expect(hangingFetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(((await answer) as Error).name).toBe('TimeoutError');
    expect(hangingFetch).toHaveBeenCalledTimes(1);
  });

  it('gives a remoteEntry.js script the time left until the deadline', () => {
    const { deadlines, plugin } = setup(jest.fn());
    expect(plugin.createScript!({ url: 'x', remoteInfo })).toBeUndefined();
    deadlines.set('mf_dashboard', at(Date.now() + 3_000));
    jest.advanceTimersByTime(1_000);
    expect(plugin.createScript!({ url: 'x', remoteInfo })).toEqual({ timeout: 2_000 });
  });

  it('loads a remoteEntry.js that failed again while time is left, not once the deadline has passed', async () => {
    const { deadlines, plugin } = setup(jest.fn());
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008 ScriptNetworkError')).mockResolvedValueOnce(entry);
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const args = { getRemoteEntry, origin: {}, remoteInfo, globalLoading, uniqueKey: 'key' } as never;

    deadlines.set('mf_dashboard', at(Date.now() + 3_000));
    const recovered = plugin.loadEntryError!(args);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await recovered).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();

    // The script timed out at the deadline: nothing is left to try again in.
    getRemoteEntry.mockClear();
    jest.advanceTimersByTime(3_000);
    expect(await plugin.loadEntryError!(args)).toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });

  it('does not load a remoteEntry.js again that ran out of its time, although the load goes on (other files kept arriving)', async () => {
    const { deadlines, plugin } = setup(jest.fn());
    const getRemoteEntry = jest.fn();
    const args = { getRemoteEntry, origin: {}, remoteInfo, globalLoading: {}, uniqueKey: 'key' } as never;
    // The load's clock moves on with every arrival: a request starting at any moment has 3 s.
    deadlines.set('mf_dashboard', () => Date.now() + 3_000);
    expect(plugin.createScript!({ url: 'x', remoteInfo })).toEqual({ timeout: 3_000 });
    jest.advanceTimersByTime(3_000);
    // The script's own time-out failed it: the runtime says only that it failed.
    expect(await plugin.loadEntryError!(args)).toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });
});
