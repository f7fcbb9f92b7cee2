import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider, createMockApiClient, type MockHandler } from '@portal/api-client';
import type { AppSettings, User } from '@portal/contracts';
import { sessionStore } from '@portal/session';

export const lee: User = { id: 'u-lee', username: 'lee', displayName: 'Lee Learner', roles: [], profile: {}, authenticationMode: 'forms' };

function Location() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** Signs `lee` in to the demo scope with these settings. */
export function signIn(settings: Partial<AppSettings> = {}) {
  localStorage.clear();
  sessionStore.getState().resetSite();
  sessionStore.getState().setScope('demo');
  sessionStore.getState().setSettings({ items: [], ...settings });
  sessionStore.getState().setUser(lee);
}

/** Renders `element` at `path` (route `pattern`) with the API client's test twin answering `handlers`. */
export function renderWith(element: ReactNode, handlers: Record<string, MockHandler>, { path = '/', pattern = path }: { path?: string; pattern?: string } = {}) {
  const api = createMockApiClient(handlers);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider value={api}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return api;
}
