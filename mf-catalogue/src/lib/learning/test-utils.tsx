import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider } from '@portal/api-client';
import { createMockApiClient, type MockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { AppSettings, User } from '@portal/contracts';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import type { XapiConfig } from '@portal/contracts/xapi';
import { sessionStore } from '@portal/session';
import { messageStore } from '@portal/ui';

export const TEST_LEARNER: User = { id: 'u-learner', username: 'learner', displayName: 'Alex Morgan', roles: [], profile: {}, authenticationMode: 'forms' };

/** Shows where the page navigated to, for assertions. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** The learner signed in to tenant 'demo' with the given settings, and no messages left over. */
export function signInLearner(settings: AppSettings = { items: [] }): void {
  localStorage.clear();
  sessionStore.getState().resetSite();
  sessionStore.getState().setScope('demo');
  sessionStore.getState().setSettings(settings);
  sessionStore.getState().setUser(TEST_LEARNER);
  messageStore.setState({ messages: [] });
}

/** The Authorization value xapi/config hands the learner in these tests. */
export const TEST_LRS_AUTH = 'Basic dXNlci10ZXN0OnNlY3JldA==';
/** xapi/config for the learner: the portal's own record store, the learner's agent, a token. */
export const TEST_XAPI_CONFIG: XapiConfig = {
  endpoint: '/_api/lrs/',
  agent: { objectType: 'Agent', name: 'Alex Morgan', account: { homePage: 'http://localhost:8080', name: TEST_LEARNER.id } },
  authToken: TEST_LRS_AUTH,
};
export const XAPI_CONFIG_ROUTE = 'GET /reach/:scope/api/v4/users/:owner/xapi/config';

/** The mock LMS with the learner's catalogue, xapi/config and the given extra routes. */
export function mockLms(items: CatalogueItem[], handlers: Record<string, MockHandler> = {}): MockApiClient {
  return createMockApiClient({
    'GET /reach/demo/api/v3/users/learner/catalogue': () => ({ Items: items, Categories: [] }),
    [XAPI_CONFIG_ROUTE]: () => TEST_XAPI_CONFIG,
    ...handlers,
  });
}

/** Texts of the messages the page added (toasts), oldest first. */
export function shownMessages(): Array<string | undefined> {
  return messageStore.getState().messages.map((message) => message.message);
}

/**
 * Renders a page of this area at `url` (matched by `path`) with its own query cache; navigation to
 * anything else lands on the location probe. `from` puts the page the learner came from first.
 */
export function renderPage(page: ReactElement, { api, url, path, from }: { api: MockApiClient; url: string; path: string; from?: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const entries = from ? [from, { pathname: url, state: { from } }] : [url];
  return render(
    <ApiProvider value={api}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ApiProvider>,
  );
}
