import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@portal/query';
import { sessionStore } from '@portal/session';
import { messages, releaseBootView } from '@portal/ui';
import { makeUser, resetSessionStore } from '@portal/testing';
import { makeServices, renderAt } from '../test/shell-services';
import { Header } from './Header';

/** The signed-in user these tests name. */
const ada = { username: 'ada', displayName: 'Ada Lovelace' };

const headerManifest = {
  menu: [
    { id: 'home', label: 'Home', href: '/dashboard' },
    { id: 'team', label: 'My team', href: '/team', access: ['TeamLeader'] },
    { id: 'more', label: 'More', children: [{ id: 'reports', label: 'Reports', href: '/reports', access: ['Reporter'] }] },
  ],
};

function servicesWith(extra = {}) {
  return makeServices({ 'GET /content/config/header-manifest.json': () => headerManifest, ...extra });
}

beforeEach(() => {
  resetSessionStore();
  sessionStore.getState().setScope('demo');
  queryClient.clear();
  messages.clear();
});

describe('Header', () => {
  // First in the file: the page load's first page has not been released yet.
  it("shows a signed-in user's menus once the first page has been painted, and asks for nothing before", async () => {
    sessionStore.getState().setUser(makeUser(ada));
    const services = servicesWith();
    renderAt(<Header />, '/dashboard', services);
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(services.api.calls).toEqual([]);
    act(() => releaseBootView());
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows only the menu items the access rules allow', async () => {
    sessionStore.getState().setUser(makeUser({ ...ada, roles: ['Reporter'] }));
    renderAt(<Header />, '/dashboard', servicesWith());
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'My team' })).not.toBeInTheDocument();

    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Reports' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('asks for the header manifest cache-busted', async () => {
    sessionStore.getState().setUser(makeUser(ada));
    const services = servicesWith();
    renderAt(<Header />, '/', services);
    await screen.findByRole('navigation');
    expect(services.api.calls[0]).toEqual(expect.objectContaining({ path: '/content/config/header-manifest.json', query: { _: expect.any(String) } }));
  });

  it('waits for the scope before asking for the header manifest, then asks once', async () => {
    resetSessionStore();
    sessionStore.getState().setUser(makeUser(ada));
    const services = servicesWith();
    renderAt(<Header />, '/', services);
    // The menu has mounted and holds its (disabled) query: it has decided not to ask yet.
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: ['shell', 'header-menu', null] })).toBeDefined());
    expect(services.api.calls.filter((call) => call.path === '/content/config/header-manifest.json')).toHaveLength(0);
    act(() => sessionStore.getState().setScope('demo'));
    await screen.findByRole('navigation');
    expect(services.api.calls.filter((call) => call.path === '/content/config/header-manifest.json')).toHaveLength(1);
  });

  it('shows a signed-out visitor no menu of private pages and asks for none, but the language selector', async () => {
    const services = servicesWith();
    renderAt(<Header />, '/access/signin', services);
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    // Signed out, the menu's code is not even loaded: nothing renders it and nothing asks for it.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(services.api.calls).toEqual([]);
    act(() => sessionStore.getState().setUser(makeUser(ada)));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(services.api.calls.map((call) => call.path)).toEqual(['/content/config/header-manifest.json']);
  });

  it('a second user signing in on the same page gets the menu afresh, not the first user’s cached one', async () => {
    sessionStore.getState().setUser(makeUser({ ...ada, roles: ['Reporter'] }));
    let manifest = headerManifest;
    const services = makeServices({ 'GET /content/config/header-manifest.json': () => manifest });
    renderAt(<Header />, '/', services);
    expect(await screen.findByRole('button', { name: 'More' })).toBeInTheDocument();
    manifest = { menu: [{ id: 'home', label: 'Start', href: '/dashboard' }] };
    act(() => sessionStore.getState().clearSession());
    act(() => sessionStore.getState().setUser(makeUser({ ...ada, id: 'u2', username: 'bob', displayName: 'Bob' })));
    expect(await screen.findByRole('link', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(services.api.calls.filter((call) => call.path === '/content/config/header-manifest.json')).toHaveLength(2);
  });

  it('shows a menu item in the tenant’s translation (header.menu.<id>), else the manifest’s label', async () => {
    sessionStore.getState().setUser(makeUser({ ...ada, roles: ['Reporter'] }));
    const content: Record<string, Record<string, string>> = { 'de-DE.json': { 'header.menu.home': 'Startseite', 'header.menu.reports': 'Berichte' } };
    const services = servicesWith({
      'GET /content/:area/l10n/:file': (_body: unknown, _query: unknown, params: Record<string, string>) => (params.area === 'theme' ? (content[params.file ?? ''] ?? {}) : {}),
    });
    const { i18n, initI18n } = await import('@portal/i18n');
    await initI18n({ api: services.api, locale: 'de-DE', languages: ['en-GB', 'de-DE'] });
    try {
      renderAt(<Header />, '/', services);
      const nav = await screen.findByRole('navigation');
      expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/dashboard');
      expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
      // No translation of "More": the manifest's label.
      await userEvent.click(within(nav).getByRole('button', { name: 'More' }));
      expect(within(nav).getByRole('link', { name: 'Berichte' })).toBeVisible();

      // Back in en-GB, whose content file has no such keys, the manifest's labels show.
      await act(() => i18n.changeLanguage('en-GB'));
      expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Startseite' })).not.toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en-GB'));
    }
  });

  it('offers the tenant languages and saves a signed-in user’s choice to the profile', async () => {
    sessionStore.getState().setScope('demo');
    sessionStore.getState().setSettings({ items: [], languages: ['en-GB', 'de-DE'] });
    sessionStore.getState().setUser(makeUser(ada));
    const services = servicesWith({
      'GET /content/:area/l10n/:file': () => ({}),
      'POST /reach/demo/api/v4/users/u1/profile': (body: { profile: Record<string, string> }) => ({ profile: body.profile }),
    });
    const { i18n, initI18n } = await import('@portal/i18n');
    await initI18n({ api: services.api, locale: 'en-GB', languages: ['en-GB', 'de-DE'] });
    renderAt(<Header />, '/', services);
    await screen.findByRole('navigation');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['en-GB', 'de-DE']);

    await userEvent.selectOptions(select, 'de-DE');
    await screen.findByDisplayValue(/Deutsch/);
    // The box shows the choice first; the portal changes language after that paint.
    await waitFor(() => expect(i18n.language).toBe('de-DE'));
    expect(services.api.calls.find((call) => call.method === 'POST')).toEqual(expect.objectContaining({ body: { profile: { preferredLanguage: 'de-DE' } } }));
    expect(sessionStore.getState().user?.profile.preferredLanguage).toBe('de-DE');
    await act(() => i18n.changeLanguage('en-GB'));
  });

  it('shows the avatar placeholder until the image loads, and the sign-out link', async () => {
    sessionStore.getState().setUser(makeUser({ ...ada, email: 'ada@example.com' }));
    renderAt(<Header />, '/', servicesWith());
    await screen.findByRole('navigation');
    const toggle = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    // The initials are drawn as a picture: the button's visible text is the name its label contains.
    expect(toggle.querySelector('.lp-avatar__placeholder')).toHaveAttribute('data-initials', 'AL');
    expect(toggle).toHaveTextContent(/^Ada Lovelace$/);
    // The picture is decorative (alt ''), so it has no role to find it by.
    expect(toggle.querySelector('img')).toHaveAttribute('src', '/_api/avatar/ada%40example.com?s=160');
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/access/logout');
  });

  it('asks nothing a two-factor set-up session may not ask (menu, picture, chatbot) while a forced set-up is due, and keeps the sign-out', async () => {
    sessionStore.getState().setSettings({ items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }], chatBotUrl: 'https://chat.example' });
    sessionStore.getState().setUser(makeUser({ ...ada, email: 'ada@example.com', isTwoFASetupCompleted: false }));
    const services = servicesWith({ 'POST /accba/GetChatBotUrl': () => ({ url: 'https://chat.example/ada' }) });
    renderAt(<Header />, '/account/mfa', services);
    const toggle = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(toggle.querySelector('img')).toBeNull();
    expect(toggle.querySelector('.lp-avatar__placeholder')).toHaveAttribute('data-initials', 'AL');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with us' })).not.toBeInTheDocument();
    expect(services.api.calls.map((call) => call.path)).not.toContain('/accba/GetChatBotUrl');
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/access/logout');

    // Set up: the header is whole again.
    act(() => sessionStore.getState().updateUser({ isTwoFASetupCompleted: true }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'https://chat.example/ada');
  });

  it('sends a support message with POST /gpo/send/ and reports success', async () => {
    sessionStore.getState().setSettings({ items: [], supportRecipients: ['help@example.com'] });
    sessionStore.getState().setUser(makeUser(ada));
    const services = servicesWith({ 'POST /gpo/send/': () => ({ success: true }) });
    const { ModalHost } = await import('../hosts/ModalHost');
    const { MessageHost } = await import('../hosts/MessageHost');
    renderAt(
      <>
        <Header />
        <ModalHost />
        <MessageHost />
      </>,
      '/',
      services,
    );
    await screen.findByRole('navigation');
    await userEvent.click(screen.getByRole('button', { name: 'Contact support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(await within(dialog).findByRole('checkbox', { name: 'help@example.com' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Access');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'I cannot open my course.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(services.api.calls.find((call) => call.path === '/gpo/send/')?.body).toEqual({ recipients: ['help@example.com'], subject: 'Access', body: 'I cannot open my course.' });
  });

  it('folds the menu and tools behind a Menu button (disclosure): Escape closes it and focus returns to the button', async () => {
    sessionStore.getState().setUser(makeUser({ ...ada, roles: ['Reporter'] }));
    renderAt(<Header />, '/dashboard', servicesWith());
    await screen.findByRole('navigation', { name: 'Main menu' });
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(panel).toContainElement(screen.getByRole('combobox', { name: 'Language' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');

    // A sub-menu open inside the panel closes first; the panel stays open.
    const more = screen.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
