import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { renderPage, resetSession } from '../../../lib/test-utils';
import ForgotPasswordPage from './ForgotPasswordPage';

const DONE = 'If the username belongs to an account with an e-mail address, we have sent a link to reset the password to it.';

function show(fails: boolean) {
  const api = createMockApiClient({
    'PUT /reach/:scope/api/v3/accountverification': () => {
      if (fails) throw new ApiError({ status: 400, code: 'ValidationFailed', message: 'Username: unknown' });
      return { success: true };
    },
  });
  renderPage(<ForgotPasswordPage />, { api, url: '/access/forgot', path: '/access/forgot' });
  return api;
}

beforeEach(() => resetSession({ userNameIsEmail: true, items: [] }));

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

  it('links back to sign-in', () => {
    show(false);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/access/signin');
  });
});
