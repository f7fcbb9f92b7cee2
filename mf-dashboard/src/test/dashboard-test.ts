import { act } from '@testing-library/react';
import { createMockApiClient } from '@portal/api-client/testing';
import { initI18n, registerMessages } from '@portal/i18n';
import { makeUser, setTestLocale } from '@portal/testing';
import { releaseBootView } from '@portal/ui';
import { loadMessages } from '../locales';

/** The dashboard area's test set-up for @portal/testing's renderAreaPage: its learner, and its texts in another language. */

// In these tests the portal's first page is already on screen: what waits for it (the dashboard's widgets) renders at once.
releaseBootView();

export const lee = makeUser({ id: 'u-lee', username: 'lee', displayName: 'Lee Learner' });

/** Switches to `locale` for this test with this area's texts in it (the tenant's content files empty); en-GB again after the test. */
export async function readIn(locale: string): Promise<void> {
  await registerMessages('dashboard', loadMessages);
  await act(() => initI18n({ api: createMockApiClient({ 'GET /content/:area/l10n/:file': () => ({}) }), locale, languages: ['en-GB', locale] }));
  await setTestLocale(locale);
}
