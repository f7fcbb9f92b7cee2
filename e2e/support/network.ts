import type { Page } from '@playwright/test';

/*
 * Requests the page has in flight. A test that moves a fake clock far ahead must first let every load
 * finish: the portal's load time-outs (a remote, a chunk) run on the page's timers, so a jump of a
 * minute while a remote is still arriving is a hung load to the portal, not the idle page the test means.
 */
export interface RequestTracker {
  /** Resolves once no request (the socket's long poll aside) has been in flight for `quietMs`. */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
}

export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<object>();
  let lastChange = Date.now();
  const counted = (url: string) => !url.includes('/socket.io/');
  page.on('request', (request) => {
    if (!counted(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: object) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms: ${inFlight.size}`);
        // Node's timer, not the page's: the page's clock is fake in these tests.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
