import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { type MockHandler } from '@portal/api-client/testing';
import type { TaskItem, TaskJournalEntry, TaskSubmissionState } from '@portal/contracts/tasks';
import { makeUser, renderAreaPage, type AreaPageOptions } from '@portal/testing';
import { learner, mockLms, shownTexts, TEST_LRS_AUTH, TEST_XAPI_CONFIG } from '../../../test/catalogue-lms';
import { makeItem } from '../../../lib/domain/test-fixtures';
import { APPROVER, OWNER, makeTask } from '../domain/test-task';
import TaskPage from './TaskPage';

const CONTENT = '/reach/:scope/api/v4/users/:owner/content/:id';
const TASK = `GET ${CONTENT}/task`;
const JOURNAL = `GET ${CONTENT}/task/journal`;
const STATUS = `POST ${CONTENT}/task/status`;
const SUBMISSIONS = `GET ${CONTENT}/task/submissions`;
const STATE = 'GET /lrs/activities/state';
const PUT_STATE = 'PUT /lrs/activities/state';
const UPLOAD = 'POST /dossier/files/:scope/content/:key/:kind';
const ATTACH = `POST ${CONTENT}/attachments`;
const COMMENTS = 'POST /comments/listComments';

const notFound = (code = 'ResourceNotFound') => {
  throw new ApiError({ status: 404, code, message: code });
};

const pendingRequest = { reference: 'req-1', actor: 'Alex Morgan', actorId: OWNER, approverId: APPROVER, state: 1, datestamp: '2026-03-01T10:00:00.000Z' };

/** The mock LMS for one task: its form model, journal, comments and record store state, plus `extra` routes. */
function lms(task: TaskItem, extra: Record<string, MockHandler> = {}, journal: TaskJournalEntry[] = [], state?: TaskSubmissionState) {
  return mockLms([], {
    [TASK]: () => task,
    [JOURNAL]: () => ({ entries: journal }),
    [COMMENTS]: () => ({ comments: [] }),
    [STATE]: () => state ?? notFound(),
    [SUBMISSIONS]: () => state ?? { submissions: [], draft: '', lastModified: null },
    'POST /lrs/statements': () => ['s1'],
    ...extra,
  });
}

function show(api: ReturnType<typeof lms>, url = '/catalogue/task/t1', options: Partial<AreaPageOptions> = {}) {
  const path = url.split('/').length > 5 ? '/catalogue/task/:id/:action/:uid/:selectedTab' : '/catalogue/task/:id/:parentId?';
  renderAreaPage(<TaskPage />, { route: path, path: url, api, user: learner, ...options });
  return api;
}

const callsTo = (api: ReturnType<typeof lms>, method: string, suffix: string) => api.calls.filter((call) => call.method === method && call.path.endsWith(suffix));

describe('TaskPage (spec 2 §2–§8)', () => {
  it('opens on Information: the task, its status and due date, its description, and the history merged from comments and audit entries with the filter tabs', async () => {
    const journal: TaskJournalEntry[] = [
      { id: 'a1', kind: 'approval', actor: 'Priya Shah', datestamp: '2026-03-03T10:00:00.000Z', toName: 'Rejected', value: 'Add the figures.' },
      { id: 'a2', kind: 'status-change', actor: 'Alex Morgan', datestamp: '2026-03-01T10:00:00.000Z', toName: 'Attempted' },
    ];
    const api = lms(
      makeTask({ status: 'Rejected', dueDate: '2026-04-01T09:00:00.000Z', dueDateDaysRemaining: 5, longDescription: '<p>Use the <b>five moments</b></p>' }),
      {
        [COMMENTS]: () => ({
          comments: [
            {
              reference: 'c1',
              topic_ref: `t1:${OWNER}`,
              topic_label: 'x',
              topic_data: 'task',
              value: 'A page is fine.',
              created: '2026-03-02T10:00:00.000Z',
              commenter_ref: APPROVER,
              commenter_name: 'Priya Shah',
              commenter_avatar: null,
              flag: null,
              flagger_ref: null,
            },
          ],
        }),
      },
      journal,
    );
    show(api, undefined, { settings: { items: [], enableComments: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflective account' })).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(/Due in 5 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('five moments')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Decision: Rejected'), expect.stringContaining('Comment'), expect.stringContaining('Status changed to In progress')]);
    expect(within(history).getByText('Add the figures.')).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('radio', { name: 'Comments' }));
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('A page is fine.')).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('radio', { name: 'Audit' }));
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists the task’s supporting files to download (spec 2 §3)', async () => {
    show(lms(makeTask({ supportingFiles: [{ name: 'Guide.pdf', url: '/dossier/files/demo/content/t1/.attachments/f1' }] })));
    const files = await screen.findByRole('region', { name: 'Supporting files' });
    expect(within(files).getByRole('link', { name: 'Guide.pdf' })).toHaveAttribute('href', '/_api/dossier/files/demo/content/t1/.attachments/f1');
  });

  it('saves a draft: marks the task in progress first, then replaces the draft in the record store (version 1.0.1), and shows General.Success', async () => {
    const api = lms(makeTask(), {
      [STATUS]: () => ({ status: 'Attempted', attemptReference: 'att-1' }),
      [PUT_STATE]: () => ({}),
    });
    show(api, '/catalogue/task/t1?selectedTab=Submission');
    const box = await screen.findByRole('textbox', { name: 'Your submission' });
    await userEvent.type(box, 'My first thoughts');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(shownTexts()).toContain('Your changes have been saved'));
    expect(callsTo(api, 'POST', '/task/status')[0]!.body).toEqual({ status: 'Attempted' });
    const put = callsTo(api, 'PUT', '/lrs/activities/state')[0]!;
    expect(put.query).toMatchObject({ activityId: 't1', stateId: 'task-submission', registration: 'att-1' });
    // The learner's agent, endpoint and token are xapi/config's; the session cookie is not sent.
    expect(JSON.parse(put.query.agent!)).toEqual({ objectType: 'Agent', account: TEST_XAPI_CONFIG.agent.account });
    expect(put.headers).toMatchObject({ 'X-Experience-API-Version': '1.0.1', Authorization: TEST_LRS_AUTH });
    expect(put.credentials).toBe('omit');
    expect(put.body).toEqual({ submissions: [], draft: 'My first thoughts', lastModified: expect.any(String) });
    // An attempted statement went to the record store with the attempt and the platform.
    await waitFor(() => expect(callsTo(api, 'POST', '/lrs/statements')).toHaveLength(1));
    expect(callsTo(api, 'POST', '/lrs/statements')[0]!.headers).toMatchObject({ Authorization: TEST_LRS_AUTH });
    expect(callsTo(api, 'POST', '/lrs/statements')[0]!.body).toMatchObject({
      actor: { name: 'Alex Morgan', account: TEST_XAPI_CONFIG.agent.account },
      verb: { id: 'http://adlnet.gov/expapi/verbs/attempted' },
      context: { platform: 'web-orbit-demo', registration: 'att-1' },
    });
  });

  it('keeps a saved draft, and submitting sends it with the request for approval in one call (the LMS appends it and clears the draft)', async () => {
    const state: TaskSubmissionState = { submissions: [{ text: 'Earlier', timestamp: '2026-03-01T10:00:00.000Z' }], draft: 'Kept draft', lastModified: '2026-03-02T10:00:00.000Z' };
    const api = lms(
      makeTask({ status: 'Attempted', attemptReference: 'att-1' }),
      { [PUT_STATE]: () => ({}), [STATUS]: () => ({ status: 'PendingApproval', attemptReference: 'att-1' }) },
      [],
      state,
    );
    show(api, '/catalogue/task/t1?selectedTab=Submission');
    expect(await screen.findByDisplayValue('Kept draft')).toBeInTheDocument();
    expect(screen.getByText('Earlier')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/task/status')).toHaveLength(1));
    expect(callsTo(api, 'POST', '/task/status')[0]!.body).toEqual({ status: 'PendingApproval', submission: 'Kept draft' });
    expect(callsTo(api, 'PUT', '/lrs/activities/state')).toHaveLength(0);
    await waitFor(() => expect(shownTexts()).toContain('Your changes have been saved'));
  });

  it('offers the editor only once the saved draft is read, so a slow record store never replaces what the user typed', async () => {
    const state: TaskSubmissionState = { submissions: [], draft: 'Saved earlier', lastModified: '2026-03-02T10:00:00.000Z' };
    let answer: (value: TaskSubmissionState) => void = () => undefined;
    const api = lms(makeTask({ status: 'Attempted', attemptReference: 'att-1' }), {
      [STATE]: () => new Promise<TaskSubmissionState>((resolve) => (answer = resolve)),
    });
    show(api, '/catalogue/task/t1?selectedTab=Submission');
    await waitFor(() => expect(callsTo(api, 'GET', '/lrs/activities/state')).toHaveLength(1));
    expect(screen.queryByRole('textbox', { name: 'Your submission' })).not.toBeInTheDocument();
    answer(state);
    const box = await screen.findByRole('textbox', { name: 'Your submission' });
    await waitFor(() => expect(box).toHaveValue('Saved earlier'));
    await userEvent.clear(box);
    await userEvent.type(box, 'Typed now');
    expect(box).toHaveValue('Typed now');
  });

  it('a submission refused for want of an approver says why, and keeps what was typed out of the submissions and in the box', async () => {
    const state: TaskSubmissionState = { submissions: [], draft: 'Saved draft', lastModified: '2026-03-02T10:00:00.000Z' };
    const api = lms(
      makeTask({ status: 'Attempted', attemptReference: 'att-1' }),
      {
        [PUT_STATE]: () => ({}),
        [STATUS]: () => {
          throw new ApiError({ status: 409, code: 'NoApprover', message: 'there is no approver to ask' });
        },
      },
      [],
      state,
    );
    show(api, '/catalogue/task/t1?selectedTab=Submission');
    const box = await screen.findByDisplayValue('Saved draft');
    await userEvent.type(box, ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(shownTexts()).toContain('You have no approver to submit it to.'));
    expect(callsTo(api, 'PUT', '/lrs/activities/state')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Your submission' })).toHaveValue('Saved draft and more');
    expect(screen.getByText('Nothing has been submitted yet.')).toBeInTheDocument();
  });

  it('a new attempt has no submission state to read: none is asked for (no 404), and a draft is written at once', async () => {
    const api = lms(makeTask({ status: 'Attempted', attemptReference: 'att-2', hasSubmissionState: false }), { [PUT_STATE]: () => ({}) });
    show(api, '/catalogue/task/t1?selectedTab=Submission');
    const box = await screen.findByRole('textbox', { name: 'Your submission' });
    expect(screen.getByText('Nothing has been submitted yet.')).toBeInTheDocument();
    await userEvent.type(box, 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/lrs/activities/state')).toHaveLength(1));
    expect(callsTo(api, 'GET', '/lrs/activities/state')).toHaveLength(0);
    expect(callsTo(api, 'PUT', '/lrs/activities/state')[0]!.body).toEqual({ submissions: [], draft: 'First', lastModified: expect.any(String) });
  });

  it('shows the Comments tab and reads the topic only when the tenant has comments on (spec 2 §1 enableComments)', async () => {
    const off = lms(makeTask());
    show(off);
    expect(await screen.findByRole('link', { name: 'Information' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Comments' })).not.toBeInTheDocument();
    expect(callsTo(off, 'POST', '/comments/listComments')).toHaveLength(0);
  });

  it('with comments on, the Comments tab is there and the history merges the topic’s comments', async () => {
    const on = lms(makeTask());
    show(on, undefined, { settings: { items: [], enableComments: true } });
    expect(await screen.findByRole('link', { name: 'Comments' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(on, 'POST', '/comments/listComments')).toHaveLength(1));
  });

  it('refuses to submit nothing', async () => {
    const api = lms(makeTask({ status: 'Attempted', attemptReference: 'att-1' }));
    show(api, '/catalogue/task/t1?selectedTab=Submission');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(shownTexts()).toContain('Write your submission first.');
    expect(callsTo(api, 'POST', '/task/status')).toHaveLength(0);
  });

  it('keeps the draft being written over a tab change, and says it is not saved until it is', async () => {
    const state: TaskSubmissionState = { submissions: [], draft: 'Kept draft', lastModified: '2026-03-02T10:00:00.000Z' };
    show(lms(makeTask({ status: 'Attempted', attemptReference: 'att-1' }), {}, [], state), '/catalogue/task/t1?selectedTab=Submission');
    const box = await screen.findByDisplayValue('Kept draft');
    expect(screen.queryByText('Your submission has unsaved changes.')).not.toBeInTheDocument();
    await userEvent.type(box, ', and more');
    expect(screen.getByText('Your submission has unsaved changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Information' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Submission' }));
    expect(await screen.findByRole('textbox', { name: 'Your submission' })).toHaveValue('Kept draft, and more');
    expect(screen.getByText('Your submission has unsaved changes.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Your submission' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your submission' }), 'Kept draft');
    expect(screen.queryByText('Your submission has unsaved changes.')).not.toBeInTheDocument();
  });

  it('checks the draft as the record store does: one over 20,000 characters shows the field’s error and is neither saved nor submitted', async () => {
    const api = lms(makeTask({ status: 'Attempted', attemptReference: 'att-1' }), { [PUT_STATE]: () => ({}) });
    show(api, '/catalogue/task/t1?selectedTab=Submission');
    const box = await screen.findByRole('textbox', { name: 'Your submission' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(20_001));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Keep your submission to 20,000 characters or fewer')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(callsTo(api, 'PUT', '/lrs/activities/state')).toHaveLength(0);
    expect(callsTo(api, 'POST', '/task/status')).toHaveLength(0);
    // Shortened, the text is checked again as it changes, and saves.
    await userEvent.type(box, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Keep your submission to 20,000 characters or fewer')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/lrs/activities/state')).toHaveLength(1));
    expect(callsTo(api, 'PUT', '/lrs/activities/state')[0]!.body).toMatchObject({ draft: 'x'.repeat(20_000) });
  });

  describe('attachments (spec 2 §5, §8)', () => {
    const upload = async (name: string) => userEvent.upload(await screen.findByLabelText('Attach a file'), new File(['x'], name));

    it('refuses a file of another type before uploading', async () => {
      const api = lms(makeTask({ status: 'Attempted', attemptReference: 'att-1' }));
      show(api, '/catalogue/task/t1?selectedTab=Submission');
      await upload('script.exe');
      expect(shownTexts()).toContain('This type of file is not supported.');
      expect(api.calls.some((call) => call.path.startsWith('/dossier'))).toBe(false);
    });

    it('uploads to a task not started after marking it in progress, then records the attachment', async () => {
      const api = lms(makeTask(), {
        [STATUS]: () => ({ status: 'Attempted', attemptReference: 'att-1' }),
        [UPLOAD]: () => ({
          success: true,
          file: {
            reference: 'f1',
            name: 'evidence.pdf',
            size: 1,
            contentType: 'application/pdf',
            path: `t1:${OWNER}/task-file-attachments/f1`,
            uploader: 'Alex Morgan',
            ownerId: OWNER,
            datestamp: 1,
          },
        }),
        [ATTACH]: () => ({ id: 'a1', body: `t1:${OWNER}/task-file-attachments/f1`, name: 'evidence.pdf', type: 'file', timestamp: '2026-03-01T10:00:00.000Z' }),
      });
      show(api, '/catalogue/task/t1?selectedTab=Submission');
      await upload('evidence.pdf');
      await waitFor(() => expect(callsTo(api, 'POST', '/attachments')).toHaveLength(1));
      const writes = ['/task/status', '/task-file-attachments', '/t1/attachments'];
      const order = api.calls.filter((call) => call.method === 'POST' && writes.some((end) => call.path.endsWith(end))).map((call) => call.path.split('/').slice(-2).join('/'));
      expect(order).toEqual(['task/status', `${encodeURIComponent(`t1:${OWNER}`)}/task-file-attachments`, 't1/attachments']);
      expect(callsTo(api, 'POST', '/attachments')[0]!.body).toEqual({ type: 'file', body: `t1:${OWNER}/task-file-attachments/f1`, name: 'evidence.pdf' });
    });

    it.each([
      [413, 'The file is too large to upload.'],
      [415, 'This type of file is not supported.'],
      [500, 'Sorry, something went wrong. Please try again.'],
    ])('answers an upload refused with %s with its message', async (status, message) => {
      const api = lms(makeTask({ status: 'Attempted', attemptReference: 'att-1' }), {
        [UPLOAD]: () => {
          throw new ApiError({ status, message: 'refused' });
        },
      });
      show(api, '/catalogue/task/t1?selectedTab=Submission');
      await upload('big.pdf');
      await waitFor(() => expect(shownTexts()).toContain(message));
    });

    it('offers no upload while the task is read-only (pending approval)', async () => {
      show(lms(makeTask({ status: 'PendingApproval', attemptReference: 'att-1', approvalRequest: pendingRequest })), '/catalogue/task/t1?selectedTab=Submission');
      expect(await screen.findByText('Your task is waiting for approval.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Attach a file')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Your submission' })).not.toBeInTheDocument();
    });
  });

  it('shows a premium task’s price to its owner when commerce is on (the premium check)', async () => {
    const api = lms(makeTask(), {
      'GET /reach/demo/api/v3/users/learner/catalogue': () => ({
        Items: [makeItem({ Id: 't1', Name: 'Reflective account', type: 'Task', Type: 'task', sku: 'SKU-T1' })],
        Categories: [],
      }),
      'POST /store/product/find': () => ({ product: { sku: 'SKU-T1', name: 'Reflective account', gross_amount: 12, net_amount: 10, currency: 'GBP', invoice: null } }),
    });
    show(api, undefined, { settings: { items: [], enableCommerce: true } });
    await waitFor(() => expect(callsTo(api, 'POST', '/store/product/find')[0]?.body).toEqual({ sku: 'SKU-T1' }));
    expect(await screen.findByRole('button', { name: /basket/i })).toBeInTheDocument();
  });

  it('premiumChecks: an unpaid premium task says to buy it first and takes no submission', async () => {
    const api = lms(makeTask({ status: 'Attempted', attemptReference: 'att-1' }), {
      'GET /reach/demo/api/v3/users/learner/catalogue': () => ({
        Items: [makeItem({ Id: 't1', Name: 'Reflective account', type: 'Task', Type: 'task', sku: 'SKU-T1' })],
        Categories: [],
      }),
      'POST /store/invoice/find': () => ({ invoice: null }),
      'POST /store/product/find': () => ({ product: { sku: 'SKU-T1', name: 'Reflective account', gross_amount: 12, net_amount: 10, currency: 'GBP', invoice: null } }),
    });
    show(api, '/catalogue/task/t1?selectedTab=Submission', { settings: { items: [], enableCommerce: true } });
    expect(await screen.findByText('This is premium content. Buy it to open it.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your submission' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach a file')).not.toBeInTheDocument();
  });

  it('cancels a pending request (back to in progress)', async () => {
    const api = lms(makeTask({ status: 'PendingApproval', attemptReference: 'att-1', approvalRequest: pendingRequest }), {
      [STATUS]: () => ({ status: 'Attempted', attemptReference: 'att-1' }),
    });
    show(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel approval request' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/task/status')[0]?.body).toEqual({ status: 'cancel' }));
  });

  it('asks before a new attempt starts (the new attempt modal): cancelling starts nothing', async () => {
    const api = lms(makeTask({ status: 'Completed', allowAttempts: true, attemptReference: 'att-1' }), {
      [`POST ${CONTENT}/attempts/trigger`]: () => ({ status: 'Success', attemptId: 'att-2' }),
    });
    show(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new attempt' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a new attempt?' });
    expect(dialog).toHaveTextContent('What you submitted before stays in the history. The new attempt starts empty.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(api, 'POST', '/attempts/trigger')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Start a new attempt' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Start a new attempt?' })).getByRole('button', { name: 'Start the new attempt' }));
    await waitFor(() => expect(shownTexts()).toContain('New attempt created successfully'));
    expect(callsTo(api, 'POST', '/attempts/trigger')).toHaveLength(1);
  });

  it('a new attempt refused with MaxAllowedAttemptsExceeded shows the error and the exceeded-attempts dialog', async () => {
    const api = lms(makeTask({ status: 'Completed', allowAttempts: true, attemptReference: 'att-1' }), {
      [`POST ${CONTENT}/attempts/trigger`]: () => ({ status: 'MaxAllowedAttemptsExceeded' }),
    });
    show(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new attempt' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Start a new attempt?' })).getByRole('button', { name: 'Start the new attempt' }));
    expect(await screen.findByRole('dialog', { name: 'No attempts left' })).toBeInTheDocument();
    expect(shownTexts()).toContain('Error creating new attempt');
    expect(callsTo(api, 'POST', '/attempts/trigger')[0]!.query).toEqual({ platform: 'web-orbit-demo' });
  });

  describe('the approver (action approval)', () => {
    const approver = makeUser({ id: APPROVER, username: 'approver', displayName: 'Priya Shah', roles: ['Approver'] });
    const url = `/catalogue/task/t1/approval/${OWNER}/Submission`;

    it('reads the owner’s task and submissions, and approves', async () => {
      const state = { submissions: [{ text: 'My case study', timestamp: '2026-03-01T10:00:00.000Z' }], draft: '', lastModified: null };
      const api = lms(
        makeTask({ status: 'PendingApproval', attemptReference: 'att-1', approvalRequest: pendingRequest }),
        { 'POST /stamp/approvals/acceptRequest': () => ({ success: true }) },
        [],
        state,
      );
      show(api, url, { user: approver });
      expect(await screen.findByText('You are reviewing the task of Alex Morgan.')).toBeInTheDocument();
      expect(await screen.findByText('My case study')).toBeInTheDocument();
      expect(callsTo(api, 'GET', '/task')[0]!.path).toBe(`/reach/demo/api/v4/users/${OWNER}/content/t1/task`);
      expect(callsTo(api, 'GET', '/task')[0]!.query).toEqual({ actingAs: APPROVER });
      expect(callsTo(api, 'GET', '/lrs/activities/state')).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Submission' })).toHaveAttribute('href', url);
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(callsTo(api, 'POST', '/acceptRequest')[0]?.body).toEqual({ actorId: OWNER, reference: 'req-1' }));
      await waitFor(() => expect(shownTexts()).toContain('Your changes have been saved'));
    });

    it('rejects only with a comment, in the rejection comment dialog', async () => {
      const api = lms(makeTask({ status: 'PendingApproval', attemptReference: 'att-1', approvalRequest: pendingRequest }), {
        'POST /stamp/approvals/rejectRequest': () => ({ success: true }),
      });
      show(api, url, { user: approver });
      await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject the task' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await within(dialog).findByText('A comment is required to reject the task.')).toBeInTheDocument();
      expect(callsTo(api, 'POST', '/rejectRequest')).toHaveLength(0);
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment for the learner' }), 'Say who planned the discharge.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      await waitFor(() => expect(callsTo(api, 'POST', '/rejectRequest')[0]?.body).toEqual({ actorId: OWNER, reference: 'req-1', comment: 'Say who planned the discharge.' }));
    });

    it('sees a decided task read-only, without approve or reject', async () => {
      show(lms(makeTask({ status: 'Rejected', attemptReference: 'att-1', approvalRequest: { ...pendingRequest, state: 3 } })), url, { user: approver });
      expect(await screen.findByText('Rejected')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    });

    it('goes to the catalogue when the request is missing', async () => {
      show(lms(makeTask(), { [TASK]: () => notFound('ItemNotFound') }), url, { user: approver });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue\/items$/));
    });
  });
});
