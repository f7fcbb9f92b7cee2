import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import { queryKeys } from '@portal/query/keys';
import { createTestQueryClient, makeUser, renderAreaPage } from '@portal/testing';
import { makeCatalogue, makeItem } from '../../../lib/domain/test-fixtures';
import { lee, shownTexts, textsAfterRouteChange } from '../../../test/catalogue-lms';
import ExternalActivityPage from './ExternalActivityPage';
import { LOOKUPS, makeElaItem } from './test-items';

const ITEM = 'GET /reach/:scope/api/v3/users/:user/externallearning/:id';
const PUT = 'PUT /reach/:scope/api/v3/users/:user/externallearning/:id';
const CREATE = 'POST /reach/:scope/api/v3/users/:user/externallearning';
const DELETE = 'DELETE /reach/:scope/api/v3/users/:user/externallearning/:id';
const LOOKUPS_PATH = 'GET /reach/:scope/api/v3/externallearning/lookups';
const FILES = 'GET /dossier/files/:scope/content-list/:id/external-learning-attachments';
const UPLOAD = 'POST /dossier/files/:scope/content/:id/external-learning-attachments';
const REQUESTS = 'POST /stamp/approvals/listRequestsForObject';
const ACCEPT = 'POST /stamp/approvals/acceptRequest';
const REJECT = 'POST /stamp/approvals/rejectRequest';

function show(url: string, handlers: Record<string, MockHandler>, user: User = lee) {
  const api = createMockApiClient({ [LOOKUPS_PATH]: () => LOOKUPS, [FILES]: () => ({ files: [] }), ...handlers });
  renderAreaPage(<ExternalActivityPage />, { route: '/external-activities/item/:id/:action?/:user?', path: url, api, user });
  return api;
}

/** The item as saved: the payload's day and time become occurredOn as the LMS writes it. */
const asItem = (body: Record<string, unknown>, overrides: object = {}) =>
  makeElaItem({ ...body, occurredOn: `${String(body.occurredOn)}T${String(body.occurredAt)}:00.000Z`, ...overrides });
const saved = (body: Record<string, unknown>, status = 'draft') => ({ success: true, item: asItem(body, { approvalStatusId: status }) });

/** The item's ELA approval request in a state (1 pending, 2 approved, 3 rejected), as listRequestsForObject answers it. */
const approvalRequest = (state: number) => ({
  reference: 'r1',
  actor: 'Lee Learner',
  actorId: 'u1',
  approverId: 'a1',
  objectId: 'e1',
  objectType: 'ELA',
  state,
  datestamp: '2024-05-01T10:00:00.000Z',
  context: { approvalType: 'completion' },
});

/** The item waiting for approver a1's decision. */
const pendingItem = () =>
  makeElaItem({ approvalStatusId: 'pendingapproval', approval: { reference: 'r1', approverId: 'a1', approverName: 'Priya Shah', state: 1, comment: null } });

const approver = makeUser({ id: 'a1', username: 'approver', displayName: 'Priya Shah', roles: ['Approver'] });

describe('ExternalActivityPage', () => {
  it('records a new item: the form checks it with the contract, times every 15 minutes, completed by default, then saves a draft', async () => {
    let created: ReturnType<typeof asItem> | null = null;
    const api = show('/external-activities/item/new', {
      [CREATE]: (body) => {
        created = asItem(body, { id: 'e9' });
        return { success: true, data: { id: 'e9' }, item: created };
      },
      [ITEM]: () => created,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Record external learning' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time' }).querySelectorAll('option')).toHaveLength(96);
    expect(screen.getByRole('combobox', { name: 'Completion status' })).toHaveValue('completed');
    expect(screen.getByText('Save the external learning to add attachments.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('There is a problem')).toBeInTheDocument();
    expect(screen.getAllByText('This is required.').length).toBeGreaterThanOrEqual(2);
    // The summary names each field it links to.
    expect(screen.getByRole('button', { name: 'Name: This is required.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activity type: This is required.' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Wound care course');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Activity type' }), 'Workshop');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '14:45');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'CPD points' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    // Saved, the page is the new item's.
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit external learning' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wound care course');
    const create = api.calls.find((call) => call.method === 'POST')!;
    expect(create.body).toMatchObject({
      name: 'Wound care course',
      typeId: 't2',
      occurredAt: '14:45',
      completionStatusId: 'completed',
      cpdPoints: 3,
      score: null,
      approvalStatusId: 'draft',
    });
    expect(textsAfterRouteChange()).toContain('Saved as draft');
  });

  it('submits an item for approval, and says so when there is no approver', async () => {
    let refuse = true;
    const api = show('/external-activities/item/e1', {
      [ITEM]: () => makeElaItem(),
      [PUT]: (body) => {
        if (refuse) throw new ApiError({ status: 409, code: 'NoApprover', message: 'NoApprover' });
        return saved(body, 'pendingapproval');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no approver to submit it to.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(shownTexts()).toContain('Submitted for approval'));
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({ approvalStatusId: 'pendingapproval', name: 'Sepsis study day' });
  });

  it('is read-only for its owner while pending and once approved: no save, no upload, no delete', async () => {
    show('/external-activities/item/e1', { [ITEM]: () => makeElaItem({ approvalStatusId: 'pendingapproval' }) });
    expect(await screen.findByText('This external learning is waiting for approval and cannot be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add an attachment')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  });

  it('deletes after the confirmation: “Removed Successfully!”, or “Failed, please try again”', async () => {
    let fail = true;
    show('/external-activities/item/e1', {
      [ITEM]: () => makeElaItem(),
      [DELETE]: () => {
        if (fail) throw new ApiError({ status: 500, message: 'failed' });
        return { success: true };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete external learning' });
    expect(dialog).toHaveTextContent('Delete “Sepsis study day”? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownTexts()).toContain('Failed, please try again'));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/external-activities$/));
    // Raised for the list it goes to: the navigation does not clear it.
    expect(textsAfterRouteChange()).toContain('Removed Successfully!');
  });

  it('uploads attachments of the spec’s types: another type is refused at once, 413 and 415 answers have their own messages', async () => {
    let status = 413;
    const api = show('/external-activities/item/e1', {
      [ITEM]: () => makeElaItem(),
      [UPLOAD]: () => {
        throw new ApiError({ status, message: 'refused' });
      },
    });
    const input = await screen.findByLabelText('Add an attachment');
    await userEvent.upload(input, new File(['x'], 'voice.mp3'), { applyAccept: false });
    expect(await screen.findByText('This type of file is not supported.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.upload(input, new File(['x'], 'big.PDF'));
    expect(await screen.findByText('The file is too large.')).toBeInTheDocument();
    status = 415;
    await userEvent.upload(input, new File(['x'], 'odd.pdf'));
    expect(await screen.findByText('This type of file is not supported.')).toBeInTheDocument();
    status = 500;
    await userEvent.upload(input, new File(['x'], 'any.pdf'));
    expect(await screen.findByText('The file could not be uploaded. Please try again.')).toBeInTheDocument();
    const upload = api.calls.find((call) => call.method === 'POST')!;
    expect(upload.path).toBe('/dossier/files/demo/content/e1/external-learning-attachments');
    expect((upload.body as FormData).get('uploader')).toBe('Lee Learner');
  });

  it('links a learning item chosen in the picker, 50 a page', async () => {
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const items = [
      ...Array.from({ length: 55 }, (_, i) => makeItem({ Id: `c${i}`, Name: `Course ${String(i).padStart(2, '0')}` })),
      // Not offered: what the catalogue does not list.
      makeItem({ Id: 'hidden', Name: 'Aaa hidden course', isHidden: true }),
      makeItem({ Id: 'later', Name: 'Aaa course from next month', AvailabilityMode: 'Dates', AvailableFrom: later, AvailableTo: null }),
    ];
    const api = show('/external-activities/item/e1', {
      [ITEM]: () => makeElaItem(),
      'GET /reach/:scope/api/v3/users/:username/catalogue': () => makeCatalogue(items),
      [PUT]: (body) => saved(body),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a learning item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a learning item' });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(dialog.querySelectorAll('li')).toHaveLength(50);
    expect(within(dialog).queryByRole('button', { name: /^Choose Aaa/ })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Choose / })[0]).toHaveAccessibleName('Choose Course 00');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Course 52' }));
    expect(screen.getByText('Course 52')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ learningItemId: 'c52' }));
  });

  it('lets the approver approve, or reject only with a comment', async () => {
    const pending = pendingItem();
    const api = show(
      '/external-activities/item/e1/approval',
      {
        [REQUESTS]: () => ({
          success: true,
          requests: [approvalRequest(1)],
        }),
        [ITEM]: () => pending,
        [ACCEPT]: () => {
          throw new ApiError({ status: 500, message: 'failed' });
        },
        [REJECT]: (body) => ({
          success: true,
          request: { ...approvalRequest(3), body },
        }),
      },
      approver,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Approve external learning' })).toBeInTheDocument();
    // The approver came from their approvals, and goes back there.
    expect(screen.getByRole('link', { name: 'Back to approvals' })).toHaveAttribute('href', '/approvals');
    expect(screen.queryByRole('link', { name: 'Back to external learning' })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/externallearning/e1'))?.path).toBe('/reach/demo/api/v3/users/u1/externallearning/e1');
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(shownTexts()).toContain('Failed, please try again'));

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject external learning' });
    await userEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(screen.getByText('Enter a comment to reject.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Add the certificate.');
    await userEvent.click(dialog.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/approvals$/));
    expect(api.calls.find((call) => call.path === '/stamp/approvals/rejectRequest')?.body).toEqual({ actorId: 'u1', reference: 'r1', comment: 'Add the certificate.' });
    expect(textsAfterRouteChange()).toContain('The external learning is rejected');
  });

  it('an approval decided here invalidates the approver’s approvals list, which is read again when shown', async () => {
    const api = createMockApiClient({
      [LOOKUPS_PATH]: () => LOOKUPS,
      [FILES]: () => ({ files: [] }),
      [REQUESTS]: () => ({ success: true, requests: [approvalRequest(1)] }),
      [ITEM]: () => pendingItem(),
      [ACCEPT]: () => ({ success: true, request: approvalRequest(2) }),
    });
    const client = createTestQueryClient();
    const list = queryKeys.approvals.list('demo', 'a1', 'Pending');
    client.setQueryData(list, { pages: [], pageParams: [] });
    renderAreaPage(<ExternalActivityPage />, {
      route: '/external-activities/item/:id/:action?/:user?',
      path: '/external-activities/item/e1/approval',
      api,
      user: approver,
      queryClient: client,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/approvals$/));
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });

  it('the approver opening an item again reads it anew: a resubmitted item is not shown from an earlier answer', async () => {
    let state = 3;
    const api = createMockApiClient({
      [LOOKUPS_PATH]: () => LOOKUPS,
      [FILES]: () => ({ files: [] }),
      [REQUESTS]: () => ({ success: true, requests: [approvalRequest(state)] }),
      [ITEM]: () => {
        if (state === 3) throw new ApiError({ status: 404, code: 'NotFound', message: 'NotFound' });
        return pendingItem();
      },
    });
    const client = createTestQueryClient();
    const url = '/external-activities/item/e1/approval';
    renderAreaPage(<ExternalActivityPage />, { route: '/external-activities/item/:id/:action?/:user?', path: url, api, user: approver, queryClient: client });
    expect(await screen.findByText('This external learning was not found.')).toBeInTheDocument();
    cleanup();
    // The learner resubmits; the approver opens it again within the minute.
    state = 1;
    renderAreaPage(<ExternalActivityPage />, { route: '/external-activities/item/:id/:action?/:user?', path: url, api, user: approver, queryClient: client });
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByText('This external learning was not found.')).not.toBeInTheDocument();
  });

  it('shows another user’s item read-only, and a missing one as not found', async () => {
    show('/external-activities/item/e2/readonly/u7', {
      [ITEM]: (_b, _q, params) => (params.user === 'u7' ? makeElaItem({ id: 'e2', createdBy: { id: 'u7', name: 'Sam' } }) : null),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'View external learning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to approvals' })).toHaveAttribute('href', '/approvals');
  });

  it('places the comment thread only when the tenant has comments on (spec 2 §1 enableComments)', async () => {
    show('/external-activities/item/e1', { [ITEM]: () => makeElaItem() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit external learning' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
  });

  it('says when the item is not there', async () => {
    show('/external-activities/item/gone', {});
    expect(await screen.findByText('This external learning was not found.')).toBeInTheDocument();
  });
});
