import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, type ApiClient } from '@portal/api-client';
import type { AppSettings } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { messages, messageStore, visibleMessages } from '@portal/ui';

/** Shows where the page navigated to, for assertions. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** A query cache as the portal's (answers kept a minute, spec 3 §9), without retries. */
export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

/**
 * Renders a catalogue page at `url` (matched by `path`) with its own query cache and the given API
 * twin; any navigation away lands on the location probe.
 */
export function renderPage(page: ReactElement, { api, url, path, client = newQueryClient() }: { api: ApiClient; url: string; path: string; client?: QueryClient }) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <ApiProvider value={api}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<CurrentLocation />} />
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </QueryClientProvider>,
    ),
  };
}

/** Learner 'lee' (id u1) signed in to tenant 'demo' with the given settings, and no toasts. */
export function signInLearner(settings: AppSettings = { items: [] }): void {
  localStorage.clear();
  sessionStore.getState().resetSite();
  sessionStore.getState().setScope('demo');
  sessionStore.getState().setSettings(settings);
  sessionStore.getState().setUser({ id: 'u1', username: 'lee', displayName: 'Lee Learner', roles: [], profile: {}, authenticationMode: 'forms' });
  messageStore.setState({ messages: [] });
}

/** The texts of the toasts shown so far. */
export function toastTexts(): string[] {
  return messageStore.getState().messages.map((message) => message.message ?? '');
}

/** The texts shown after the route change the shell announces once a page navigated (a message raised for the next page survives it). */
export function textsAfterRouteChange(): string[] {
  messages.routeChanged();
  return visibleMessages(messageStore.getState()).map((message) => message.message ?? '');
}
