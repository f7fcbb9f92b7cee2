import type { ReactElement } from 'react';
import { createTokenRefresher } from '@portal/api-client';
import { createMockApiClient, type MockApiClient, type MockHandler } from '@portal/api-client/testing';
import { renderRoute } from '@portal/testing';
import { ServicesProvider, type ShellServices } from '../lib/services';

/** The shell's test set-up for @portal/testing: its services on a mock LMS. */

/** The shell's services with the API client's test twin answering `handlers`, and a token refresher over it. */
export function makeServices(handlers: Record<string, MockHandler> = {}): ShellServices & { api: MockApiClient } {
  const api = createMockApiClient(handlers);
  return { api, tokenRefresher: createTokenRefresher(api) };
}

/**
 * Renders the shell's `ui` (which routes itself) at `path` with its services, through @portal/testing's
 * renderRoute: the session is the test's; the location probe shows where the router is.
 */
export function renderAt(ui: ReactElement, path: string, services: ShellServices & { api: MockApiClient } = makeServices()): MockApiClient {
  return renderRoute(<ServicesProvider services={services}>{ui}</ServicesProvider>, { route: '*', path, api: services.api });
}
