import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { renderRoute, signedInSession } from '@portal/testing';
import ForgotPasswordPage from './ForgotPasswordPage';

const DONE = 'If the username belongs to an account with an e-mail address, we have sent a link to reset the password to it.';

function show(fails: boolean, state?: unknown) {
  const api = createMockApiClient({
    'PUT /reach/:scope/api/v3/accountverification': () => {
      if (fails) throw new ApiError({ status: 400, code: 'ValidationFailed', message: 'Username: unknown' });
      return { success: true };
    },
  });
  renderRoute(<ForgotPasswordPage />, { route: '/access/forgot', path: '/access/forgot', api, state });
  return api;
}

beforeEach(() => signedInSession({ user: null, settings: { userNameIsEmail: true, items: [] } }));

describe('ForgotPasswordPage', () => {
  it.each([false, true])('asks for a reset and shows the same done state (request fails: %p)', async (fails) => {
    const user = userEvent.setup();
    const api = show(fails);
    await user.type(screen.getByLabelText('Username'), 'Lee@Demo.Example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/reach/demo/api/v3/accountverification',
      body: { Type: 'PasswordReset', Username: 'lee@demo.example' },
    });
  });

  it('requires a username', async () => {
    const user = userEvent.setup();
    const api = show(false);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('where sign-in takes an e-mail address (username look-up), asks for either and sends it as typed', async () => {
    signedInSession({ user: null, settings: { items: [{ name: 'Account.Login.UL.Enabled', value: 'true' }] } });
    const user = userEvent.setup();
    const api = show(false);
    expect(screen.getByText('Enter your username or e-mail address and we will send a link to reset your password to the e-mail address of your account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your username or e-mail address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username or e-mail address'), 'lee@demo.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the username or e-mail address belongs to an account with an e-mail address, we have sent a link to reset the password to it.',
    );
    expect(api.calls[0]).toMatchObject({ body: { Type: 'PasswordReset', Username: 'lee@demo.example' } });
  });

  it('after failed sign-ins, says why the user is here and keeps the name they typed', async () => {
    signedInSession({ user: null, settings: { items: [{ name: 'Account.Login.UL.Enabled', value: 'true' }] } });
    const user = userEvent.setup();
    const api = show(false, { username: 'lee@demo.example', afterFailedSignIns: true });
    expect(screen.getByRole('alert')).toHaveTextContent('You could not be signed in after several tries. If you have forgotten your password, we can send you a link to reset it.');
    expect(screen.getByLabelText('Username or e-mail address')).toHaveValue('lee@demo.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('status');
    expect(api.calls[0]).toMatchObject({ body: { Type: 'PasswordReset', Username: 'lee@demo.example' } });
  });

  it('says nothing of failed sign-ins when opened from its link', () => {
    show(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('links back to sign-in', () => {
    show(false);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/access/signin');
  });
});
