import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { createTestQueryClient, renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import TwoFactorSettings from './TwoFactorSettings';

const PASSWORD_INVALID = 'Your password is invalid, please try again.';
const PASSWORD = 'Portal!2026';
const NEW_CODES = ['newaa-11111', 'newbb-22222'];

const lee: User = { id: 'u1', username: 'lee', displayName: 'Lee Learner', roles: [], profile: {}, authenticationMode: 'forms', isTwoFASetupCompleted: true };

const wrongPassword = () => {
  throw new ApiError({ status: 400, code: 'PasswordIncorrect', message: 'PasswordIncorrect' });
};

function lms(mode = 'ga', extra: Record<string, MockHandler> = {}) {
  return createMockApiClient({
    'POST /authr/mfa/getConfiguration': () => ({ success: true, mode, methods: 7 }),
    'POST /authr/mfa/resetConfiguration': ({ pass }: { pass: string }) => (pass === PASSWORD ? { success: true } : wrongPassword()),
    'POST /authr/mfa/issueRecoveryCodes': ({ pass }: { pass: string }) => (pass === PASSWORD ? { success: true, recovery_codes: NEW_CODES } : wrongPassword()),
    ...extra,
  });
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob | undefined): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });
}

function show(api = lms(), queryClient = createTestQueryClient()) {
  renderRoute(<TwoFactorSettings />, { route: '/account/settings', path: '/account/settings?view=twoFactorAuth', api, queryClient });
  return api;
}

const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  signedInSession({ user: lee });
});

afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('TwoFactorSettings', () => {
  it('shows the current mode', async () => {
    show();
    expect(await screen.findByText('Authenticator app')).toBeInTheDocument();
  });

  it('offers set-up, going to /account/mfa, when two-factor is off', async () => {
    show(lms('none'));
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate recovery codes' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await waitForLocation(/^\/account\/mfa$/);
  });

  it('keeps the mode shown when a later read of the configuration fails', async () => {
    let reads = 0;
    const queryClient = createTestQueryClient();
    show(
      lms('ga', {
        'POST /authr/mfa/getConfiguration': () => {
          reads += 1;
          if (reads > 1) throw new ApiError({ status: 500, message: 'Internal Server Error' });
          return { success: true, mode: 'ga', methods: 7 };
        },
      }),
      queryClient,
    );
    expect(await screen.findByText('Authenticator app')).toBeInTheDocument();
    await act(async () => {
      await queryClient.refetchQueries();
      // react-query tells its observers on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(reads).toBe(2);
    expect(screen.getByText('Authenticator app')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error when the configuration cannot be loaded', async () => {
    show(lms('ga', { 'POST /authr/mfa/getConfiguration': () => ({ mode: 'ga', methods: 7 }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your two-factor settings could not be loaded. Please try again.');
  });

  describe('change-mode dialog', () => {
    it('needs the current password: a wrong one shows the spec message and keeps the dialog', async () => {
      const api = show();
      await userEvent.click(await screen.findByRole('button', { name: 'Change method' }));
      const dialog = screen.getByRole('dialog', { name: 'Change two-factor method' });
      await userEvent.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(PASSWORD_INVALID);
      expect(within(dialog).getByLabelText('Current password')).toHaveValue('wrong-one');
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(PASSWORD_INVALID);
      expect(api.calls.find((call) => call.path === '/authr/mfa/resetConfiguration')?.body).toEqual({ pass: 'wrong-one' });
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/settings\?view=twoFactorAuth$/);
    });

    it('asks for the password before calling the LMS', async () => {
      const api = show();
      await userEvent.click(await screen.findByRole('button', { name: 'Change method' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_INVALID);
      expect(api.calls.some((call) => call.path === '/authr/mfa/resetConfiguration')).toBe(false);
    });

    it('with the right password resets two-factor and goes to set-up', async () => {
      show();
      await userEvent.click(await screen.findByRole('button', { name: 'Change method' }));
      await userEvent.type(screen.getByLabelText('Current password'), PASSWORD);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitForLocation(/^\/account\/mfa$/);
      expect(sessionStore.getState().user?.isTwoFASetupCompleted).toBe(false);
    });

    it('closes with Cancel without calling the LMS', async () => {
      const api = show();
      await userEvent.click(await screen.findByRole('button', { name: 'Change method' }));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.calls.map((call) => call.path)).toEqual(['/authr/mfa/getConfiguration']);
    });
  });

  describe('regenerate-recovery-codes dialog', () => {
    it('a wrong password shows the spec message', async () => {
      show();
      await userEvent.click(await screen.findByRole('button', { name: 'Regenerate recovery codes' }));
      await userEvent.type(screen.getByLabelText('Current password'), 'nope');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(PASSWORD_INVALID)).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    });

    it('with the right password shows the new codes once, with copy and download', async () => {
      const writeText = jest.fn(async (_text: string) => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const createObjectURL = jest.fn((_blob: Blob) => 'blob:recovery-codes');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      const api = show();
      await userEvent.click(await screen.findByRole('button', { name: 'Regenerate recovery codes' }));
      await userEvent.type(screen.getByLabelText('Current password'), PASSWORD);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
      expect(
        within(codes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(NEW_CODES);
      expect(api.calls.find((call) => call.path === '/authr/mfa/issueRecoveryCodes')?.body).toEqual({ pass: PASSWORD });

      await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
      expect(writeText).toHaveBeenCalledWith('newaa-11111\nnewbb-22222\n');
      expect(await screen.findByText('Recovery codes copied.')).toBeInTheDocument();
      const download = screen.getByRole('link', { name: 'Download codes' });
      expect(download).toHaveAttribute('href', 'blob:recovery-codes');
      expect(download).toHaveAttribute('download', 'recovery-codes.txt');
      expect(await readText(createObjectURL.mock.calls[0]?.[0])).toBe('newaa-11111\nnewbb-22222\n');

      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    });
  });
});

describe('TwoFactorSettings: the change carries the second factor in place', () => {
  it('asks for the code when the LMS answers SecondFactorRequired, then regenerates with password and code in one call', async () => {
    const api = show(
      lms('ga', {
        'POST /authr/mfa/issueRecoveryCodes': ({ pass, current_code }: { pass: string; current_code?: string }) => {
          if (pass !== PASSWORD) return wrongPassword();
          if (!current_code)
            throw new ApiError({
              status: 400,
              code: 'SecondFactorRequired',
              message: 'SecondFactorRequired',
              body: { success: false, ErrorCode: 'SecondFactorRequired', mode: 'ga' },
            });
          if (current_code !== '123456') throw new ApiError({ status: 400, code: 'InvalidCode', message: 'InvalidCode' });
          return { success: true, recovery_codes: NEW_CODES };
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Regenerate recovery codes' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter the code from your authenticator app, or one of your recovery codes.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Two-factor or recovery code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code you provided is invalid.');
    await user.clear(within(dialog).getByLabelText('Two-factor or recovery code'));
    await user.type(within(dialog).getByLabelText('Two-factor or recovery code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(api.calls.filter((call) => call.path === '/authr/mfa/issueRecoveryCodes').map((call) => call.body)).toEqual([
      { pass: PASSWORD },
      { pass: PASSWORD, current_code: '654321' },
      { pass: PASSWORD, current_code: '123456' },
    ]);
  });
});
