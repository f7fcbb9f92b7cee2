import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n, initI18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { ApiError } from '@portal/api-client';
import { makeUser } from '@portal/testing';
import { makeServices, renderAt } from '../test/shell-services';
import { LanguageSelector } from './LanguageSelector';

const LANGUAGES = ['en-GB', 'de-DE', 'fr-FR'];

async function setup() {
  const services = makeServices({ 'POST /reach/acme/api/v4/users/u1/profile': (body: { profile: Record<string, string> }) => ({ profile: body.profile }) });
  sessionStore.getState().setScope('acme');
  sessionStore.getState().setSettings({ items: [], languages: LANGUAGES });
  sessionStore.getState().setUser(makeUser());
  await initI18n({ api: services.api, locale: 'en-GB', languages: LANGUAGES });
  renderAt(<LanguageSelector />, '/', services);
  const posts = () => services.api.calls.filter((call) => call.method === 'POST');
  return { select: screen.getByRole('combobox', { name: 'Language' }), posts };
}

/** What Chromium does on a closed select: the arrow key's keydown, then a change event for the next option. */
function arrowTo(select: HTMLElement, locale: string) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value: locale } });
}

afterEach(async () => {
  await act(() => changeLanguage('en-GB'));
  sessionStore.getState().clearSession();
});

describe('LanguageSelector applies a language only on a confirmed choice (issue 12)', () => {
  it('moving through the closed box with the arrow keys switches nothing and saves nothing; Enter applies the choice', async () => {
    const { select, posts } = await setup();
    arrowTo(select, 'de-DE');
    arrowTo(select, 'fr-FR');
    expect(select).toHaveValue('fr-FR');
    expect(i18n.language).toBe('en-GB');
    expect(document.documentElement).toHaveAttribute('lang', 'en-GB');
    expect(posts()).toHaveLength(0);

    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(i18n.language).toBe('fr-FR'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual(expect.objectContaining({ body: { profile: { preferredLanguage: 'fr-FR' } } }));
    await waitFor(() => expect(sessionStore.getState().user?.profile.preferredLanguage).toBe('fr-FR'));
  });

  it('during a forced two-factor set-up switches the language without saving it (that session may not)', async () => {
    const { select, posts } = await setup();
    act(() => {
      sessionStore.getState().setSettings({ items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }], languages: LANGUAGES });
      sessionStore.getState().updateUser({ isTwoFASetupCompleted: false });
    });
    fireEvent.change(select, { target: { value: 'de-DE' } });
    await waitFor(() => expect(i18n.language).toBe('de-DE'));
    expect(posts()).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Escape goes back to the language in use', async () => {
    const { select, posts } = await setup();
    arrowTo(select, 'de-DE');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('en-GB');
    fireEvent.blur(select);
    expect(i18n.language).toBe('en-GB');
    expect(posts()).toHaveLength(0);
  });

  it('leaving the box after moving to a language applies it', async () => {
    const { select } = await setup();
    arrowTo(select, 'de-DE');
    fireEvent.blur(select);
    await waitFor(() => expect(i18n.language).toBe('de-DE'));
  });

  it('a choice picked from the opened list applies at once', async () => {
    const { select, posts } = await setup();
    await userEvent.selectOptions(select, 'de-DE');
    await waitFor(() => expect(i18n.language).toBe('de-DE'));
    await waitFor(() => expect(posts()).toHaveLength(1));
  });
});

describe('LanguageSelector answers the interaction before the portal switches (issue 35, INP)', () => {
  it('shows the confirmed choice in a frame of its own, then switches the language', async () => {
    const { select } = await setup();
    // The texts are in already (as after a first visit): nothing left to wait for but the switch.
    await act(() => changeLanguage('fr-FR'));
    await act(() => changeLanguage('en-GB'));
    arrowTo(select, 'fr-FR');
    fireEvent.keyDown(select, { key: 'Enter' });
    // Promises settled, no frame yet: the box shows the choice, the portal is still in English.
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    expect(select).toHaveValue('fr-FR');
    expect(i18n.language).toBe('en-GB');
    await waitFor(() => expect(i18n.language).toBe('fr-FR'));
    expect(select).toHaveValue('fr-FR');
  });
});

describe('LanguageSelector keeps the choice for a reload (the stored user names the start-up language)', () => {
  it('stores the choice at once, before the LMS answers, and the saved language again when the save fails', async () => {
    let answer: () => unknown = () => {
      throw new ApiError({ status: 500, message: 'down' });
    };
    const services = makeServices({ 'POST /reach/acme/api/v4/users/u1/profile': () => answer() });
    sessionStore.getState().setScope('acme');
    sessionStore.getState().setSettings({ items: [], languages: LANGUAGES });
    sessionStore.getState().setUser(makeUser({ profile: { preferredLanguage: 'en-GB' } }));
    await initI18n({ api: services.api, locale: 'en-GB', languages: LANGUAGES });
    renderAt(<LanguageSelector />, '/', services);
    const stored = () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { profile?: { preferredLanguage?: string } }).profile?.preferredLanguage;

    let seenDuringSave: string | undefined;
    answer = () => {
      seenDuringSave = stored();
      throw new ApiError({ status: 500, message: 'down' });
    };
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-DE');
    await waitFor(() => expect(seenDuringSave).toBe('de-DE'));
    await waitFor(() => expect(stored()).toBe('en-GB'));
  });

  it('keeps the choice when no answer came (a reload or a lost connection while saving): it may well have been saved', async () => {
    const services = makeServices({
      'POST /reach/acme/api/v4/users/u1/profile': () => {
        throw new ApiError({ status: 0, code: 'NetworkError', message: 'POST failed: TypeError: Failed to fetch' });
      },
    });
    sessionStore.getState().setScope('acme');
    sessionStore.getState().setSettings({ items: [], languages: LANGUAGES });
    sessionStore.getState().setUser(makeUser({ profile: { preferredLanguage: 'en-GB' } }));
    await initI18n({ api: services.api, locale: 'en-GB', languages: LANGUAGES });
    renderAt(<LanguageSelector />, '/', services);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-DE');
    await waitFor(() => expect(services.api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect((JSON.parse(localStorage.getItem('user') ?? '{}') as { profile?: { preferredLanguage?: string } }).profile?.preferredLanguage).toBe('de-DE');
  });
});
