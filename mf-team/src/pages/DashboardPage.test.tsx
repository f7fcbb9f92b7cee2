import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAreaPage, setTestLocale, type AreaPageOptions } from '@portal/testing';
import { leader, teamLms } from '../test/team-lms';
import DashboardPage from './DashboardPage';

const show = (options: Partial<AreaPageOptions> = {}) =>
  renderAreaPage(<DashboardPage />, { route: '/team/dashboard/:id?', path: '/team/dashboard', user: leader, handlers: teamLms(), ...options });

describe('DashboardPage (spec 3 "Team leader area")', () => {
  it('lists the members with avatar, last login and compliance status', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'My team' })).toBeInTheDocument();
    const table = within(await screen.findByRole('region', { name: 'Team members' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )[3],
    ).toEqual(['Never', 'Non-compliant']);
    expect(within(rows[0]!).getByRole('link', { name: 'Amara Bello' })).toHaveAttribute('href', '/team/member/amara/lead');
    expect(within(rows[1]!).getByText('Expiring soon')).toBeInTheDocument();
    expect(rows[0]!.querySelector('.lp-avatar')).not.toBeNull();
  });

  it('shows the compliance summary with the percentage of compliant plus expiring soon, and the gauge', async () => {
    show();
    // The gauge in @portal/ui's ChartFrame: a figure with its title, its colours named in a legend.
    const summary = await screen.findByRole('figure', { name: 'Compliance' });
    // 2 compliant + 1 expiring of 5 members: 60 %.
    expect(await within(summary).findByText('60% of the team is compliant or expiring soon.')).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Compliant', 'Expiring soon', 'Non-compliant']);
    expect(screen.getByTestId('gauge-compliant').getAttribute('d')).toMatch(/^M/);
    expect(screen.getByTestId('gauge-expiring').getAttribute('d')).toMatch(/^M/);
    // Its text alternative: the counts as a table.
    await userEvent.click(within(summary).getByRole('button', { name: 'Show as a table' }));
    const counts = within(summary)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(counts).toEqual(['Compliant2', 'Expiring soon1', 'Non-compliant2']);
  });

  it('rounds the compliance percentage to 2 decimals', async () => {
    show({
      handlers: teamLms({
        'POST /dashel/teammembers/:userId/:scope/compliance': () => ({ compliantCount: 1, expiringSoonCount: 1, nonCompliantCount: 1, users: [] }),
      }),
    });
    expect(await screen.findByText('66.67% of the team is compliant or expiring soon.')).toBeInTheDocument();
  });

  it('draws the login chart of at most 10 members, most recent first, in the spec time labels', async () => {
    show();
    const chart = await screen.findByRole('figure', { name: 'Last logins' });
    const items = within(chart)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Amara Bello20 minutes ago', 'Jade Quinn2 hours ago', 'Chloe Dunn3 days ago', 'Dev Iyer1 year ago', 'Hana KatoNever logged in']);
    // Its text alternative in @portal/ui's ChartFrame: the same names and times as a table.
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as a table' }));
    expect(within(chart).getByRole('columnheader', { name: 'Last login' })).toBeInTheDocument();
    expect(within(chart).getByRole('row', { name: 'Amara Bello 20 minutes ago' })).toBeInTheDocument();
    expect(within(chart).getByRole('row', { name: 'Hana Kato Never logged in' })).toBeInTheDocument();
  });

  it('draws the login bars longest for the most recent login, and says so', async () => {
    show();
    const chart = await screen.findByRole('figure', { name: 'Last logins' });
    // The axis title under the bars says which way they read.
    expect(within(chart).getByText('Longer bar: more recent login')).toHaveClass('lp-chart-frame__axis--x');
    const widths = Array.from(chart.querySelectorAll('rect'), (rect) => Number(rect.getAttribute('width')));
    // Four members logged in (most recent first); the one who never did has no bar.
    expect(widths).toHaveLength(4);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(widths[0]).toBeGreaterThan(widths[3]!);
  });

  it('downloads the login chart and the compliance gauge as SVG images the LMS draws', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = show({ handlers: teamLms({ 'POST /dashel/loginsvg': () => '<svg/>', 'POST /dashel/gaugesvg': () => '<svg/>' }) });
    await user.click(await screen.findByRole('button', { name: 'Download the login chart (SVG)' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/dashel/loginsvg')).toBe(true));
    expect(api.calls.find((c) => c.path === '/dashel/loginsvg')!.body).toEqual({
      scope: 'demo',
      userId: 'lead',
      locale: 'en-GB',
      labels: { title: 'Last logins', axis: 'Longer bar: more recent login', never: 'Never logged in' },
    });
    await user.click(screen.getByRole('button', { name: 'Download the compliance gauge (SVG)' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/dashel/gaugesvg')).toBe(true));
    expect(api.calls.find((c) => c.path === '/dashel/gaugesvg')!.body).toMatchObject({
      scope: 'demo',
      userId: 'lead',
      labels: { title: 'Compliance', Compliant: 'Compliant', ExpiringSoon: 'Expiring soon', NonCompliant: 'Non-compliant' },
    });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
  });

  it('carries the tab a leader was on into the members’ pages', async () => {
    show({ path: '/team/dashboard?tab=Enrolments' });
    expect(await screen.findByRole('link', { name: 'Amara Bello' })).toHaveAttribute('href', '/team/member/amara/lead?tab=Enrolments');
  });

  it('writes the compliance counts and percentage in the reader’s digits (Arabic)', async () => {
    await setTestLocale('ar-SA');
    show();
    const summary = await screen.findByRole('figure', { name: 'Compliance' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Show as a table' }));
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['٢', '١', '٢']),
    );
  });

  it('opens a sub-team through its leader and comes back by the breadcrumb', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('link', { name: "Open Jade Quinn's team" }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/team/dashboard/jade?breadcrumb=jade'));
    expect(await screen.findByRole('heading', { level: 1, name: "Jade Quinn's team" })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kofi Mensah' })).toHaveAttribute('href', '/team/member/kofi/jade?breadcrumb=jade');
    const crumbs = screen.getByRole('navigation', { name: 'Teams' });
    expect(within(crumbs).getByText("Jade Quinn's team")).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('link', { name: 'My team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My team' })).toBeInTheDocument();
  });

  it('gives a Reporter or ContentAdministrator the admin actions on the root team, linked from the scope', async () => {
    show({ user: { ...leader, roles: ['TeamLeader', 'Reporter', 'ContentAdministrator'] } });
    const actions = await screen.findByRole('navigation', { name: 'Manage' });
    expect(within(actions).getByRole('link', { name: 'Manage reports' })).toHaveAttribute('href', '/admin/demo/reports');
    expect(within(actions).getByRole('link', { name: 'Manage content' })).toHaveAttribute('href', '/admin/demo/catalogue');
  });

  it('shows no admin actions to a leader without those roles', async () => {
    show();
    await screen.findByRole('heading', { level: 1, name: 'My team' });
    expect(screen.queryByRole('navigation', { name: 'Manage' })).toBeNull();
  });

  it('sends someone who is not a team leader to the dashboard', async () => {
    show({ handlers: teamLms({ 'POST /dashel/isTeamLeader': () => false }) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
