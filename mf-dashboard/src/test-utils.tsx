import type { ReactElement } from 'react';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import { i18n, initI18n, registerMessages } from '@portal/i18n';
import type { AppSettings, User } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { renderRoute } from '@portal/testing';
import { releaseBootView } from '@portal/ui';
import { loadMessages } from './locales';

// In these tests the portal's first page is already on screen: what waits for it (the dashboard's widgets) renders at once.
releaseBootView();

export const lee: User = { id: 'u-lee', username: 'lee', displayName: 'Lee Learner', roles: [], profile: {}, authenticationMode: 'forms' };

/** Signs `lee` in to the demo scope with these settings. */
export function signIn(settings: Partial<AppSettings> = {}) {
  localStorage.clear();
  sessionStore.getState().resetSite();
  sessionStore.getState().setScope('demo');
  sessionStore.getState().setSettings({ items: [], ...settings });
  sessionStore.getState().setUser(lee);
}

/** Renders `element` at `path` (route `pattern`) with the API client's test twin answering `handlers` (@portal/testing). */
export function renderWith(element: ReactElement, handlers: Record<string, MockHandler>, { path = '/', pattern = path }: { path?: string; pattern?: string } = {}) {
  return renderRoute(element, { route: pattern, path, handlers });
}

/** Switches the portal to `locale` with this area's texts (the tenant's content files empty); `readInEnglish()` switches back. */
export async function readIn(locale: string): Promise<void> {
  await registerMessages('dashboard', loadMessages);
  await initI18n({ api: createMockApiClient({ 'GET /content/:area/l10n/:file': () => ({}) }), locale, languages: ['en-GB', locale] });
}
export const readInEnglish = () => i18n.changeLanguage('en-GB');
