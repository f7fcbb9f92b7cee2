import { screen } from '@testing-library/react';
import { createMockApiClient } from '@portal/api-client/testing';
import { renderRoute, signedInSession } from '@portal/testing';
import SsoErrorPage from './SsoErrorPage';

const show = (url: string) => renderRoute(<SsoErrorPage />, { route: '/access/sso/error', path: url, api: createMockApiClient({}) });

beforeEach(() => signedInSession({ user: null }));

describe('SsoErrorPage', () => {
  it('shows the SSO user and the error', () => {
    show('/access/sso/error?ssoUser=sso-user&authError=Account+disabled');
    expect(screen.getByRole('heading', { name: 'Single sign-on did not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Account disabled');
    expect(screen.getByText(/signed you in as sso-user/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/access/signin');
  });

  it("falls back to 'Invalid username or password' and leaves out a missing SSO user", () => {
    show('/access/sso/error');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.queryByText(/signed you in as/)).not.toBeInTheDocument();
  });
});
