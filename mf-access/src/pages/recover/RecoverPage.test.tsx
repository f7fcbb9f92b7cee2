import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { NamedItem } from '@portal/contracts';
import { renderRoute, signedInSession } from '@portal/testing';
import RecoverPage from './RecoverPage';

function show(url: string, handlers: Record<string, MockHandler> = {}, path = '/access/recover') {
  const api = createMockApiClient({
    'GET /reach/:scope/api/v3/accountverification/:code': () => ({ success: true, Username: 'jamie' }),
    'POST /reach/:scope/api/v3/accountverification/:code/complete': () => ({ success: true }),
    ...handlers,
  });
  renderRoute(<RecoverPage />, { route: path, path: url, api });
  return api;
}

const password = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm new password');

async function choose(user: ReturnType<typeof userEvent.setup>, first: string, second = first) {
  await user.type(await screen.findByLabelText('New password'), first);
  await user.type(confirmation(), second);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

const withComplexity = (items: NamedItem[]) => signedInSession({ user: null, settings: { items } });

beforeEach(() => signedInSession({ user: null }));

describe('RecoverPage', () => {
  it('sets the new password with the code and shows PAGE.RECOVER.SUCCESS', async () => {
    const user = userEvent.setup();
    const api = show('/access/recover?code=c0de');
    expect(await screen.findByText('Choose a new password for jamie.')).toBeInTheDocument();
    await choose(user, 'Portal!2027');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been set. You can now sign in with your new password.');
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/reach/demo/api/v3/accountverification/c0de/complete',
      body: { Type: 'PasswordReset', Password: 'Portal!2027' },
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/access/signin');
  });

  it("completes with the code's own type", async () => {
    const user = userEvent.setup();
    const api = show(
      '/recover?code=c0de',
      { 'GET /reach/:scope/api/v3/accountverification/:code': () => ({ success: true, Type: 'VerifyAndSetPasswordWithoutEmail' }) },
      '/recover',
    );
    await choose(user, 'Portal!2027');
    await screen.findByRole('status');
    expect(api.calls.at(-1)?.body).toEqual({ Type: 'VerifyAndSetPasswordWithoutEmail', Password: 'Portal!2027' });
  });

  it('shows PasswordMissMatch and calls nothing', async () => {
    const user = userEvent.setup();
    const api = show('/access/recover?code=c0de');
    await choose(user, 'Portal!2027', 'Portal!2028');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(confirmation()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(1);
  });

  it('shows PasswordComplexity for the default rule (at least 8 characters)', async () => {
    const user = userEvent.setup();
    show('/access/recover?code=c0de');
    await choose(user, 'short');
    expect(await screen.findByText('The password does not meet the password requirements.')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the configured complexity message', async () => {
    withComplexity([
      { name: 'Account.Password.ComplexityExpression', value: '^(?=.*\\d).{10,}$' },
      { name: 'Account.Password.ComplexityMessage', value: 'Use at least 10 characters including a digit.' },
    ]);
    const user = userEvent.setup();
    show('/access/recover?code=c0de');
    await choose(user, 'Portal!twenty');
    expect(await screen.findByText('Use at least 10 characters including a digit.')).toBeInTheDocument();
  });

  it("shows the server's Message on failure and keeps what was typed", async () => {
    const user = userEvent.setup();
    show('/access/recover?code=c0de', {
      'POST /reach/:scope/api/v3/accountverification/:code/complete': () => {
        throw new ApiError({ status: 400, message: 'x', body: { success: false, ErrorCode: 'ValidationFailed', Message: 'Password: too common' } });
      },
    });
    await choose(user, 'Portal!2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password: too common');
    expect(password()).toHaveValue('Portal!2027');
    expect(confirmation()).toHaveValue('Portal!2027');
  });

  it('shows ChangePassword.Failure when the server gives no Message', async () => {
    const user = userEvent.setup();
    show('/access/recover?code=c0de', { 'POST /reach/:scope/api/v3/accountverification/:code/complete': () => ({ success: false }) });
    await choose(user, 'Portal!2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password could not be changed. Please try again.');
  });

  it('takes the code from the router state', async () => {
    const user = userEvent.setup();
    const api = createMockApiClient({
      'GET /reach/:scope/api/v3/accountverification/:code': () => ({ success: true }),
      'POST /reach/:scope/api/v3/accountverification/:code/complete': () => ({ success: true }),
    });
    renderRoute(<RecoverPage />, { route: '/access/recover', path: '/access/recover', api, state: { code: 'st4te' } });
    await choose(user, 'Portal!2027');
    await screen.findByRole('status');
    expect(api.calls.at(-1)?.path).toBe('/reach/demo/api/v3/accountverification/st4te/complete');
  });

  it('an unknown code offers a new link instead of the form', async () => {
    show('/access/recover?code=old', {
      'GET /reach/:scope/api/v3/accountverification/:code': () => {
        throw new ApiError({ status: 404, message: 'x', code: 'InvalidCode' });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link to set a password is not valid.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/access/forgot');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
