/** @jest-environment node */
import { AREA_LOAD_BUDGET_MS, MANIFEST_BUDGET_MS, watchArrivals } from './load-budget';

describe('the load budgets (decision 0014)', () => {
  it('are at most the 4 s a visitor waits before the portal says a part does not answer', () => {
    expect(AREA_LOAD_BUDGET_MS).toBeLessThanOrEqual(4_000);
    expect(MANIFEST_BUDGET_MS).toBeLessThanOrEqual(4_000);
  });

  it("are the builds' chunk time-out too, so a lazy page of an area fails within the same budget", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { CHUNK_LOAD_TIMEOUT_MS } = require('@portal/build') as { CHUNK_LOAD_TIMEOUT_MS: number };
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(AREA_LOAD_BUDGET_MS);
  });
});

describe('the arrivals a load clock counts as progress', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
  });

  /** A PerformanceObserver whose queue the test fills; `deliver` is the browser handing it over later. */
  function fakeObserver() {
    const queue: Partial<PerformanceResourceTiming>[] = [];
    let callback: PerformanceObserverCallback = () => undefined;
    class FakeObserver {
      static supportedEntryTypes = ['resource'];
      constructor(next: PerformanceObserverCallback) {
        callback = next;
      }
      observe() {}
      disconnect() {}
      takeRecords() {
        return queue.splice(0) as PerformanceEntryList;
      }
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    return {
      queue,
      deliver: () => callback({ getEntries: () => queue.splice(0) as PerformanceEntryList } as PerformanceObserverEntryList, {} as PerformanceObserver),
    };
  }

  it("are the portal's files, read from the queue the page has not been handed yet, and never its API calls", () => {
    const { queue, deliver } = fakeObserver();
    const watch = watchArrivals();
    expect(watch.arrived()).toBe(false);
    queue.push({ name: 'http://portal.test/_api/reach/demo/api/v3/users/learner', initiatorType: 'fetch' });
    expect(watch.arrived()).toBe(false);
    queue.push({ name: 'http://portal.test/remotes/dashboard/1.0.0/remoteEntry.js', initiatorType: 'script' });
    expect(watch.arrived()).toBe(true);
    // Each arrival is counted once.
    expect(watch.arrived()).toBe(false);
    queue.push({ name: 'http://portal.test/4087.1f24d099.js', initiatorType: 'script' });
    deliver();
    expect(watch.arrived()).toBe(true);
  });

  it('never arrive where the browser has no PerformanceObserver', () => {
    // @ts-expect-error: a browser without the API
    globalThis.PerformanceObserver = undefined;
    expect(watchArrivals().arrived()).toBe(false);
  });
});
