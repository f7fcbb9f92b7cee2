import type { Page, Request } from '@playwright/test';

/*
 * Requests the page has in flight. A test that moves a fake clock far ahead must first let every load
 * finish: the portal's load time-outs (a remote, a chunk) run on the page's timers, so a jump of a
 * minute while a remote is still arriving is a hung load to the portal, not the idle page the test means.
 */
export interface RequestTracker {
  /** Resolves once no request (the socket's long poll aside) has been in flight for `quietMs`. */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/** `except`: requests that never count (one the test holds unanswered on purpose). */
export function trackRequests(page: Page, { except = () => false }: { except?: (request: Request) => boolean } = {}): RequestTracker {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const counted = (request: Request) => !request.url().includes('/socket.io/') && !except(request);
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      // `except` is asked again here: the route that holds a request may learn of it after its 'request' event.
      const open = () => [...inFlight].filter(counted).length;
      while (open() > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms: ${open()}`);
        // Node's timer, not the page's: the page's clock is fake in these tests.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * The page's requests whose path ends with `path`, from now on (the list fills as they are made):
 * "at once" counted rather than timed, so that a busy machine cannot pass or fail the check.
 */
export function countRequests(page: Page, path: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) requests.push(request);
  });
  return requests;
}
