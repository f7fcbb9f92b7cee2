import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider } from '@portal/api-client';
import { createMockApiClient, type MockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { AppSettings, User } from '@portal/contracts';
import { sessionStore } from '@portal/session';

export interface AreaPageOptions {
  /** The route pattern the page is mounted at ('/team/member/:id'). */
  route: string;
  /** The address opened ('/team/member/m1?tab=history'). */
  path: string;
  /** Who is signed in. */
  user: User;
  /** The mock LMS: 'POST /almanac/GetConfig' → answer. */
  handlers: Record<string, MockHandler>;
  settings?: AppSettings;
  scope?: string;
}

/** Where the router is, for tests that follow a redirect or a link: `screen.getByTestId('location')`. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `path` (route pattern `route`) with its own query cache (no retries) and the
 * mock LMS answering `handlers`; any other address renders nothing but the location. Answers the mock
 * client, whose `calls` the test can read. Whoever is signed in is the test's business.
 */
export function renderRoute(element: ReactElement, { route, path, handlers }: Pick<AreaPageOptions, 'route' | 'path' | 'handlers'>): MockApiClient {
  const api = createMockApiClient(handlers);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider value={api}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return api;
}

/** `renderRoute` signed in as `user` in tenant `scope` (demo) with the tenant's `settings`. */
export function renderAreaPage(element: ReactElement, { route, path, user, handlers, settings = { items: [] }, scope = 'demo' }: AreaPageOptions): MockApiClient {
  sessionStore.getState().resetSite();
  sessionStore.getState().setScope(scope);
  sessionStore.getState().setSettings(settings);
  sessionStore.getState().setUser(user);
  return renderRoute(element, { route, path, handlers });
}
