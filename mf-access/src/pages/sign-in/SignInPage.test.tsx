import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { AppSettings, User } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import SignInPage from './SignInPage';

const lee: User = { id: 'u1', username: 'lee', displayName: 'Lee Learner', roles: [], profile: {}, authenticationMode: 'forms' };

function lms(result: string | undefined, extra: Record<string, MockHandler> = {}) {
  return createMockApiClient({
    'POST /authr/token/issue/reach': () => (result === undefined ? {} : { result }),
    'POST /reach/:scope/api/v4/user/signin': () => lee,
    'GET /reach/:scope/api/v3/endpoint/config': () => sessionStore.getState().settings,
    'GET /reach/:scope/api/v4/profilefields': () => [],
    'POST /dashel/isTeamLeader': () => false,
    ...extra,
  });
}

function show(api = lms('Failed'), url = '/access/signin') {
  renderRoute(<SignInPage />, { route: '/access/signin', path: url, api });
  return api;
}

const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');

async function submit(user: ReturnType<typeof userEvent.setup>, name = 'lee', pass = 'wrong') {
  await user.clear(username());
  await user.type(username(), name);
  await user.type(password(), pass);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const withMaxAttempts = (value: string | undefined, enableForgottenPassword = true): AppSettings => ({
  enableForgottenPassword,
  items: value === undefined ? [] : [{ name: 'Account.Login.MaxInvalidPasswordAttempts', value }],
});

beforeEach(() => signedInSession({ user: null, settings: { enableForgottenPassword: true, items: [] } }));

describe('SignInPage', () => {
  it('asks for username and password, each required once touched', async () => {
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Enter your username')).not.toBeInTheDocument();
    await user.click(username());
    await user.click(password());
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
  });

  it('on submit with a blank username, says both texts, focuses Username and sends nothing', async () => {
    const user = userEvent.setup();
    const api = show();
    await user.type(username(), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(username()).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the credentials, the scope and the default session length', async () => {
    const user = userEvent.setup();
    const api = show();
    await submit(user, 'lee', 'secret');
    await screen.findByText('Invalid username or password');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/authr/token/issue/reach',
      body: { user: 'lee', pass: 'secret', scope: 'demo', expiresIn: 1200 },
    });
  });

  it('marks both fields invalid after a failure, each until it is edited, and keeps the username', async () => {
    const user = userEvent.setup();
    show();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveValue('lee');
    expect(password()).toHaveValue('');
    // One message says what went wrong: the emptied password box is not also 'required'.
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.type(username(), 'x');
    expect(username()).not.toHaveAttribute('aria-invalid');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    await user.type(password(), 'y');
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument();
  });

  it.each([
    ['5', 3],
    [undefined, 3],
    ['4', 2],
  ])('with MaxInvalidPasswordAttempts %p sends the user to forgot after %p failures', async (max, tries) => {
    signedInSession({ user: null, settings: withMaxAttempts(max) });
    const user = userEvent.setup();
    show();
    for (let attempt = 1; attempt < tries; attempt += 1) {
      await submit(user);
      await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'true'));
    }
    await submit(user);
    // The forgot page says why and keeps the name typed.
    expect(await waitForLocation(/^\/access\/forgot$/)).toHaveAttribute('data-state', JSON.stringify({ username: 'lee', afterFailedSignIns: true }));
  });

  it('stays on the page when forgotten password is off, and shows no link to it', async () => {
    signedInSession({ user: null, settings: withMaxAttempts('2', false) });
    const user = userEvent.setup();
    show();
    expect(screen.queryByRole('link', { name: 'Forgotten your password?' })).not.toBeInTheDocument();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submit(user);
      await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'true'));
    }
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/access\/signin$/);
  });

  it('says the session ended when it did, and signing in goes back to the page the user was on', async () => {
    sessionStore.getState().setReturnTo('/catalogue/items?page=2');
    sessionStore.getState().setSessionEnded(true);
    const user = userEvent.setup();
    show(lms(undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    await submit(user, 'lee', 'right');
    await waitForLocation(/^\/catalogue\/items\?page=2$/);
    expect(sessionStore.getState().sessionEnded).toBe(false);
  });

  it('says nothing of a session to a visitor whose session did not end', () => {
    show();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });

  it('sends a user who is signed in already to where sign-in would take them, asking nothing', async () => {
    sessionStore.getState().setUser(lee);
    const api = show();
    await waitForLocation(/^\/dashboard$/);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('links to sign-up only when self-registration is configured', () => {
    show();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('links to sign-up when self-registration is configured', () => {
    signedInSession({ user: null, settings: { selfRegistration: {}, items: [] } });
    show();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/access/signup');
  });

  it('links to the forgotten password page when it is enabled', () => {
    show();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute('href', '/access/forgot');
  });

  it("shows the LMS's message when there were too many attempts", async () => {
    const user = userEvent.setup();
    show(
      lms(undefined, {
        'POST /authr/token/issue/reach': () => {
          throw new ApiError({
            status: 429,
            message: 'Too many sign-in attempts. Please wait and try again.',
            body: { result: 'Failed', Message: 'Too many sign-in attempts. Please wait and try again.' },
          });
        },
      }),
    );
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait and try again.');
    expect(username()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([undefined, '', 'Success', 'Requires2FASetup'])('result %p signs in and goes to the return state', async (result) => {
    sessionStore.getState().setReturnTo('/catalogue/items');
    const user = userEvent.setup();
    show(lms(result));
    await submit(user, 'lee', 'secret');
    await waitForLocation(/^\/catalogue\/items$/);
    expect(sessionStore.getState().user?.id).toBe('u1');
  });

  it('goes to the MFA page with the username for Requires2FAVerification', async () => {
    const user = userEvent.setup();
    show(lms('Requires2FAVerification'));
    await submit(user, 'lee', 'secret');
    await waitForLocation(/^\/access\/signin\/mfa\?user=lee$/);
  });

  it('gets a code and goes to recover for RequiresNewPassword', async () => {
    const user = userEvent.setup();
    const api = show(lms('RequiresNewPassword', { 'PUT /reach/:scope/api/v3/accountverification': () => ({ success: true, Code: 'c0de' }) }));
    await submit(user, 'lee', 'secret');
    await waitForLocation(/^\/access\/recover\?code=c0de$/);
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/reach/demo/api/v3/accountverification',
      body: { Type: 'VerifyAndSetPasswordWithoutEmail', Username: 'lee' },
    });
  });

  it('asks for a set-password e-mail for RequiresNewPasswordWithEmailVerification', async () => {
    const user = userEvent.setup();
    const api = show(lms('RequiresNewPasswordWithEmailVerification', { 'PUT /reach/:scope/api/v3/accountverification': () => ({ success: true }) }));
    await submit(user, 'lee', 'secret');
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you an e-mail with a link to set it.');
    expect(api.calls.at(-1)?.body).toEqual({ Type: 'VerifyAndSetPassword', Username: 'lee' });
  });

  it('lower-cases the username of a verification request where the username is the e-mail (spec 1 §5)', async () => {
    signedInSession({ user: null, settings: { enableForgottenPassword: true, userNameIsEmail: true, items: [] } });
    const user = userEvent.setup();
    const api = show(lms('RequiresNewPasswordWithEmailVerification', { 'PUT /reach/:scope/api/v3/accountverification': () => ({ success: true }) }));
    await submit(user, 'Lee@Demo.Example', 'secret');
    await screen.findByRole('status');
    expect(api.calls.at(-1)?.body).toEqual({ Type: 'VerifyAndSetPassword', Username: 'lee@demo.example' });
  });
});
