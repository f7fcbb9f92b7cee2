import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import MfaSignInPage from './MfaSignInPage';

const lee: User = { id: 'u1', username: 'lee', displayName: 'Lee Learner', roles: [], profile: {}, authenticationMode: 'forms' };
const VALIDATION = 'There was a problem validating the form, please review the boxes marked in red and try again.';
const INVALID_CODE = 'The code you provided is invalid. Please check and try again or request a new code.';

function lms(start: MockHandler = () => ({ success: true, mode: 'email', to: 'l***e@demo.example' }), extra: Record<string, MockHandler> = {}) {
  return createMockApiClient({
    'POST /authr/mfa/verification/start': start,
    'POST /authr/mfa/verification/complete': ({ code }: { code: string }) => {
      if (code === '123456' || code === 'recover-me-42') return { success: true };
      throw new ApiError({ status: 400, code: 'InvalidCode', message: 'InvalidCode' });
    },
    'POST /reach/:scope/api/v4/user/signin': () => lee,
    'GET /reach/:scope/api/v3/endpoint/config': () => ({ items: [] }),
    'GET /reach/:scope/api/v4/profilefields': () => [],
    'POST /dashel/isTeamLeader': () => false,
    ...extra,
  });
}

function show(api = lms(), url = '/access/signin/mfa?user=lee') {
  renderRoute(<MfaSignInPage />, { route: '/access/signin/mfa', path: url, api });
  return api;
}

const codeBox = () => screen.findByLabelText('Verification code');
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const starts = (api: ReturnType<typeof lms>) => api.calls.filter((call) => call.path === '/authr/mfa/verification/start').length;

beforeEach(() => signedInSession({ user: null }));

describe('MfaSignInPage', () => {
  it('says what it is doing while the verification starts', async () => {
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your verification code…');
    expect(await codeBox()).toBeInTheDocument();
  });

  it('starts the verification once and shows the mode and destination', async () => {
    const api = show();
    expect(await screen.findByText('We have sent a verification code by e-mail to l***e@demo.example.')).toBeInTheDocument();
    expect(starts(api)).toBe(1);
    expect(api.calls[0]?.body).toEqual({});
  });

  it.each([
    ['no mode', () => ({ success: true })],
    [
      'a failure',
      () => {
        throw new ApiError({ status: 401, message: 'NoPendingVerification' });
      },
    ],
  ])('goes back to sign-in on %s', async (_case, start) => {
    show(lms(start));
    await waitForLocation(/^\/access\/signin$/);
  });

  it('sends a user who is signed in already home, starting no verification', async () => {
    sessionStore.getState().setUser(lee);
    const api = show();
    await waitForLocation(/^\/dashboard$/);
    expect(starts(api)).toBe(0);
  });

  it('goes back to sign-in without a user', async () => {
    show(lms(), '/access/signin/mfa');
    await waitForLocation(/^\/access\/signin$/);
  });

  it('asks for exactly 6 characters', async () => {
    const user = userEvent.setup();
    const api = show();
    await user.type(await codeBox(), '12345');
    await user.click(verifyButton());
    expect(await screen.findByText(VALIDATION)).toBeInTheDocument();
    expect(await codeBox()).toHaveAttribute('aria-invalid', 'true');
    await user.type(await codeBox(), '67');
    await user.click(verifyButton());
    expect(screen.getByText(VALIDATION)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/authr/mfa/verification/complete')).toBe(false);
  });

  it('says when the code is invalid', async () => {
    const user = userEvent.setup();
    const api = show();
    await user.type(await codeBox(), '654321');
    await user.click(verifyButton());
    expect(await screen.findByText(INVALID_CODE)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION)).not.toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ path: '/authr/mfa/verification/complete', body: { code: '654321' } });
  });

  it('resends the code on request', async () => {
    const user = userEvent.setup();
    const api = show();
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your verification code has been resent.');
    expect(starts(api)).toBe(2);
  });

  it('offers no resend for an authenticator app', async () => {
    show(lms(() => ({ success: true, mode: 'ga' })));
    expect(await screen.findByText('Enter the verification code shown in your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  });

  it("an authenticator app's invalid code asks for another try, not for a new code to be sent", async () => {
    const user = userEvent.setup();
    show(lms(() => ({ success: true, mode: 'ga' })));
    await user.type(await codeBox(), '654321');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The code you provided is invalid. Please check it and try again.');
    expect(screen.queryByText(INVALID_CODE)).not.toBeInTheDocument();
  });

  it('in recovery-code mode, speaks of recovery codes, not of a verification code', async () => {
    const user = userEvent.setup();
    show(lms(() => ({ success: true, mode: 'ga' })));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByText('Enter the verification code shown in your authenticator app.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'wrong-code1');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This recovery code is invalid or has already been used. Please check it and try again.');
    // Back to a verification code: the app's instruction again.
    await user.click(screen.getByRole('button', { name: 'Use a verification code' }));
    expect(screen.getByText('Enter the verification code shown in your authenticator app.')).toBeInTheDocument();
  });

  it('an e-mailed code that is invalid may be sent again (the spec text)', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByText('We have sent a verification code by e-mail to l***e@demo.example.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a verification code' }));
    await user.type(await codeBox(), '654321');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CODE);
  });

  it('signs in with a valid code and continues like a password sign-in', async () => {
    sessionStore.getState().setReturnTo('/catalogue/items');
    const user = userEvent.setup();
    const api = show(lms(() => ({ success: true, mode: 'sms', to: 'GB *******789' })));
    expect(await screen.findByText('We have sent a verification code by SMS to GB *******789.')).toBeInTheDocument();
    await user.type(await codeBox(), '123456');
    await user.click(verifyButton());
    await waitForLocation(/^\/catalogue\/items$/);
    expect(api.calls.find((call) => call.path.endsWith('/user/signin'))?.body).toEqual({ username: 'lee', platform: 'LearnerPortal' });
    expect(sessionStore.getState().user?.id).toBe('u1');
    expect(sessionStore.getState().returnTo).toBeNull();
  });

  it('accepts a recovery code instead', async () => {
    const user = userEvent.setup();
    const api = show();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'recover-me-42');
    await user.click(verifyButton());
    await waitForLocation(/^\/dashboard$/);
    expect(api.calls.find((call) => call.path === '/authr/mfa/verification/complete')?.body).toEqual({ code: 'recover-me-42' });
  });
});
