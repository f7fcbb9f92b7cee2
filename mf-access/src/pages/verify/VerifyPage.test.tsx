import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { queryClient } from '@portal/query';
import { renderRoute, signedInSession } from '@portal/testing';
import { actsOnUrl } from '../../lib/acts-on-url';
import VerifyPage from './VerifyPage';

function show(url: string, { known = true, completes = true } = {}) {
  let spent = false;
  const api = createMockApiClient({
    'GET /reach/:scope/api/v3/accountverification/:code': () => {
      if (!known || spent) throw new ApiError({ status: 404, message: 'x', code: 'InvalidCode' });
      return { success: true, Username: 'casey' };
    },
    'POST /reach/:scope/api/v3/accountverification/:code/complete': () => {
      spent = completes;
      return { success: completes };
    },
  });
  renderRoute(<VerifyPage />, { route: '/access/verify', path: url, api });
  return api;
}

beforeEach(() => signedInSession({ user: null }));

describe('VerifyPage', () => {
  it('reads the code, completes it as RegisteredEmailVerification and shows success', async () => {
    const api = show('/access/verify?code=c0de');
    expect(await screen.findByText('Thank you, your e-mail address has been verified. You can now sign in.')).toHaveAttribute('role', 'status');
    expect(api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/reach/demo/api/v3/accountverification/c0de', body: undefined },
      { method: 'POST', path: '/reach/demo/api/v3/accountverification/c0de/complete', body: { Type: 'RegisteredEmailVerification' } },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/access/signin');
  });

  it('stays verified when the spent code is read again (as on window focus) and answers 404', async () => {
    const api = show('/access/verify?code=c0de');
    const verified = 'Thank you, your e-mail address has been verified. You can now sign in.';
    expect(await screen.findByText(verified)).toBeInTheDocument();
    await act(() => queryClient.refetchQueries());
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(screen.getByText(verified)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails for an unknown code without completing it', async () => {
    const api = show('/access/verify?code=nope', { known: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail address could not be verified.');
    expect(api.calls).toHaveLength(1);
  });

  it('fails when the completion is refused', async () => {
    show('/access/verify?code=c0de', { completes: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be verified');
  });

  it('fails without a code and calls nothing', () => {
    const api = show('/access/verify');
    expect(screen.getByRole('alert')).toHaveTextContent('could not be verified');
    expect(api.calls).toHaveLength(0);
  });

  it('verifies a second link opened in the same tab (only the part after # changes)', async () => {
    const user = userEvent.setup();
    const completed: string[] = [];
    const api = createMockApiClient({
      'GET /reach/:scope/api/v3/accountverification/:code': () => ({ success: true, Username: 'casey' }),
      'POST /reach/:scope/api/v3/accountverification/:code/complete': (_body, _query, { code }) => {
        completed.push(code!);
        return { success: true };
      },
    });
    const Page = actsOnUrl(VerifyPage);
    renderRoute(
      <>
        <Page />
        <Link to="/access/verify?code=second">second link</Link>
      </>,
      { route: '/access/verify', path: '/access/verify?code=first', api },
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'second link' }));
    await screen.findByRole('status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(completed).toEqual(['first', 'second']);
  });
});
