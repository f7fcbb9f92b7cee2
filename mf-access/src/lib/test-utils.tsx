import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider, type ApiClient } from '@portal/api-client';
import type { AppSettings } from '@portal/contracts';
import { sessionStore } from '@portal/session';

/** Shows where the page navigated to, for assertions. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Renders `page` at `url` (matched by `path`); any navigation away lands on the location probe. */
export function renderPage(page: ReactElement, { api, url, path }: { api: ApiClient; url: string; path: string }) {
  return render(
    <ApiProvider value={api}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
}

/** A signed-out session in tenant 'demo' with the given settings. */
export function resetSession(settings: AppSettings = { items: [] }): void {
  localStorage.clear();
  sessionStore.getState().resetSite();
  sessionStore.getState().setScope('demo');
  sessionStore.getState().setSettings(settings);
}
