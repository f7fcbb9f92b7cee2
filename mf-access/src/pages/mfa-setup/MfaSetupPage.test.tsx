import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import MfaSetupPage from './MfaSetupPage';

const VALIDATION = 'There was a problem validating the form, please review the boxes marked in red and try again.';
const SEND_FAILED = 'There was a problem sending your verfication code. Please try again.';
const INVALID_CODE = 'The verfication code you provided is invalid. Please check and try again or request a new code.';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = ['abcde-12345', 'fghij-67890'];
const PASSWORD = 'Portal!2026';
const PASSWORD_INVALID = 'Your password is invalid, please try again.';

/** finaliseSetup: the code and the current password, which the save carries. */
async function verify(code: string, password = PASSWORD) {
  await userEvent.type(await screen.findByLabelText('Verification code'), code);
  await userEvent.type(screen.getByLabelText('Current password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

const lee: User = {
  id: 'u1',
  username: 'lee',
  displayName: 'Lee Learner',
  roles: [],
  profile: {},
  authenticationMode: 'forms',
  isTwoFASetupCompleted: false,
};

function lms(extra: Record<string, MockHandler> = {}) {
  return createMockApiClient({
    'POST /authr/mfa/getConfiguration': () => ({ success: true, mode: 'none', methods: 7, email: 'lee@demo.example' }),
    'POST /authr/mfa/issueQRCode': () => ({ success: true, qr_code: QR, secret: SECRET }),
    'POST /authr/mfa/issueCode': () => ({ success: true }),
    'POST /authr/mfa/saveConfiguration': ({ code, pass }: { code: string; pass: string }) => {
      if (pass !== PASSWORD) throw new ApiError({ status: 400, code: 'PasswordIncorrect', message: 'PasswordIncorrect' });
      if (code === '123456') return { success: true, recovery_codes: CODES };
      throw new ApiError({ status: 400, code: 'InvalidCode', message: 'InvalidCode' });
    },
    ...extra,
  });
}

function show(api = lms()) {
  renderRoute(<MfaSetupPage />, { route: '/account/mfa', path: '/account/mfa', api });
  return api;
}

const callsTo = (api: ReturnType<typeof lms>, path: string) => api.calls.filter((call) => call.path === path);

async function choose(method: string) {
  await userEvent.click(await screen.findByRole('radio', { name: method }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  signedInSession({ user: lee });
});

describe('MfaSetupPage: startSetup', () => {
  it('offers the methods of getConfiguration, e-mail only with an e-mail address', async () => {
    show(lms({ 'POST /authr/mfa/getConfiguration': () => ({ success: true, mode: 'none', methods: 7 }) }));
    const group = await screen.findByRole('group', { name: 'How do you want to get your verification codes?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ga', 'sms']);
  });

  it('offers only the flagged methods', async () => {
    show(lms({ 'POST /authr/mfa/getConfiguration': () => ({ success: true, mode: 'none', methods: 5, email: 'lee@demo.example' }) }));
    expect(await screen.findByRole('radio', { name: 'SMS text message' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Authenticator app' })).not.toBeInTheDocument();
  });

  it('says so when two-factor is already set up, and keeps nobody on the page', async () => {
    show(lms({ 'POST /authr/mfa/getConfiguration': () => ({ success: true, mode: 'ga', methods: 7 }) }));
    expect(await screen.findByRole('link', { name: 'Go to your two-factor settings' })).toHaveAttribute('href', '/account/settings?view=twoFactorAuth');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(sessionStore.getState().twoFactorSetupStarted).toBe(false);
  });

  it('starts the navigation block of spec 1 §2 when opened without two-factor', async () => {
    show();
    await screen.findByRole('radio', { name: 'Authenticator app' });
    expect(sessionStore.getState().twoFactorSetupStarted).toBe(true);
  });
});

describe('MfaSetupPage: authenticator app', () => {
  it('shows the QR code and the secret, confirms a code, shows the recovery codes and flags the user as set up', async () => {
    const api = show();
    await choose('Authenticator app');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', QR);
    expect(screen.getByLabelText('Secret key')).toHaveValue(SECRET);
    expect(callsTo(api, '/authr/mfa/issueQRCode').map((call) => call.body)).toEqual([{ format: 'json' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    await verify('123456');

    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toHaveTextContent('abcde-12345fghij-67890');
    expect(callsTo(api, '/authr/mfa/saveConfiguration').map((call) => call.body)).toEqual([{ code: '123456', mode: 'authenticator', pass: PASSWORD }]);
    expect(sessionStore.getState().user?.isTwoFASetupCompleted).toBe(true);
    expect(sessionStore.getState().twoFactorSetupStarted).toBe(false);
  });

  it('keeps the same secret when going back from the code to the QR code', async () => {
    const api = show();
    await choose('Authenticator app');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Secret key')).toBeInTheDocument();
    expect(callsTo(api, '/authr/mfa/issueQRCode')).toHaveLength(1);
  });

  it('asks for exactly six characters, keeping what was typed', async () => {
    const api = show();
    await choose('Authenticator app');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Verification code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION);
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Verification code')).toHaveValue('12345');
    expect(callsTo(api, '/authr/mfa/saveConfiguration')).toHaveLength(0);
  });

  it('shows the invalid-code message when the LMS rejects the code, and the user stays not set up', async () => {
    show();
    await choose('Authenticator app');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await verify('654321');
    // The app makes its own codes: nothing to request, so the text does not offer it.
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code you provided is invalid. Please check it and try again.');
    expect(screen.queryByText(INVALID_CODE)).not.toBeInTheDocument();
    expect(sessionStore.getState().user?.isTwoFASetupCompleted).toBe(false);
  });

  it('saving carries the current password: a wrong one shows the spec’s password message and saves nothing', async () => {
    const api = show();
    await choose('Authenticator app');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await verify('123456', 'not-my-password');
    expect(await screen.findByText(PASSWORD_INVALID)).toBeInTheDocument();
    expect(sessionStore.getState().user?.isTwoFASetupCompleted).toBe(false);
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
    expect(callsTo(api, '/authr/mfa/saveConfiguration').map((call) => call.body)).toEqual([{ code: '123456', mode: 'authenticator', pass: 'not-my-password' }]);
  });

  it('an empty password box is refused before anything is sent', async () => {
    const api = show();
    await choose('Authenticator app');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, '/authr/mfa/saveConfiguration')).toHaveLength(0);
  });
});

describe('MfaSetupPage: SMS', () => {
  it('defaults the country to GB and sends country_code and contact_number', async () => {
    const api = show();
    await choose('SMS text message');
    const country = await screen.findByLabelText('Country');
    expect(country).toHaveValue('GB');
    expect(within(country).getAllByRole('option').length).toBeGreaterThanOrEqual(230);
    await userEvent.type(screen.getByLabelText('Contact number'), '07700900123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('We have sent a six-digit verification code by SMS to +44 07700900123.')).toBeInTheDocument();
    expect(callsTo(api, '/authr/mfa/issueCode').map((call) => call.body)).toEqual([{ mode: 'sms', country_code: 'GB', contact_number: '07700900123' }]);

    await verify('123456');
    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(callsTo(api, '/authr/mfa/saveConfiguration').map((call) => call.body)).toEqual([
      { code: '123456', mode: 'sms', pass: PASSWORD, country_code: 'GB', contact_number: '07700900123' },
    ]);
  });

  it.each(['07700900', '0770 0900 123', '+447700900123'])('rejects the contact number %j with the validation message', async (number) => {
    const api = show();
    await choose('SMS text message');
    await userEvent.type(await screen.findByLabelText('Contact number'), number);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION);
    expect(screen.getByLabelText('Contact number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contact number')).toHaveValue(number);
    expect(screen.getByLabelText('Contact number')).toHaveAccessibleDescription('Digits only, at least 9. Enter a contact number of at least 9 digits, digits only');
    expect(callsTo(api, '/authr/mfa/issueCode')).toHaveLength(0);
  });

  it('uses the chosen country', async () => {
    const api = show();
    await choose('SMS text message');
    await userEvent.selectOptions(await screen.findByLabelText('Country'), 'Ireland (+353)');
    await userEvent.type(screen.getByLabelText('Contact number'), '0851234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');
    expect(callsTo(api, '/authr/mfa/issueCode')[0]?.body).toEqual({ mode: 'sms', country_code: 'IE', contact_number: '0851234567' });
  });

  it('shows the send-failure message and stays on smsSetup', async () => {
    show(
      lms({
        'POST /authr/mfa/issueCode': () => {
          throw new ApiError({ status: 400, code: 'NoDestination', message: 'NoDestination' });
        },
      }),
    );
    await choose('SMS text message');
    await userEvent.type(await screen.findByLabelText('Contact number'), '07700900123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SEND_FAILED)).toBeInTheDocument();
    expect(screen.getByLabelText('Contact number')).toHaveValue('07700900123');
  });

  it('going back from the code keeps the number typed', async () => {
    show();
    await choose('SMS text message');
    await userEvent.type(await screen.findByLabelText('Contact number'), '07700900123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Contact number')).toHaveValue('07700900123');
  });
});

describe('MfaSetupPage: e-mail', () => {
  it('sends the code on choosing e-mail, and resends it', async () => {
    const api = show();
    await choose('E-mail');
    expect(await screen.findByText('We have sent a six-digit verification code to your e-mail address.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Your verification code has been resent.')).toBeInTheDocument();
    expect(callsTo(api, '/authr/mfa/issueCode').map((call) => call.body)).toEqual([{ mode: 'email' }, { mode: 'email' }]);
  });

  it("shows the spec's invalid-code message, which offers a new code", async () => {
    show();
    await choose('E-mail');
    await verify('654321');
    expect(await screen.findByText(INVALID_CODE)).toBeInTheDocument();
  });

  it('shows the send-failure message when the code cannot be sent', async () => {
    show(lms({ 'POST /authr/mfa/issueCode': () => ({ success: false }) }));
    await choose('E-mail');
    expect(await screen.findByText(SEND_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeInTheDocument();
  });
});

describe('MfaSetupPage: setupComplete', () => {
  it('continues to where sign-in would have gone: the saved return state', async () => {
    sessionStore.getState().setReturnTo('/catalogue/items');
    show();
    await choose('E-mail');
    await verify('123456');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitForLocation(/^\/catalogue\/items$/);
  });
});
