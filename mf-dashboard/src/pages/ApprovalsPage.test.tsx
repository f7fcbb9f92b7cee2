import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import type { NotaryItem } from '@portal/contracts/approvals';
import { queryKeys } from '@portal/query/keys';
import { createTestQueryClient, renderAreaPage, setTestLocale, shownMessages } from '@portal/testing';
import { lee } from '../test/dashboard-test';
import ApprovalsPage from './ApprovalsPage';

const item = (n: number, extra: Partial<NotaryItem> = {}): NotaryItem => ({
  content_ref: `c${n}`,
  content_type: 'Course',
  date: '2026-01-01T00:00:00.000Z',
  key: `k${n}`,
  ref: `c${n}:u1`,
  status: 'Pending',
  title: `Course ${n}`,
  type: 'Enrollment',
  user_display_name: 'Alex Morgan',
  user_ref: 'u1',
  user_name: 'learner',
  user_email: null,
  session_enrolment_deadline: null,
  object_type: 'Course',
  approval_type: 'enrolment',
  ...extra,
});

describe('ApprovalsPage', () => {
  it('shows 20 pending requests first, 20 more per load, with the Pending filter chosen since one is pending', async () => {
    const all = Array.from({ length: 25 }, (_, i) => item(i + 1));
    const api = renderAreaPage(<ApprovalsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /notary/ReadApprovals': (body: { skip: number; limit: number; status?: string }) => ({
          items: all.slice(body.skip, body.skip + body.limit),
          total: all.length,
          pending: all.length,
        }),
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'Course 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    expect(screen.getByText('Total: 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('rowheader', { name: 'Course 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => (call.body as { skip: number; status?: string }).skip)).toEqual([0, 20]);
    expect((api.calls[0]?.body as { status?: string; params: unknown }).status).toBe('Pending');
  });

  it('hides Attempted items, shows orphans as Unknown, and routes completions to their approval pages', async () => {
    const items = [
      item(1, { approval_type: 'completion', object_type: 'task', type: 'Task', content_type: 'Task', title: 'Reflective account' }),
      item(2, { approval_type: 'completion', object_type: 'ELA', type: 'ExternalLearning', content_type: 'External learning', title: 'Conference' }),
      item(3, { approval_type: 'completion', object_type: 'Scorm', type: 'Scorm', title: null }),
      item(4, { status: 'Attempted', title: 'Hidden one' }),
    ];
    renderAreaPage(<ApprovalsPage />, { route: '/', path: '/', user: lee, handlers: { 'POST /notary/ReadApprovals': () => ({ items, total: 4, pending: 3 }) } });
    expect(await screen.findByRole('link', { name: 'Review Reflective account for Alex Morgan' })).toHaveAttribute('href', '/catalogue/task/c1/approval/u1/Information');
    expect(screen.getByRole('link', { name: 'Review Conference for Alex Morgan' })).toHaveAttribute('href', '/external-activities/item/c2/approval');
    const orphan = screen.getByRole('row', { name: /Unknown/ });
    expect(within(orphan).getByText('Orphaned')).toBeInTheDocument();
    expect(screen.queryByText('Hidden one')).not.toBeInTheDocument();
  });

  it("names each request's item type in the reader's language, the LMS's lower-case types too", async () => {
    const items = [
      item(1, { content_type: 'scorm', title: 'Module 1' }),
      item(2, { content_type: 'Session', object_type: 'session', title: 'Workshop 2' }),
      item(3, { content_type: 'file', title: 'Handout 3' }),
    ];
    renderAreaPage(<ApprovalsPage />, { route: '/', path: '/', user: lee, handlers: { 'POST /notary/ReadApprovals': () => ({ items, total: 3, pending: 3 }) } });
    await setTestLocale('de-DE');
    const typeOf = async (title: string) => within(await screen.findByRole('row', { name: new RegExp(title) })).getAllByRole('cell')[0];
    expect(await typeOf('Module 1')).toHaveTextContent(/^Kurs \(/);
    expect(await typeOf('Workshop 2')).toHaveTextContent(/^Veranstaltung \(/);
    expect(await typeOf('Handout 3')).toHaveTextContent(/^Datei \(/);
  });

  it('shows All when nothing is pending', async () => {
    renderAreaPage(<ApprovalsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /notary/ReadApprovals': (body: { status?: string }) =>
          body.status === 'Pending' ? { items: [], total: 0, pending: 0 } : { items: [item(1, { status: 'Approved' })], total: 1, pending: 0 },
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'Course 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
  });

  it('approves an enrolment request with a comment in the dialog; the total drops by one', async () => {
    let items = [item(1), item(2)];
    const api = renderAreaPage(<ApprovalsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /notary/ReadApprovals': () => ({ items, total: items.length, pending: items.length }),
        'POST /notary/AcceptApproval': (body: { approval: { key: string } }) => {
          const decided = { ...items.find((i) => i.key === body.approval.key)!, status: 'Approved' };
          items = items.filter((i) => i.key !== body.approval.key);
          return { success: true, item: decided };
        },
      },
    });
    expect(await screen.findByText('Total: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review Course 1 for Alex Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve or reject' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'Enjoy it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Course 1' })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/notary/AcceptApproval')?.body).toMatchObject({
      approval: { key: 'k1' },
      comment: { value: 'Enjoy it', commenter_ref: 'u-lee' },
    });
  });

  it("shows the request's earlier comments (/notary/ReadComments) and its history (/stamp/approvals/readJournal) in the dialog", async () => {
    const api = renderAreaPage(<ApprovalsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /notary/ReadApprovals': () => ({ items: [item(1)], total: 1, pending: 1 }),
        'POST /notary/ReadComments': () => ({
          comments: [{ value: 'Please say why you need it.', commenter_ref: 'u-lee', commenter_name: 'Lee Learner', created: '2026-01-02T09:00:00.000Z' }],
        }),
        'POST /stamp/approvals/readJournal': () => ({
          success: true,
          journal: [
            { property: 'state', from: null, to: '1', actor: 'Alex Morgan', actorId: 'u1', datestamp: '2026-01-01T08:00:00.000Z' },
            { property: 'state', from: '1', to: '3', actor: 'Lee Learner', actorId: 'u-lee', datestamp: '2026-01-02T09:00:00.000Z', comment: 'Please say why you need it.' },
            { property: 'state', from: '3', to: '1', actor: 'Alex Morgan', actorId: 'u1', datestamp: '2026-01-03T10:00:00.000Z' },
          ],
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Review Course 1 for Alex Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve or reject' });
    const comments = await within(dialog).findByRole('list', { name: 'Earlier comments' });
    expect(within(comments).getByText('Please say why you need it.')).toBeInTheDocument();
    expect(within(comments).getByText(/Lee Learner/)).toBeInTheDocument();
    const history = await within(dialog).findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([expect.stringMatching(/^Pending: Alex Morgan, /), expect.stringMatching(/^Rejected: Lee Learner, /), expect.stringMatching(/^Pending: Alex Morgan, /)]);
    expect(api.calls.find((call) => call.path === '/notary/ReadComments')?.body).toEqual({ params: { ref: 'k1', scope: 'demo' } });
    expect(api.calls.find((call) => call.path === '/stamp/approvals/readJournal')?.body).toEqual({ scope: 'demo', reference: 'k1' });
  });

  it('opens the dialog without earlier comments or history when those reads fail (an empty list)', async () => {
    renderAreaPage(<ApprovalsPage />, { route: '/', path: '/', user: lee, handlers: { 'POST /notary/ReadApprovals': () => ({ items: [item(1)], total: 1, pending: 1 }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Review Course 1 for Alex Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve or reject' });
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('list', { name: 'Earlier comments' })).not.toBeInTheDocument();
  });

  it('requires a comment to reject, and marks the row orphaned on a 404 CatalogueItemNotFound', async () => {
    const api = renderAreaPage(<ApprovalsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /notary/ReadApprovals': () => ({ items: [item(1)], total: 1, pending: 1 }),
        'POST /notary/AcceptApproval': () => {
          throw new ApiError({ status: 404, code: 'CatalogueItemNotFound', message: 'CatalogueItemNotFound' });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Review Course 1 for Alex Morgan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A comment is required to reject')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/notary/RejectApproval')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('row', { name: /Course 1/ })).getByText('Orphaned')).toBeInTheDocument();
  });

  it('says the list could not be loaded, not that there are no approvals, when the read fails; Try again reads it again', async () => {
    let failing = true;
    const api = renderAreaPage(<ApprovalsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /notary/ReadApprovals': () => {
          if (failing) throw new ApiError({ status: 500, code: 'InternalServerError', message: 'boom' });
          return { items: [item(1)], total: 1, pending: 1 };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your approvals could not be loaded');
    expect(screen.queryByText('There are no approvals to show')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
    // The Pending probe failing is the failure: no second read of All on top of it.
    expect(api.calls).toHaveLength(1);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Course 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the loaded requests and shows the general failure when loading more fails', async () => {
    const all = Array.from({ length: 25 }, (_, i) => item(i + 1));
    renderAreaPage(<ApprovalsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /notary/ReadApprovals': (body: { skip: number; limit: number }) => {
          if (body.skip > 0) throw new ApiError({ status: 500, code: 'InternalServerError', message: 'boom' });
          return { items: all.slice(0, body.limit), total: all.length, pending: all.length };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownMessages()).toContainEqual(['error', 'Sorry, something went wrong. Please try again.']));
    expect(screen.getByRole('rowheader', { name: 'Course 20' })).toBeInTheDocument();
    expect(screen.getByText('Total: 25')).toBeInTheDocument();
  });

  it('says it is trying again while the portal retries a failed read, rather than only loading', async () => {
    const queryClient = createTestQueryClient();
    // The portal's retry rule, with a retry slow enough to look at the page between the tries.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: 1, retryDelay: 60_000 } });
    renderAreaPage(<ApprovalsPage />, {
      route: '/',
      path: '/',
      user: lee,
      queryClient,
      handlers: {
        'POST /notary/ReadApprovals': () => {
          throw new ApiError({ status: 503, code: 'Unavailable', message: 'down' });
        },
      },
    });
    expect(await screen.findByRole('status', { name: 'Your approvals could not be loaded yet, trying again' })).toBeInTheDocument();
    expect(screen.queryByText('There are no approvals to show')).not.toBeInTheDocument();
    await act(() => queryClient.cancelQueries());
  });

  it('reads the list again after a decision taken in another area (a task, an external activity, a team approval item)', async () => {
    let pending = [item(1), item(2)];
    const queryClient = createTestQueryClient();
    const api = renderAreaPage(<ApprovalsPage />, {
      route: '/approvals',
      path: '/approvals',
      user: lee,
      queryClient,
      handlers: { 'POST /notary/ReadApprovals': () => ({ items: pending, total: pending.length, pending: pending.length }) },
    });
    expect(await screen.findByRole('rowheader', { name: 'Course 2' })).toBeInTheDocument();
    // What mf-catalogue's and mf-team's decisions invalidate: they know no key of this area's but the shared one.
    pending = [item(1)];
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.approvals.all }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Course 2' })).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(2);
  });
});
