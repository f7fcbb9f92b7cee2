import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, parsePath, useLocation } from 'react-router-dom';
import { ApiProvider, type ApiClient } from '@portal/api-client';
import type { AppSettings } from '@portal/contracts';
import { QueryProvider, queryClient } from '@portal/query';
import { sessionStore } from '@portal/session';

/** Shows where the page navigated to (and the router state, as JSON in data-state), for assertions. */
function CurrentLocation() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="location" data-state={state === null || state === undefined ? undefined : JSON.stringify(state)}>
      {`${pathname}${search}`}
    </p>
  );
}

/**
 * Renders `page` at `url` (matched by `path`), with the router `state` when given, inside the
 * portal's QueryProvider (emptied first, so no answer of an earlier test is served); any navigation
 * away lands on the location probe.
 */
export function renderPage(page: ReactElement, { api, url, path, state }: { api: ApiClient; url: string; path: string; state?: unknown }) {
  queryClient.clear();
  return render(
    <QueryProvider>
      <ApiProvider value={api}>
        <MemoryRouter initialEntries={[state === undefined ? url : { ...parsePath(url), state }]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>
    </QueryProvider>,
  );
}

/** A signed-out session in tenant 'demo' with the given settings. */
export function resetSession(settings: AppSettings = { items: [] }): void {
  localStorage.clear();
  sessionStore.getState().resetSite();
  sessionStore.getState().setScope('demo');
  sessionStore.getState().setSettings(settings);
}
