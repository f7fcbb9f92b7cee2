import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import type { AppSettings, User } from '@portal/contracts';
import { messages, messageStore } from '@portal/ui';
import { renderRoute, signedInSession } from '@portal/testing';
import ChangePasswordForm from './ChangePasswordForm';

const lee: User = { id: 'u1', username: 'lee', displayName: 'Lee Learner', roles: [], profile: {}, authenticationMode: 'forms' };
const PATH = 'POST /reach/:scope/api/v4/users/:userId/security/password';

function show({ settings = { items: [] } as AppSettings, answer = (): unknown => ({ success: true }) } = {}) {
  signedInSession({ user: lee, settings: settings });
  const api = createMockApiClient({ [PATH]: answer });
  renderRoute(<ChangePasswordForm />, { route: '/account/settings', path: '/account/settings', api });
  return api;
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => messages.clear());

describe('ChangePasswordForm (spec 1 §5, §8)', () => {
  it('refuses a confirmation that does not match (PasswordMissMatch) without calling the LMS', async () => {
    const api = show();
    await fill('Portal!2026', 'NewPass!2026', 'NewPass!2027');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for every box, each problem linked to its box and listed in the summary, without calling the LMS', async () => {
    const api = show();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Enter a new password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Enter the new password again');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Enter a new password' }));
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses the current password as the new one (PasswordMustBeNew)', async () => {
    const api = show();
    await fill('Portal!2026', 'Portal!2026', 'Portal!2026');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('The new password must be different from your current password');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the configured complexity message, else PasswordComplexity', async () => {
    show({
      settings: {
        items: [
          { name: 'Account.Password.ComplexityExpression', value: '^(?=.*\\d).{10,}$' },
          { name: 'Account.Password.ComplexityMessage', value: 'Use at least 10 characters including a digit.' },
        ],
      },
    });
    await fill('Portal!2026', 'abcdefghijk', 'abcdefghijk');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Use at least 10 characters including a digit.');
  });

  it('shows PasswordComplexity under 8 characters by default', async () => {
    show();
    await fill('Portal!2026', 'short', 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('The password does not meet the password requirements.');
  });

  it("'PasswordIncorrect' → 'Current password incorrect', keeping what was typed", async () => {
    show({
      answer: () => {
        throw new ApiError({ status: 400, code: 'PasswordIncorrect', message: 'PasswordIncorrect' });
      },
    });
    await fill('wrong-one', 'NewPass!2026', 'NewPass!2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password incorrect');
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong-one');
    expect(screen.getByLabelText('New password')).toHaveValue('NewPass!2026');
  });

  it("shows the server's Message for other refusals", async () => {
    show({
      answer: () => {
        throw new ApiError({ status: 400, code: 'ValidationFailed', message: 'newPassword: must contain a symbol' });
      },
    });
    await fill('Portal!2026', 'NewPass2026', 'NewPass2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('newPassword: must contain a symbol');
  });

  it('sends oldPassword and newPassword, says so and clears the boxes', async () => {
    const api = show();
    await fill('Portal!2026', 'NewPass!2026', 'NewPass!2026');
    await waitFor(() => expect(messageStore.getState().messages.map((m) => m.message)).toContain('Your password has been changed'));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/reach/demo/api/v4/users/u1/security/password',
      body: { oldPassword: 'Portal!2026', newPassword: 'NewPass!2026' },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('a two-factor user is asked the code when the LMS answers SecondFactorRequired; the change then carries it', async () => {
    const api = show({
      answer: (body?: unknown) => {
        if (!(body as { code?: string }).code)
          throw new ApiError({
            status: 400,
            code: 'SecondFactorRequired',
            message: 'SecondFactorRequired',
            body: { success: false, ErrorCode: 'SecondFactorRequired', mode: 'ga' },
          });
        return { success: true };
      },
    });
    await fill('Portal!2026', 'NewPass!2026', 'NewPass!2026');
    const code = await screen.findByLabelText('Two-factor or recovery code');
    expect(code).toHaveAccessibleDescription('Enter the code from your authenticator app, or one of your recovery codes.');
    expect(screen.getByLabelText('New password')).toHaveValue('NewPass!2026');
    await userEvent.type(code, '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(messageStore.getState().messages.map((m) => m.message)).toContain('Your password has been changed'));
    expect(api.calls.map((call) => call.body)).toEqual([
      { oldPassword: 'Portal!2026', newPassword: 'NewPass!2026' },
      { oldPassword: 'Portal!2026', newPassword: 'NewPass!2026', code: '135790' },
    ]);
  });
});
