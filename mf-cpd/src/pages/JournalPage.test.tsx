import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import type { CpdPeriod } from '@portal/contracts/cpd';
import { i18n, initI18n, registerMessages } from '@portal/i18n';
import { messageStore, pageTitle } from '@portal/ui';
import { renderAreaPage, type AreaPageOptions } from '@portal/testing';
import { dateFieldValue, enterDate } from '@portal/ui/date-field/testing';
import { almanac, CONFIG, cpdPage, CURRENT, learner, PAST, reviewer } from '../test/cpd-lms';
import { loadMessages } from '../locales/index';
import JournalPage from './JournalPage';

const showList = (options: Partial<AreaPageOptions> = {}) => renderAreaPage(<JournalPage />, cpdPage({ route: '/cpd/list', path: '/cpd/list', ...options }));

describe('JournalPage (spec 3 §2, §4)', () => {
  it('shows the current period first, its status, progress and entries newest first', async () => {
    showList();
    expect(await screen.findByRole('heading', { level: 1, name: 'CPD journal' })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Period' });
    expect(picker).toHaveValue('current');
    expect(screen.getByText('Status: Pending')).toBeInTheDocument();
    expect(await screen.findByText('Progress: 3.00 of 20.00 credits (15%)')).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('link').textContent)).toEqual(['Regional nursing conference', 'Sepsis recognition workshop']);
    expect(screen.getByRole('columnheader', { name: /Completed/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('navigation', { name: 'CPD journal sections' })).toBeInTheDocument();
  });

  it('lists the entries in the design system’s table, which stacks on a phone: each row led by its title, each other cell named by its column', async () => {
    showList();
    const table = await screen.findByRole('table', { name: 'Entries of the period' });
    expect(table).toHaveClass('lp-table', 'lp-table-stack');
    const sepsis = within(table).getByRole('rowheader', { name: /Sepsis recognition workshop/ });
    const row = sepsis.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Type', 'Completed']);
    // The date is one piece: a phone's narrow line breaks before it, never inside it.
    expect(within(row).getByText(`15 Jan ${new Date().getUTCFullYear()}`)).toHaveClass('lp-cpd__date');
  });

  it('says a failed read of the periods as a failure with Retry, not as an empty journal to add periods to', async () => {
    const user = userEvent.setup();
    let failing = true;
    showList({
      handlers: almanac({
        'POST /almanac/GetJournalsByOwner': () => {
          if (failing) throw new ApiError({ status: 500, message: 'Internal Server Error', code: 'Internal' });
          return { journals: [PAST, CURRENT] };
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'CPD journal' })).toBeInTheDocument();
    expect(screen.queryByText('You have no CPD periods yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add period' })).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveValue('current');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a time-mode period in one format, hours and minutes (spec 3 §9)', async () => {
    showList({
      handlers: almanac({
        'POST /almanac/GetJournalsByOwner': () => ({ journals: [{ ...CURRENT, target_mode: 'time', target: 630 }] }),
        'POST /almanac/GetChartData': () => ({ target: 630, aquired: 105, pending: 0, elapsed: 40, duration: 365, deadline: null }),
      }),
    });
    expect(await screen.findByText('Progress: 1h 45m of 10h 30m (17%)')).toBeInTheDocument();
    expect(screen.queryByText(/\d:\d\d/)).not.toBeInTheDocument();
    expect(screen.queryByText(/hours/)).not.toBeInTheDocument();
  });

  describe('in the reader’s language', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en-GB'));
    });
    const readIn = async (locale: string) => {
      await registerMessages('cpd', loadMessages);
      await initI18n({ api: createMockApiClient({ 'GET /content/:area/l10n/:file': () => ({}) }), locale, languages: ['en-GB', locale] });
    };

    it('writes credits and percentages with the locale’s separators (de-DE)', async () => {
      await readIn('de-DE');
      showList();
      expect(await screen.findByText('Fortschritt: 3,00 von 20,00 Punkten (15 %)')).toBeInTheDocument();
      // German writes a (no-break) space before the percent sign.
      expect(screen.getByRole('img', { name: /^Fortschritt: 3,00 von 20,00 Punkten \(15\s%\)$/ })).toHaveTextContent(/^15\s%$/);
    });

    it('writes every figure in Arabic-Indic digits (ar-SA)', async () => {
      await readIn('ar-SA');
      showList();
      const progress = await screen.findByRole('img', { name: /٣٫٠٠/ });
      expect(progress.getAttribute('aria-label')).not.toMatch(/[0-9]/);
      expect(progress).toHaveTextContent('١٥٪');
      expect(screen.getByText(/٢٫٠٠/)).toBeInTheDocument();
    });
  });

  it("shows the tenant's guidance for the list (sanitised) and its list overrides' column names", async () => {
    showList({
      handlers: almanac({
        'POST /almanac/GetConfig': () => ({
          config: { ...CONFIG, guidance: { list: '<p>Record <strong>every</strong> activity.</p><script>alert(1)</script>' }, listOverrides: { type: 'Activity' } },
        }),
      }),
    });
    const guidance = await screen.findByRole('note', { name: 'Guidance' });
    expect(guidance).toHaveTextContent('Record every activity.');
    expect(guidance.querySelector('script')).toBeNull();
    expect(await screen.findByRole('columnheader', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Type' })).not.toBeInTheDocument();
  });

  it("takes its tabs from the configuration's view:route entries, in their order, leaving out a view it does not know", async () => {
    showList({ handlers: almanac({ 'POST /almanac/GetConfig': () => ({ config: { ...CONFIG, tabs: ['plans:plans', 'badges:badges', 'entries:list'] } }) }) });
    const tabs = await screen.findByRole('navigation', { name: 'CPD journal sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Plans', 'Entries']);
  });

  it('searches by words and sorts by a column', async () => {
    const user = userEvent.setup();
    showList();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'sepsis');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sepsis recognition workshop']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search entries' }));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Title' }));
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    // The same sort from the row of buttons a phone shows above the stacked rows.
    await user.click(within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', { name: 'Title', pressed: true }));
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sepsis recognition workshop', 'Regional nursing conference']);
  });

  it('keeps the search and date filter in the address and hands them, with the period, to the entry and the plans tab', async () => {
    const user = userEvent.setup();
    const year = new Date().getUTCFullYear();
    const filters = new URLSearchParams({ search: 'sepsis', from: `${year}-01-01` }).toString();
    showList({ path: `/cpd/list?period=current&filters=${encodeURIComponent(filters)}` });
    const table = await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search entries' })).toHaveValue('sepsis');
    expect(dateFieldValue(screen.getByRole('group', { name: 'Completed from' }))).toBe(`${year}-01-01`);
    const link = within(table).getByRole('link', { name: 'Sepsis recognition workshop' });
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    const entryParams = new URLSearchParams(link.getAttribute('href')!.split('?')[1]);
    expect([entryParams.get('journalId'), entryParams.get('filters')]).toEqual(['current', filters]);
    const plansTab = new URL(screen.getByRole('link', { name: 'Plans' }).getAttribute('href')!, 'http://x');
    expect([plansTab.pathname, plansTab.searchParams.get('journalId'), plansTab.searchParams.get('filters')]).toEqual(['/cpd/plans', 'current', filters]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search entries' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'type:conf');
    await waitFor(() => expect(new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]).get('filters')).toBe(`search=type%3Aconf&from=${year}-01-01`));
  });

  it('offers no changes in a locked period', async () => {
    const user = userEvent.setup();
    showList();
    expect(await screen.findByRole('link', { name: 'Add entry' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'past');
    expect(await screen.findByText('This period is locked: its entries can be read but not changed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit period' })).not.toBeInTheDocument();
  });

  it("shows every period's entries under 'All periods', for reading and export only", async () => {
    const user = userEvent.setup();
    const api = showList();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'all');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/almanac/GetEntriesByOwner').at(-1)?.body).toEqual({ start: PAST.start_date, end: CURRENT.end_date, uid: '' }),
    );
    expect(screen.queryByText(/^Status: /)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export entries' })).toBeInTheDocument();
  });

  it('offers no submission while the target is not met', async () => {
    showList();
    await screen.findByText('Progress: 3.00 of 20.00 credits (15%)');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('with cpdAudit Yes, submits a period below its target after confirmation', async () => {
    const user = userEvent.setup();
    const api = showList({
      user: { ...learner, profile: { cpdAudit: 'Yes' } },
      handlers: almanac({ 'POST /almanac/SetJournalSubmitted': ({ reference }) => ({ reference, status: 'Submitted' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit for review' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/almanac/SetJournalSubmitted')).toBe(true));
    expect(api.calls.find((call) => call.path === '/almanac/SetJournalSubmitted')?.body).toEqual({ reference: 'current' });
  });

  /** Opens the period dialog and saves it with an end before its start and `target`. */
  async function addPeriodEndingBeforeItStarts(target: string) {
    const user = userEvent.setup();
    const api = showList({ handlers: almanac({ 'POST /almanac/SetJournal': () => ({ reference: 'new' }) }) });
    await user.click(await screen.findByRole('button', { name: 'Add period' }));
    const dialog = screen.getByRole('dialog', { name: 'Add period' });
    await enterDate(user, within(dialog).getByRole('group', { name: 'Start date' }), '2030-02-01');
    await enterDate(user, within(dialog).getByRole('group', { name: 'End date' }), '2030-01-01');
    await user.type(within(dialog).getByLabelText('Target'), target);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    return { user, api, dialog };
  }

  it('adds a period through the dialog with its own validation', async () => {
    const { user, api, dialog } = await addPeriodEndingBeforeItStarts('15');
    expect(await within(dialog).findAllByText('The start date must not be after the end date.')).not.toHaveLength(0);
    await enterDate(user, within(dialog).getByRole('group', { name: 'End date' }), '2030-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/almanac/SetJournal')?.body).toEqual({
        reference: '',
        start_date: '2030-02-01T00:00:00.000Z',
        end_date: '2030-12-31T23:59:59.999Z',
        submission_date: null,
        target: 15,
        target_mode: 'credits',
      }),
    );
  });

  it('shows every problem of the period dialog at once, not one after another', async () => {
    const { api, dialog } = await addPeriodEndingBeforeItStarts('twenty');
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('button', { name: 'The start date must not be after the end date.' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Enter a number.' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Target')).toHaveAccessibleDescription(/Enter a number\./);
    expect(api.calls.some((call) => call.path === '/almanac/SetJournal')).toBe(false);
  });

  it('lets a reviewer read another user’s journal and decide, with no owner actions', async () => {
    const user = userEvent.setup();
    const api = renderAreaPage(
      <JournalPage />,
      cpdPage({
        route: '/cpd/list/:action/:uid',
        path: '/cpd/list/review/u1',
        user: reviewer,
        handlers: almanac({
          'POST /almanac/GetJournalsByOwner': () => ({ journals: [PAST, { ...CURRENT, status: 'Submitted' }] }),
          'POST /almanac/SetJournalAccepted': ({ reference }) => ({ reference, status: 'Accepted' }),
        }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'CPD journal of Alex Morgan' })).toBeInTheDocument();
    expect(screen.getByText('Under review: Alex Morgan (learner)')).toBeInTheDocument();
    expect(pageTitle.get()).toBe('CPD journal of Alex Morgan');
    await screen.findByRole('table');
    expect(api.calls.find((call) => call.path === '/almanac/GetJournalsByOwner')?.body).toEqual({ uid: 'u1' });
    expect(screen.queryByRole('link', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add period' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Review comments'), 'Good year');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/almanac/SetJournalAccepted')?.body).toEqual({ reference: CURRENT.reference, owner: 'u1', comments: 'Good year' }),
    );
  });

  it.each([
    { status: 'Pending', offered: [] },
    { status: null, offered: [] },
    { status: 'Accepted', offered: ['Set to pending'] },
  ] as const)('offers a reviewer only the decisions the period allows: status $status, $offered', async ({ status, offered }) => {
    renderAreaPage(
      <JournalPage />,
      cpdPage({
        route: '/cpd/list/:action/:uid',
        path: '/cpd/list/review/u1',
        user: reviewer,
        handlers: almanac({ 'POST /almanac/GetJournalsByOwner': () => ({ journals: [PAST, { ...CURRENT, status } satisfies CpdPeriod] }) }),
      }),
    );
    expect(await screen.findByText(`Status: ${status ?? 'Pending'}`)).toBeInTheDocument();
    await screen.findByRole('table');
    const decisions = ['Accept', 'Reject', 'Set to pending'].filter((name) => screen.queryByRole('button', { name }));
    expect(decisions).toEqual(offered);
    // A period nobody submitted is not the reviewer's: no decision, so no comments to give with one.
    if (offered.length === 0) expect(screen.queryByLabelText('Review comments')).not.toBeInTheDocument();
  });

  it('sends a reviewer opening their own journal, and a non-reviewer, home', async () => {
    renderAreaPage(<JournalPage />, cpdPage({ route: '/cpd/list/:action/:uid', path: '/cpd/list/review/r1', user: reviewer }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a reviewer opening an unknown journal home at once, saying so, and reads nothing of it', async () => {
    const api = renderAreaPage(<JournalPage />, cpdPage({ route: '/cpd/list/:action/:uid', path: '/cpd/list/review/no-such-user', user: reviewer }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the CPD journal');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(messageStore.getState().messages.map((m) => [m.type, m.message])).toContainEqual(['error', 'This CPD journal could not be opened.']);
    expect(api.calls.map((call) => call.path)).toEqual(['/almanac/GetReviewProfile']);
  });

  it('sends a learner opening someone else’s journal in review mode home', async () => {
    const api = renderAreaPage(<JournalPage />, cpdPage({ route: '/cpd/list/:action/:uid', path: '/cpd/list/review/r1', user: learner }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.calls).toEqual([]);
  });

  it('exports the period’s entries as a ZIP the browser downloads, after checking the dates', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = showList({ handlers: almanac({ 'POST /almanac/ExportEntries': () => new Blob(['PK']) }) });
    await user.click(await screen.findByRole('button', { name: 'Export entries' }));
    const dialog = screen.getByRole('dialog', { name: 'Export entries' });
    await enterDate(user, within(dialog).getByRole('group', { name: 'To' }), '2000-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Enter two valid dates, the first not after the second.')).toBeInTheDocument();
    await enterDate(user, within(dialog).getByRole('group', { name: 'To' }), CURRENT.end_date.slice(0, 10));
    await user.click(within(dialog).getByLabelText('ZIP archive with the evidence files'));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('entriesExport.zip');
    expect(api.calls.find((call) => call.path === '/almanac/ExportEntries')?.body).toEqual({
      uid: '',
      start: CURRENT.start_date,
      end: CURRENT.end_date,
      format: 'zip',
      mode: 'credits',
    });
    click.mockRestore();
  });

  describe('extension and year-break requests (spec 3 §4, §8)', () => {
    const requests = {
      ...CONFIG,
      review: { ...CONFIG.review, enableExtensionRequest: true, extensionRequestEmail: 'cpd@demo.example', yearBreakRequestEmail: 'cpd@demo.example' },
    };
    const shown = () => messageStore.getState().messages.map((m) => [m.type, m.message]);

    it('sends an extension request to the configured address through /gpo/send', async () => {
      const user = userEvent.setup();
      const api = showList({ handlers: almanac({ 'POST /almanac/GetConfig': () => ({ config: requests }), 'POST /gpo/send/': () => ({ success: true }) }) });
      await user.click(await screen.findByRole('button', { name: 'Request an extension' }));
      const dialog = screen.getByRole('dialog', { name: 'Request an extension' });
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByText('Write a message.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Your message'), 'Two more months, please.');
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      await waitFor(() => expect(shown()).toContainEqual(['success', 'Your extension request was sent.']));
      const sent = api.calls.find((call) => call.path === '/gpo/send/')?.body as { recipients: string[]; subject: string; body: string };
      expect(sent.recipients).toEqual(['cpd@demo.example']);
      expect(sent.subject).toBe('CPD extension request from Alex Morgan');
      expect(sent.body).toMatch(/^Two more months, please\.\n\nAlex Morgan \(learner\), /);
    });

    it('shows the extension failure text in the success style, as the spec keeps it', async () => {
      const user = userEvent.setup();
      showList({
        handlers: almanac({
          'POST /almanac/GetConfig': () => ({ config: requests }),
          'POST /gpo/send/': () => {
            throw new ApiError({ status: 429, message: 'too many' });
          },
        }),
      });
      await user.click(await screen.findByRole('button', { name: 'Request an extension' }));
      await user.type(screen.getByLabelText('Your message'), 'Please.');
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      await waitFor(() => expect(shown()).toContainEqual(['success', 'Your extension request could not be sent. Please try again.']));
    });

    it('offers neither request on a locked period (accepted, a year break)', async () => {
      const user = userEvent.setup();
      showList({ user: { ...learner, profile: { enableCPDRequestYearBreak: 'Yes' } }, handlers: almanac({ 'POST /almanac/GetConfig': () => ({ config: requests }) }) });
      expect(await screen.findByRole('button', { name: 'Request an extension' })).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'past');
      await screen.findByText('Status: Accepted');
      expect(screen.queryByRole('button', { name: 'Request an extension' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Request a year break' })).not.toBeInTheDocument();
    });

    it("offers no year break without enableCPDRequestYearBreak 'Yes'", async () => {
      showList({ handlers: almanac({ 'POST /almanac/GetConfig': () => ({ config: requests }) }) });
      await screen.findByRole('button', { name: 'Request an extension' });
      expect(screen.queryByRole('button', { name: 'Request a year break' })).not.toBeInTheDocument();
    });

    it("offers a year break with enableCPDRequestYearBreak 'Yes'", async () => {
      showList({ user: { ...learner, profile: { enableCPDRequestYearBreak: 'Yes' } }, handlers: almanac({ 'POST /almanac/GetConfig': () => ({ config: requests }) }) });
      expect(await screen.findByRole('button', { name: 'Request a year break' })).toBeInTheDocument();
    });

    it('offers a reviewer no requests', async () => {
      renderAreaPage(
        <JournalPage />,
        cpdPage({
          route: '/cpd/list/:action/:uid',
          path: '/cpd/list/review/u1',
          user: reviewer,
          handlers: almanac({ 'POST /almanac/GetConfig': () => ({ config: requests }) }),
        }),
      );
      await screen.findByRole('table');
      expect(screen.queryByRole('button', { name: 'Request an extension' })).not.toBeInTheDocument();
    });
  });

  it("sends a user with cpdEligible 'No' home", async () => {
    showList({ user: { ...learner, profile: { cpdEligible: 'No' } } });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
