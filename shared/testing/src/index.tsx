import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, parsePath, useLocation, type InitialEntry } from 'react-router-dom';
import { ApiProvider } from '@portal/api-client';
import { createMockApiClient, type MockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { AppSettings, User } from '@portal/contracts';
import { DEFAULT_LOCALE, i18n } from '@portal/i18n';
import { createPortalQueryClient, queryClient as portalQueryClient } from '@portal/query';
import { signedInSession } from '@portal/session/testing';
import { messageStore, type MessageType } from '@portal/ui';

export { eventually, type EventuallyOptions } from './eventually';
export { makeSettings, makeUser, resetSessionStore, signedInSession } from '@portal/session/testing';

/*
 * The areas' one page-test harness: a page rendered at an address, with a session (signed in, or
 * not), a mock LMS, the router, a query cache of its own and the active language. Tests only.
 */

export interface AreaPageOptions {
  /** The route pattern the page is mounted at ('/team/member/:id'). */
  route: string;
  /** The address opened ('/team/member/m1?tab=history'). */
  path: string;
  /** Who is signed in (makeUser() when not given); `null` for a visitor who is not. */
  user?: User | null;
  /** The mock LMS: 'POST /almanac/GetConfig' → answer (@portal/api-client/testing). */
  handlers?: Record<string, MockHandler>;
  /** A mock LMS the test made itself, instead of `handlers`. */
  api?: MockApiClient;
  /** The tenant's settings ({ items: [] }). */
  settings?: AppSettings;
  /** The tenant ('demo'). */
  scope?: string;
  /** The router state the address is opened with (what a link's `state` carried). */
  state?: unknown;
  /** The address before this one, so a page's way back has somewhere to go (opened with `state: { from }`). */
  from?: string;
  /** A query cache the test reads itself (createTestQueryClient()); a fresh one otherwise. */
  queryClient?: QueryClient;
}

/** The portal's query cache settings (the spec's one-minute staleness), without retries: a failing read fails at once. */
export function createTestQueryClient(): QueryClient {
  const client = createPortalQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/**
 * Where the router is, for tests that follow a redirect or a link: `screen.getByTestId('location')`
 * (its router state, when there is one, as JSON in data-state).
 */
function Location() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="location" data-state={state === null || state === undefined ? undefined : JSON.stringify(state)}>
      {`${pathname}${search}`}
    </p>
  );
}

/**
 * Waits until the router is at `path` (the whole address, or a pattern it must match) and answers
 * the location probe, for a test that follows a redirect or a link (and reads its data-state).
 */
export function waitForLocation(path: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const probe = screen.getByTestId('location');
    if (typeof path === 'string') expect(probe.textContent).toBe(path);
    else expect(probe).toHaveTextContent(path);
    return probe;
  });
}

function entriesOf(path: string, state: unknown, from: string | undefined): InitialEntry[] {
  if (from !== undefined) return [from, { ...parsePath(path), state: state ?? { from } }];
  return [state !== undefined ? { ...parsePath(path), state } : path];
}

/**
 * Renders `element` at `path` (route pattern `route`) with a query cache of its own and the mock
 * LMS; any other address renders only the location. The session and the toasts are the test's
 * business (renderAreaPage sets them). Answers the mock client, whose `calls` the test can read.
 * The portal's own cache is emptied too: a page that brings its own provider (a signed-out page)
 * uses it, and must not be served an earlier test's answers.
 */
export function renderRoute(
  element: ReactElement,
  { route, path, handlers = {}, api = createMockApiClient(handlers), state, from, queryClient = createTestQueryClient() }: AreaPageOptions,
): MockApiClient {
  const entries = entriesOf(path, state, from);
  portalQueryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={api}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
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

/**
 * `renderRoute` in a fresh session: tenant `scope` ('demo') with its `settings`, signed in as `user`
 * (or signed out with `user: null`), and no toasts left from an earlier test.
 */
export function renderAreaPage(element: ReactElement, options: AreaPageOptions): MockApiClient {
  signedInSession({ user: options.user, settings: options.settings, scope: options.scope });
  messageStore.setState({ messages: [] });
  return renderRoute(element, options);
}

/** The toasts shown so far, oldest first, as [type, text]. */
export function shownMessages(): Array<[MessageType, string | undefined]> {
  return messageStore.getState().messages.map((message) => [message.type, message.message]);
}

let localeChanged = false;

/**
 * Switches the active language for this test (digits, direction, the locale's formats); the
 * language goes back to en-GB after the test, whatever happens in it.
 */
export async function setTestLocale(locale: string): Promise<void> {
  localeChanged = true;
  await act(() => i18n.changeLanguage(locale));
}

// Registered once per test file that imports the harness, as testing-library registers its cleanup.
if (typeof afterEach === 'function') {
  afterEach(async () => {
    if (!localeChanged) return;
    localeChanged = false;
    await act(() => i18n.changeLanguage(DEFAULT_LOCALE));
  });
}
