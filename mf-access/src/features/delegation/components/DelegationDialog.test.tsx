import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import type { Delegation } from '@portal/contracts/account';
import { queryClient } from '@portal/query';
import { messages, messageStore } from '@portal/ui';
import { renderRoute, signedInSession } from '@portal/testing';
import { dateFieldValue, enterDate } from '@portal/ui/date-field/testing';
import DelegationDialog from './DelegationDialog';

const priya: User = { id: 'u2', username: 'approver', displayName: 'Priya Shah', roles: ['Approver'], profile: {}, authenticationMode: 'forms' };

const RESOLVE: Record<string, () => unknown> = {
  learner: () => ({ success: true, userId: 'u1', displayName: 'Alex Morgan' }),
  approver: () => ({ success: true, userId: 'u2', displayName: 'Priya Shah' }),
  nobody: () => {
    throw new ApiError({ status: 404, code: 'UserNotFound', message: 'UserNotFound' });
  },
  'pat.lee@demo.example': () => {
    throw new ApiError({ status: 404, code: 'DuplicateUsersFound', message: 'DuplicateUsersFound' });
  },
  broken: () => {
    throw new ApiError({ status: 500, message: 'Internal Server Error' });
  },
};

function show(initial: Delegation[] = [], { refuseAdd = false, listOnce = false } = {}) {
  let listed = 0;
  signedInSession({ user: priya });
  let delegates = [...initial];
  const close = jest.fn();
  const api = createMockApiClient({
    'POST /stamp/approvals/listDelegatesForApprover': () => {
      listed += 1;
      if (listOnce && listed > 1) throw new ApiError({ status: 500, message: 'Internal Server Error' });
      return { success: true, delegates };
    },
    'POST /reach/:scope/api/v4/users/ResolveUsername': ({ username }: { username: string }) => (RESOLVE[username] ?? RESOLVE.nobody!)(),
    'POST /stamp/approvals/addDelegate': (body: Omit<Delegation, 'reference' | 'delegateeName'>) => {
      if (refuseAdd) throw new ApiError({ status: 400, code: 'DelegateNotFound', message: 'DelegateNotFound' });
      delegates = [...delegates, { ...body, reference: 'r1', delegateeName: 'Alex Morgan' }];
      return { success: true, reference: 'r1' };
    },
    'POST /stamp/approvals/updateDelegate': (body: Delegation) => {
      delegates = delegates.map((item) => (item.reference === body.reference ? { ...item, ...body } : item));
      return { success: true, reference: body.reference };
    },
    'POST /stamp/approvals/removeDelegate': ({ reference }: { reference: string }) => {
      delegates = delegates.filter((item) => item.reference !== reference);
      return { success: true };
    },
  });
  renderRoute(<DelegationDialog close={close} />, { route: '/account/settings', path: '/account/settings', api });
  return { api, close };
}

const toasts = () => messageStore.getState().messages.map((message) => message.message);

async function addDelegate(username: string, dates: { from?: string; until?: string; untilHours?: string } = {}) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByRole('textbox', { name: 'Delegate username or e-mail' }), username);
  if (dates.from) await enterDate(user, screen.getByRole('group', { name: 'From date' }), dates.from);
  if (dates.until) await enterDate(user, screen.getByRole('group', { name: 'Until date' }), dates.until);
  if (dates.untilHours) await user.selectOptions(screen.getByRole('combobox', { name: 'Until hour' }), dates.untilHours);
  await user.click(screen.getByRole('button', { name: 'Add delegate' }));
  return user;
}

beforeEach(() => messages.clear());

describe('DelegationDialog (spec 1 §4, §5, §8)', () => {
  it('lists the approver’s delegates', async () => {
    const { api } = show([{ reference: 'r9', scope: 'demo', approverId: 'u2', delegateeId: 'u1', delegateeName: 'Alex Morgan', startAt: null, endAt: null }]);
    expect(await screen.findByRole('rowheader', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'No limit' })).toHaveLength(2);
    expect(api.calls[0]).toMatchObject({ path: '/stamp/approvals/listDelegatesForApprover', body: { scope: 'demo', approverId: 'u2' } });
  });

  it('a later read of the list that fails keeps the list shown', async () => {
    const { api } = show([{ reference: 'r9', scope: 'demo', approverId: 'u2', delegateeId: 'u1', delegateeName: 'Alex Morgan', startAt: null, endAt: null }], {
      listOnce: true,
    });
    expect(await screen.findByRole('rowheader', { name: 'Alex Morgan' })).toBeInTheDocument();
    await act(async () => {
      await queryClient.refetchQueries();
      // react-query tells its observers on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(api.calls.filter((call) => call.path === '/stamp/approvals/listDelegatesForApprover')).toHaveLength(2);
    expect(queryClient.getQueryState(['access', 'delegates', 'demo', 'u2'])?.status).toBe('error');
    expect(screen.getByRole('rowheader', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a delegate resolved by username for a period, hours and minutes defaulting to 0', async () => {
    const { api } = show();
    await screen.findByText('You have no approval delegates.');
    await addDelegate('learner', { from: '2026-03-01', until: '2026-03-08' });
    await waitFor(() => expect(toasts()).toContain('Approval delegate added successfully'));
    expect(api.calls.find((call) => call.path.endsWith('/ResolveUsername'))?.body).toEqual({ username: 'learner', includeEmail: true });
    expect(api.calls.find((call) => call.path === '/stamp/approvals/addDelegate')?.body).toEqual({
      scope: 'demo',
      approverId: 'u2',
      delegateeId: 'u1',
      startAt: new Date(2026, 2, 1, 0, 0).toISOString(),
      endAt: new Date(2026, 2, 8, 0, 0).toISOString(),
    });
    expect(await screen.findByRole('rowheader', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Delegate username or e-mail' })).toHaveValue('');
  });

  it('the until date must be after the from date', async () => {
    const { api } = show();
    await screen.findByText('You have no approval delegates.');
    await addDelegate('learner', { from: '2026-03-08', until: '2026-03-01' });
    expect(screen.getByRole('group', { name: 'Until date' })).toHaveAccessibleDescription(expect.stringContaining('The until date must be after the from date'));
    expect(api.calls.some((call) => call.path.endsWith('/ResolveUsername'))).toBe(false);
  });

  it.each([
    ['approver', 'Unable to add yourself as the delegate approver'],
    ['nobody', 'Unable to resolve target user'],
    ['pat.lee@demo.example', 'Unable to resolve target user, if you know the username of the user please use that'],
    ['broken', 'An unknown error has occurred, please try again or contact your system administrator.'],
  ])('%s → %s, keeping what was typed', async (username, text) => {
    const { api } = show();
    await screen.findByText('You have no approval delegates.');
    await addDelegate(username);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'Delegate username or e-mail' })).toHaveValue(username);
    expect(api.calls.some((call) => call.path === '/stamp/approvals/addDelegate')).toBe(false);
  });

  it('a refused save keeps every box as typed and shows why; the list is asked again', async () => {
    const { api } = show([], { refuseAdd: true });
    await screen.findByText('You have no approval delegates.');
    await addDelegate('learner', { from: '2026-03-01', until: '2026-03-08', untilHours: '17' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to resolve target user');
    expect(screen.getByRole('textbox', { name: 'Delegate username or e-mail' })).toHaveValue('learner');
    expect(dateFieldValue(screen.getByRole('group', { name: 'From date' }))).toBe('2026-03-01');
    expect(dateFieldValue(screen.getByRole('group', { name: 'Until date' }))).toBe('2026-03-08');
    expect(screen.getByRole('combobox', { name: 'Until hour' })).toHaveValue('17');
    expect(toasts()).not.toContain('Approval delegate added successfully');
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/stamp/approvals/listDelegatesForApprover')).toHaveLength(2));
  });

  it('names both problems at once, each linked to its box, and sends nothing', async () => {
    const { api } = show();
    await screen.findByText('You have no approval delegates.');
    await addDelegate('', { from: '2026-03-08', until: '2026-03-01' });
    expect(screen.getByRole('textbox', { name: 'Delegate username or e-mail' })).toHaveAccessibleDescription('Enter the username or e-mail of the delegate');
    expect(screen.getByRole('group', { name: 'Until date' })).toHaveAccessibleDescription(expect.stringContaining('The until date must be after the from date'));
    expect(api.calls.map((call) => call.path)).toEqual(['/stamp/approvals/listDelegatesForApprover']);
  });

  it('changes and removes a delegate', async () => {
    const startAt = new Date(2026, 2, 1, 9, 30).toISOString();
    const { api } = show([{ reference: 'r9', scope: 'demo', approverId: 'u2', delegateeId: 'u1', delegateeName: 'learner', startAt, endAt: null }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit delegate learner' }));
    expect(dateFieldValue(screen.getByRole('group', { name: 'From date' }))).toBe('2026-03-01');
    expect(screen.getByRole('combobox', { name: 'From hour' })).toHaveValue('9');
    expect(screen.getByRole('combobox', { name: 'From minute' })).toHaveValue('30');
    await enterDate(user, screen.getByRole('group', { name: 'Until date' }), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toContain('Approval delegate updated successfully'));
    expect(api.calls.find((call) => call.path === '/stamp/approvals/updateDelegate')?.body).toEqual({
      scope: 'demo',
      reference: 'r9',
      approverId: 'u2',
      delegateeId: 'u1',
      startAt,
      endAt: new Date(2026, 2, 2, 0, 0).toISOString(),
    });

    const row = await screen.findByRole('row', { name: /learner/ });
    await user.click(within(row).getByRole('button', { name: 'Remove delegate learner' }));
    await waitFor(() => expect(toasts()).toContain('Approval delegate removed successfully'));
    expect(api.calls.find((call) => call.path === '/stamp/approvals/removeDelegate')?.body).toEqual({ scope: 'demo', reference: 'r9' });
    expect(await screen.findByText('You have no approval delegates.')).toBeInTheDocument();
  });

  it('closes', async () => {
    const { close } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });
});
