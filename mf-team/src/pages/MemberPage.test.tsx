import { Profiler } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { renderAreaPage, setTestLocale, shownMessages as shown, type AreaPageOptions } from '@portal/testing';
import { CHLOE_APPROVAL, ENROLMENTS, leader, teamLms } from '../test/team-lms';
import MemberPage from './MemberPage';

const show = (path = '/team/member/amara/lead', options: Partial<AreaPageOptions> = {}) =>
  renderAreaPage(<MemberPage />, { route: '/team/member/:id/:parentId?', path, user: leader, handlers: teamLms(), ...options });

describe('MemberPage (spec 3 "Team leader area")', () => {
  it('opens on Certificates and sorts them by Awarded, Expires, Score and Title', async () => {
    const user = userEvent.setup();
    const api = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Bello' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.startsWith('/dashel/teammember/'))!.path).toBe('/dashel/teammember/lead/demo/amara');
    const tabs = screen.getByRole('navigation', { name: 'Member' });
    expect(within(tabs).getByRole('link', { name: 'Certificates' })).toHaveAttribute('aria-current', 'page');
    // The tab's tables follow the heading in a render of their own.
    await screen.findByRole('region', { name: 'Certificates' });
    const certificates = () => within(screen.getByRole('region', { name: 'Certificates' }));
    const titles = () =>
      certificates()
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent);
    // Awarded (the default): the most recent first.
    expect(titles()).toEqual(['Fire safety', 'Information governance', 'Basic life support']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Expires');
    expect(titles()).toEqual(['Basic life support', 'Information governance', 'Fire safety']);
    await user.selectOptions(sort, 'Score');
    expect(titles()).toEqual(['Information governance', 'Basic life support', 'Fire safety']);
    expect(certificates().getAllByRole('row')[1]).toHaveTextContent('95%');
    // Title: an order neither the default nor any other sort gives.
    await user.selectOptions(sort, 'Title');
    expect(titles()).toEqual(['Basic life support', 'Fire safety', 'Information governance']);
    expect(screen.getByRole('button', { name: 'Download Fire safety' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Basic life support/ })).toHaveTextContent('Expiring');
  });

  it("paints the member's heading and numbers before the tab's tables, which follow in a render of their own", async () => {
    // What each commit put on screen: the heading, and the certificates' table.
    const commits: Array<{ heading: boolean; table: boolean }> = [];
    const record = () =>
      commits.push({
        heading: document.querySelector('h1')?.textContent === 'Amara Bello',
        table: screen.queryByRole('table', { name: 'Certificates' }) !== null,
      });
    renderAreaPage(
      <Profiler id="member" onRender={record}>
        <MemberPage />
      </Profiler>,
      { route: '/team/member/:id/:parentId?', path: '/team/member/amara/lead', user: leader, handlers: teamLms() },
    );
    expect(await screen.findByRole('table', { name: 'Certificates' })).toBeInTheDocument();
    const first = commits.findIndex((commit) => commit.heading);
    expect(commits[first]).toEqual({ heading: true, table: false });
  });

  it("downloads a certificate through the team's userCertificate call for that member", async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = show('/team/member/amara/lead', { handlers: teamLms({ 'GET /dashel/teammember/:parentId/:scope/:userId/userCertificate/:certificateId': () => 'PDF' }) });
    await user.click(await screen.findByRole('button', { name: 'Download Fire safety' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls.find((c) => c.path.includes('/userCertificate/'))!.path).toBe('/dashel/teammember/lead/demo/amara/userCertificate/c1');
    click.mockRestore();
  });

  it('summarises the compliance certificates: whether the member holds them all, any expiring within 30 days, and the counts', async () => {
    show();
    const summary = await screen.findByRole('region', { name: 'Certificate summary' });
    expect(within(summary).getByText('Does not hold every compliance certificate.')).toBeInTheDocument();
    expect(within(summary).getByText('A compliance certificate expires within 30 days.')).toBeInTheDocument();
    const rows = within(within(summary).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Certificates', 'Valid', 'Expiring', 'Expired', 'Not started'],
      ['Compliance', '2', '1', '0', '1'],
      ['Other', '0', '0', '1', '0'],
    ]);
  });

  it('shows the learning history with the score as a percentage to 2 decimals and mastery passed or failed', async () => {
    show('/team/member/amara/lead?tab=LearningHistory');
    const table = await screen.findByRole('table', { name: 'Learning history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('83.46%');
    expect(rows[0]).toHaveTextContent('Passed');
    expect(rows[1]).toHaveTextContent('50%');
    expect(rows[1]).toHaveTextContent('Failed');
  });

  it('shows Independent learning unless the tenant turns external learning off (spec 2 §1: on by default)', async () => {
    show('/team/member/amara/lead?tab=IndependentLearning', { settings: { items: [] } });
    const table = await screen.findByRole('table', { name: 'Independent learning' });
    expect(within(table).getByRole('rowheader', { name: 'Conference day' })).toBeInTheDocument();
  });

  it('hides Independent learning when the tenant turns external learning off', async () => {
    show('/team/member/amara/lead', { settings: { items: [], enableExternalLearning: false } });
    const tabs = await screen.findByRole('navigation', { name: 'Member' });
    expect(within(tabs).queryByRole('link', { name: 'Independent learning' })).toBeNull();
  });

  it('unenrols with a reason (required) from the dialog and enrols again', async () => {
    const user = userEvent.setup();
    const api = show('/team/member/amara/lead?tab=Enrolments');
    await user.click(await screen.findByRole('button', { name: 'Unenrol from Webinar' }));
    const dialog = screen.getByRole('dialog', { name: 'Unenrol from Webinar' });
    await user.click(within(dialog).getByRole('button', { name: 'Unenrol' }));
    expect(await within(dialog).findByText('Enter a reason to unenrol.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/dashel/setEnrolment')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for unenrolling' }), 'Rota change');
    await user.click(within(dialog).getByRole('button', { name: 'Unenrol' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.path === '/dashel/setEnrolment')!.body).toEqual({
      scope: 'demo',
      teamMemberId: 'amara',
      teamLeaderId: 'lead',
      catalogueId: 's-open',
      catalogueType: 'Session',
      enrolmentStatus: 'NotEnrolled',
      cancellationReason: 'Rota change',
    });
    expect(shown()).toContainEqual(['success', 'The enrolment was cancelled.']);

    await user.click(screen.getByRole('button', { name: 'Enrol in Free session' }));
    await waitFor(() => expect(shown()).toContainEqual(['success', 'User was enroled successfully']));
    expect(api.calls.filter((c) => c.path === '/dashel/setEnrolment').at(-1)!.body).toMatchObject({ catalogueId: 's-free', enrolmentStatus: 'Enrolled' });
  });

  it('refuses with the spec messages past the session deadlines, without calling the LMS', async () => {
    const user = userEvent.setup();
    const api = show('/team/member/amara/lead?tab=Enrolments');
    await user.click(await screen.findByRole('button', { name: 'Unenrol from Late session' }));
    expect(shown()).toContainEqual(['error', 'We were unable to cancel your enrolment because the session cancellation deadline has passed']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enrol in Closed session' }));
    expect(shown()).toContainEqual(['error', 'We were unable to enrol you as your enrolment because the session enolment deadline has passed']);
    expect(api.calls.some((c) => c.path === '/dashel/setEnrolment')).toBe(false);
    // A session that has started offers neither.
    expect(screen.getByRole('row', { name: /^Past session/ })).toHaveTextContent('Enrolled');
    expect(screen.queryByRole('button', { name: /Past session$/ })).toBeNull();
  });

  it('shows the LMS refusal by its code, and the unknown-error text otherwise', async () => {
    const user = userEvent.setup();
    let answer = new ApiError({ status: 409, code: 'EnrolmentDeadlinePassed', message: 'late' });
    show('/team/member/amara/lead?tab=Enrolments', {
      handlers: teamLms({
        'POST /dashel/setEnrolment': () => {
          throw answer;
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enrol in Free session' }));
    await waitFor(() => expect(shown()).toContainEqual(['error', 'We were unable to enrol you as your enrolment because the session enolment deadline has passed']));
    answer = new ApiError({ status: 500, code: 'Boom', message: 'boom' });
    await user.click(screen.getByRole('button', { name: 'Enrol in Free session' }));
    await waitFor(() => expect(shown()).toContainEqual(['error', 'An unknown error has occurred, please try again or contact your system administrator.']));
  });

  it('approves a team approval item: the pending enrolment turns Approved', async () => {
    const user = userEvent.setup();
    const pending = [{ ...ENROLMENTS[0]!, Sessions: ENROLMENTS[0]!.Sessions.map((s) => (s.Id === 's-free' ? { ...s, Enrolment: 'PendingAdminApproval' } : s)) }];
    const api = show('/team/member/chloe/lead?tab=Enrolments', {
      handlers: teamLms({
        'POST /dashel/getCatalogueEnrolmentList': () => pending,
        'POST /notary/AcceptApproval': () => ({ success: true, item: { ...CHLOE_APPROVAL, status: 'Approved' } }),
      }),
    });
    const approve = await screen.findByRole('button', { name: 'Approve the enrolment in Free session' });
    expect(api.calls.find((c) => c.path === '/notary/ReadApprovals')!.body).toMatchObject({ params: { ref: 'lead', scope: 'demo' }, status: 'Pending' });
    // Only the member's own requests: Amara's page offers none.
    await user.click(approve);
    await waitFor(() => expect(shown()).toContainEqual(['success', 'The enrolment was approved.']));
    expect(api.calls.find((c) => c.path === '/notary/AcceptApproval')!.body).toEqual({ params: { ref: 'lead', scope: 'demo' }, approval: { key: 'req-1' } });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve the enrolment in Free session' })).toBeNull();
  });

  it("offers no approval on another member's page", async () => {
    show('/team/member/amara/lead?tab=Enrolments');
    expect(await screen.findByRole('button', { name: 'Enrol in Free session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('goes back to the team on the tab the leader was on', async () => {
    show('/team/member/amara/lead?tab=Enrolments');
    expect(await screen.findByRole('link', { name: 'Back to the team' })).toHaveAttribute('href', '/team/dashboard?tab=Enrolments');
  });

  it('writes the numbers in the reader’s digits (Arabic)', async () => {
    await setTestLocale('ar-SA');
    show();
    const stats = await screen.findByText('٤');
    expect(stats.tagName).toBe('DD');
    expect(within(await screen.findByRole('region', { name: 'Certificates' })).getByRole('row', { name: /^Information governance/ })).toHaveTextContent('٩٥٪');
  });

  it("names the items' types in the reader's language (Arabic) on the history, independent learning and enrolments tabs", async () => {
    await setTestLocale('ar-SA');
    const typeOf = async (title: RegExp) => within(await screen.findByRole('row', { name: title })).getAllByRole('cell')[0];
    show('/team/member/amara/lead?tab=LearningHistory');
    expect(await typeOf(/^Fire safety/)).toHaveTextContent(/^دورة$/);
    cleanup();
    show('/team/member/amara/lead?tab=IndependentLearning', { settings: { items: [] } });
    expect(await typeOf(/^Conference day/)).toHaveTextContent(/^تعلم خارجي$/);
    cleanup();
    show('/team/member/amara/lead?tab=Enrolments');
    const item = await screen.findByRole('heading', { level: 3, name: 'Skills lab' });
    expect(item.parentElement).toHaveTextContent('فعالية');
    expect(item.parentElement).not.toHaveTextContent('Event');
  });

  it('goes back to the nested team the member belongs to', async () => {
    show('/team/member/kofi/jade?breadcrumb=jade');
    expect(await screen.findByRole('link', { name: 'Back to the team' })).toHaveAttribute('href', '/team/dashboard/jade?breadcrumb=jade');
  });

  it('sends someone who is not a team leader to the dashboard', async () => {
    show('/team/member/amara/lead', { handlers: teamLms({ 'POST /dashel/isTeamLeader': () => false }) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
