import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApiClient } from '@portal/api-client/testing';
import type { AppSettings, ProfileFieldDefinition, User } from '@portal/contracts';
import { modals, modalStore } from '@portal/ui';
import { renderRoute, signedInSession } from '@portal/testing';
import AccountSettingsPage from './AccountSettingsPage';

// The two-factor view belongs to the set-up feature and has its own tests.
jest.mock('../../features/mfa-setup/components/TwoFactorSettings', () => ({ __esModule: true, default: () => <p>two-factor settings</p> }));

const FIELDS: ProfileFieldDefinition[] = [{ name: 'jobTitle', label: 'Job title', type: 'text', required: true, adminOnly: false }];
const lee: User = { id: 'u1', username: 'lee', displayName: 'Lee Learner', roles: [], profile: { jobTitle: 'Nurse' }, authenticationMode: 'forms', isProfileCompleted: true };

/** The demo tenant's two-factor mode: optional (spec 1 §3). */
const OPTIONAL_TWO_FACTOR = [{ name: 'Account.2FA.LearnerPortal.Mode', value: '1' }];

function show(url: string, { user = lee, settings = { items: OPTIONAL_TWO_FACTOR } as AppSettings } = {}) {
  signedInSession({ user: user, settings: settings });
  const api = createMockApiClient({
    'GET /reach/:scope/api/v4/profilefields': () => FIELDS,
    'GET /reach/:scope/api/v4/users/:userId/profile': () => ({ profile: user.profile }),
    'POST /stamp/approvals/listDelegatesForApprover': () => ({ success: true, delegates: [] }),
  });
  renderRoute(<AccountSettingsPage />, { route: '/account/settings', path: url, api });
  return api;
}

const views = () => screen.getByRole('navigation', { name: 'Settings' });

afterEach(() => act(() => modals.dismissAll()));

describe('AccountSettingsPage (spec 1 §2)', () => {
  it('opens the first enabled view by default', async () => {
    show('/account/settings');
    expect(await screen.findByRole('heading', { name: 'My profile', level: 2 })).toBeInTheDocument();
    expect(within(views()).getByText('My profile')).toHaveAttribute('aria-current', 'page');
    expect(within(views()).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/settings?view=changePassword');
  });

  it('opens the view asked for', async () => {
    show('/account/settings?view=changePassword');
    expect(await screen.findByRole('heading', { name: 'Change password', level: 2 })).toBeInTheDocument();
  });

  it('loads the two-factor view lazily', async () => {
    show('/account/settings?view=twoFactorAuth');
    expect(await screen.findByText('two-factor settings')).toBeInTheDocument();
  });

  it('falls back to the first enabled view when the one asked for is off', async () => {
    show('/account/settings?view=changePassword', { settings: { enableChangePassword: false, items: OPTIONAL_TWO_FACTOR } });
    expect(await screen.findByRole('heading', { name: 'My profile', level: 2 })).toBeInTheDocument();
    expect(within(views()).queryByText('Change password')).not.toBeInTheDocument();
  });

  it('offers no two-factor view where the tenant has none (mode 0)', async () => {
    show('/account/settings?view=twoFactorAuth', { settings: { items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '0' }] } });
    expect(await screen.findByRole('heading', { name: 'My profile', level: 2 })).toBeInTheDocument();
    expect(within(views()).queryByText('Two-factor authentication')).not.toBeInTheDocument();
  });

  it('offers sso users only their profile', async () => {
    show('/account/settings?view=changePassword', { user: { ...lee, authenticationMode: 'sso' } });
    expect(await screen.findByRole('heading', { name: 'My profile', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('forces the profile view while the profile is incomplete, other views not selectable', async () => {
    show('/account/settings?view=changePassword', { user: { ...lee, profile: { jobTitle: '' }, isProfileCompleted: false } });
    expect(await screen.findByRole('heading', { name: 'My profile', level: 2 })).toBeInTheDocument();
    expect(within(views()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(views()).getByText('Change password')).toHaveAttribute('aria-disabled', 'true');
  });

  it('lets an approver open the delegation dialog', async () => {
    show('/account/settings', { user: { ...lee, roles: ['Approver'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delegate my approvals' }));
    await waitFor(() => expect(modalStore.getState().modals.map((modal) => modal.id)).toEqual(['access.approval-delegation']));
  });

  it('offers delegation to approvers only', async () => {
    show('/account/settings');
    await screen.findByRole('heading', { name: 'My profile', level: 2 });
    expect(screen.queryByRole('button', { name: 'Delegate my approvals' })).not.toBeInTheDocument();
  });
});
