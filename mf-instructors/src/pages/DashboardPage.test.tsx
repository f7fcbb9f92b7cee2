import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAreaPage, setTestLocale, type AreaPageOptions } from '@portal/testing';
import { INSTRUCTORS_ON, instructor, instructorsLms, session } from '../test/instructors-lms';
import DashboardPage from './DashboardPage';

const show = (options: Partial<AreaPageOptions> = {}) =>
  renderAreaPage(<DashboardPage />, {
    route: '/instructors/dashboard',
    path: '/instructors/dashboard',
    user: instructor,
    handlers: instructorsLms(),
    settings: INSTRUCTORS_ON,
    ...options,
  });

/** The chart's figures as a table: ChartFrame shows it instead of the picture on request. */
async function showTable(chart: HTMLElement, name: string | RegExp = 'Your sessions in the last 3 months'): Promise<HTMLElement> {
  await userEvent.click(within(chart).getByRole('button', { name: 'Show as a table' }));
  return within(chart).getByRole('table', { name });
}

describe('DashboardPage (spec 3 "Instructor area")', () => {
  it('lists the upcoming sessions 5 a page and pages on with the X-Page-* headers', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 7 }, (_, i) => session(i + 1));
    let page = 0;
    const api = show({
      handlers: instructorsLms({
        'POST /instructors/ListSessionsForInstructor': () =>
          page++ === 0 ? { sessions: all.slice(0, 5), total_sessions: 7, token: 'o5' } : { sessions: all.slice(5), total_sessions: 7, token: null },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Instructor dashboard' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sessions' });
    expect(within(tabs).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    const headings = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(await headings()).toEqual([
      'Basic life support: Skills lab 1',
      'Basic life support: Skills lab 2',
      'Basic life support: Skills lab 3',
      'Basic life support: Skills lab 4',
      'Basic life support: Skills lab 5',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const first = api.calls.find((call) => call.path === '/instructors/ListSessionsForInstructor')!;
    expect(first.body).toEqual({ tab: 'Upcoming' });
    expect(first.headers).toMatchObject({ 'X-Page-Sort-Ascending': 'true', 'X-Page-Size': '5' });
    expect(first.headers['X-Page-Token']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    expect(await headings()).toEqual(['Basic life support: Skills lab 6', 'Basic life support: Skills lab 7']);
    expect(api.calls.filter((call) => call.path === '/instructors/ListSessionsForInstructor').at(-1)!.headers).toMatchObject({ 'X-Page-Token': 'o5' });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('opens the Historic tab, most recent first, and links each session to its register', async () => {
    const user = userEvent.setup();
    const api = show();
    await user.click(await screen.findByRole('link', { name: 'Historic' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/instructors/dashboard?selectedTab=Historic'));
    await waitFor(() => expect(api.calls.some((call) => (call.body as { tab?: string } | undefined)?.tab === 'Historic')).toBe(true));
    expect(api.calls.find((call) => (call.body as { tab?: string } | undefined)?.tab === 'Historic')!.headers).toMatchObject({ 'X-Page-Sort-Ascending': 'false' });
    const link = (await screen.findAllByRole('link', { name: /Skills lab 1$/ }))[0]!;
    expect(link).toHaveAttribute('href', '/instructors/item?id=s1&dashboardTab=Historic');
  });

  it('shows the statistics of 3 months as three bars no higher than 150 and as a table', async () => {
    show();
    const chart = await screen.findByRole('figure', { name: 'Your sessions in the last 3 months' });
    const heights = ['sessions', 'attendees', 'attended'].map((key) => Number(within(chart).getByTestId(`bar-${key}`).querySelector('rect')!.getAttribute('height')));
    expect(heights).toEqual([30, 150, 75]);
    const table = await showTable(chart);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Sessions4', 'Attendees20', 'Attended10']);
  });

  it('labels each bar with its measure and its number, and gives the table the chart title', async () => {
    show();
    const chart = await screen.findByRole('figure', { name: 'Your sessions in the last 3 months' });
    const labels = (key: string) => Array.from(within(chart).getByTestId(`bar-${key}`).querySelectorAll('text'), (t) => t.textContent);
    expect(labels('sessions')).toEqual(['4', 'Sessions']);
    expect(labels('attendees')).toEqual(['20', 'Attendees']);
    expect(labels('attended')).toEqual(['10', 'Attended']);
    expect(within(chart).getByText('Measure')).toBeInTheDocument();
    expect(within(await showTable(chart)).getByRole('columnheader', { name: 'Number' })).toBeInTheDocument();
  });

  describe('in Arabic', () => {
    it('writes the numbers in Arabic-Indic digits and runs the bars from the right', async () => {
      await setTestLocale('ar-SA');
      show();
      const chart = await screen.findByRole('figure');
      expect(within(chart).getByTestId('bar-attendees').querySelector('text')!.textContent).toBe('٢٠');
      const xs = ['sessions', 'attendees', 'attended'].map((key) => Number(within(chart).getByTestId(`bar-${key}`).querySelector('rect')!.getAttribute('x')));
      expect(xs).toEqual([...xs].sort((a, b) => b - a));
      expect(
        within(await showTable(chart, /٣/))
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['٤', '٢٠', '١٠']);
    });

    it('writes the number of months in the chart title in Arabic-Indic digits too, not a Latin 3', async () => {
      await setTestLocale('ar-SA');
      show();
      const title = await screen.findByRole('heading', { level: 2, name: /٣/ });
      expect(title.textContent).not.toMatch(/[0-9]/);
      expect(screen.getByRole('figure')).toHaveAccessibleName(title.textContent!);
    });
  });

  it('sends a user the server does not know as an instructor to the dashboard', async () => {
    show({ handlers: instructorsLms({ 'POST /instructors/isInstructor': () => false }) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends everyone to the dashboard when the instructors setting is off, without asking the server', async () => {
    const api = show({ settings: { items: [] } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.calls).toEqual([]);
  });
});
