import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { DashboardManifest, User } from '@portal/contracts';
import { createWidgetRegistry, WIDGET_SLOTS, WidgetHostProvider, type RemoteApp, type WidgetHost } from '@portal/remote-contract';
import { renderAreaPage } from '@portal/testing';
import firstViews from '../../../first-views.json';
import { lee as learner } from '../../../test/dashboard-test';
import DashboardPage from './DashboardPage';

const lee: User = { ...learner, id: 'u1', profile: { cpdEligible: 'No' } };

const manifest: DashboardManifest = {
  banner: [{ id: 'welcome', title: 'New courses this month', text: 'Take a look.', image: '/content/theme/banner.png', href: '/catalogue/items' }],
  sections: [
    {
      id: 'learning',
      title: 'My learning',
      tiles: [
        { id: 'catalogue', title: 'Catalogue', description: 'Everything you can take', href: '/catalogue/items' },
        { id: 'cpd', title: 'CPD', href: '/cpd/plans' },
        { id: 'help', title: 'Help centre', href: 'https://help.example/portal' },
      ],
    },
    { id: 'team', title: 'My team', tiles: [{ id: 'team', title: 'Team', href: '/team/dashboard', access: ['TeamLeader'] }] },
  ],
};

interface ShowOptions {
  host?: WidgetHost;
  handlers?: Record<string, MockHandler>;
  user?: User;
}

/** /dashboard for `lee` with CPD on, the manifest answered by `handler`; in another area's widget host when given. */
function show(handler: MockHandler = () => manifest, { host, handlers = {}, user = lee }: ShowOptions = {}) {
  const page = host ? (
    <WidgetHostProvider host={host}>
      <DashboardPage />
    </WidgetHostProvider>
  ) : (
    <DashboardPage />
  );
  return renderAreaPage(page, {
    route: '/dashboard',
    path: '/dashboard',
    user,
    settings: { cpd: true, items: [] },
    handlers: { 'GET /content/config/dashboard-manifest.json': handler, ...handlers },
  });
}

describe('DashboardPage', () => {
  it('welcomes the user by display name', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Lee Learner' })).toBeInTheDocument();
  });

  it('starts with the markup of its first view, so the page takes the place of the one the gateway painted without a shift', () => {
    show();
    const view = firstViews['/dashboard'].html.replace('{{t:dashboard.welcome}}', 'Welcome, Lee Learner');
    // The view is the page's opening: the wrapper and its heading, before anything else the page holds.
    const opening = view.slice(0, -'</div>'.length);
    expect(document.querySelector('.lp-dashboard')!.outerHTML.startsWith(opening)).toBe(true);
  });

  it('shows an approver how many requests wait for their decision on the approvals tile (the approver count, spec 3 §7)', async () => {
    const request = (reference: string, state: number) => ({
      reference,
      actor: 'Alex Morgan',
      actorId: 'u2',
      approverId: 'u1',
      objectId: `o-${reference}`,
      objectType: 'ELA',
      state,
      datestamp: '2026-01-01T00:00:00.000Z',
      context: { approvalType: 'completion' },
    });
    const approvals = { ...manifest, sections: [{ id: 'explore', title: 'Explore', tiles: [{ id: 'approvals', title: 'Approvals', href: '/approvals', access: ['Approver'] }] }] };
    const api = show(() => approvals, {
      user: { ...lee, roles: ['Approver'] },
      handlers: { 'POST /stamp/approvals/listRequestsForApprover': () => ({ success: true, requests: [request('r1', 1), request('r2', 1), request('r3', 2)] }) },
    });
    const tile = await screen.findByRole('link', { name: /^Approvals/ });
    expect(await within(tile).findByText('Waiting for your decision: 2')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/stamp/approvals/listRequestsForApprover')?.body).toEqual({ scope: 'demo', ApproverId: 'u1' });
  });

  it('asks for no approver count when the approvals tile is not shown', async () => {
    const api = show();
    await screen.findByRole('region', { name: 'My learning' });
    expect(api.calls.some((call) => call.path.startsWith('/stamp/'))).toBe(false);
  });

  it('renders the banner and the sections of tiles the user may see', async () => {
    const api = show();
    const section = await screen.findByRole('region', { name: 'My learning' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['CatalogueEverything you can take', 'Help centre']);
    expect(within(section).getByRole('link', { name: /Catalogue/ })).toHaveAttribute('href', '/catalogue/items');
    expect(within(section).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', 'https://help.example/portal');
    // cpdEligible 'No' hides the CPD tile; the team section has nothing for a learner.
    expect(screen.queryByRole('link', { name: 'CPD' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My team' })).not.toBeInTheDocument();

    const banner = screen.getByRole('region', { name: 'Highlights' });
    expect(within(banner).getByRole('link', { name: 'New courses this month' })).toHaveAttribute('href', '/catalogue/items');
    expect(within(banner).getByText('Take a look.')).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe('/content/config/dashboard-manifest.json');
  });

  it("shows the banner, sections and tiles in the tenant's translation, else the manifest's text", async () => {
    const { changeLanguage, i18n, initI18n, registerMessages } = await import('@portal/i18n');
    const content = createMockApiClient({
      'GET /content/theme/l10n/de-DE.json': () => ({
        'dashboard.banner.welcome.title': 'Neue Kurse in diesem Monat',
        'dashboard.banner.welcome.text': 'Schauen Sie vorbei.',
        'dashboard.section.learning.title': 'Mein Lernen',
        'dashboard.tile.catalogue.title': 'Katalog',
        'dashboard.tile.catalogue.description': 'Alles, was Sie belegen können',
      }),
      'GET /content/:area/l10n/:file': () => ({}),
    });
    await registerMessages('dashboard');
    await initI18n({ api: content, locale: 'de-DE', languages: ['en-GB', 'de-DE'] });
    try {
      show();
      const section = await screen.findByRole('region', { name: 'Mein Lernen' });
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['KatalogAlles, was Sie belegen können', 'Help centre']);
      // "Help centre" has no translation: the manifest's title.
      expect(within(section).getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Neue Kurse in diesem Monat' })).toHaveAttribute('href', '/catalogue/items');
      expect(screen.getByText('Schauen Sie vorbei.')).toBeInTheDocument();
      expect(screen.queryByText('New courses this month')).not.toBeInTheDocument();

      // en-GB's content file has none of these keys: the manifest's texts.
      await act(() => changeLanguage('en-GB'));
      expect(screen.getByRole('region', { name: 'My learning' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New courses this month' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'My learning' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['CatalogueEverything you can take', 'Help centre']);
    } finally {
      await act(() => i18n.changeLanguage('en-GB'));
    }
  });

  it('shows an empty dashboard when the manifest cannot be read', async () => {
    show(() => {
      throw new Error('missing');
    });
    expect(await screen.findByRole('search')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('searches the catalogue on Enter', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'fire safety{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue\/items\/search%3Afire%20safety$/));
  });

  it('does not search for blank words', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it("renders another area's widget in its slot, for the slot version the contract names today", async () => {
    // Stands in for a remote such as the catalogue: the dashboard imports no other area.
    const other: RemoteApp = {
      id: 'other',
      routes: [],
      widgets: [{ slot: 'dashboard.main', slotVersion: WIDGET_SLOTS['dashboard.main'], id: 'news', Component: () => <section aria-label="Team news">news</section> }],
    };
    show(undefined, { host: { registry: createWidgetRegistry([{ id: 'other', load: () => Promise.resolve(other) }]), isAuthorised: () => true } });
    expect(await screen.findByRole('region', { name: 'Team news' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it("shows the tenant's html override 'dashboard.notice' near the top, sanitised", async () => {
    const { initI18n } = await import('@portal/i18n');
    const withNotice = (html: Record<string, string>) => createMockApiClient({ 'GET /content/theme/html.json': () => html, 'GET /content/:area/l10n/:file': () => ({}) });
    await initI18n({
      api: withNotice({ 'dashboard.notice': '<p><strong>Reminder:</strong> fire safety is due.<img src=x onerror="alert(1)"></p>' }),
      locale: 'en-GB',
      languages: ['en-GB'],
    });
    try {
      show();
      const notice = await screen.findByText('fire safety is due.', { exact: false });
      expect(notice.closest('.lp-dashboard__notice')).not.toBeNull();
      expect(notice.closest('.lp-dashboard__notice')?.innerHTML).not.toContain('onerror');
      // Right below the welcome heading, above the search.
      expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBe(notice.closest('.lp-dashboard__notice'));
    } finally {
      await act(() => initI18n({ api: withNotice({}), locale: 'en-GB', languages: ['en-GB'] }));
    }
  });
});
