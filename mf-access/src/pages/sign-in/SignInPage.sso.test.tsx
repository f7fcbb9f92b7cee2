import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApiClient } from '@portal/api-client/testing';
import type { AppSettings, SsoConnection } from '@portal/contracts';
import { SESSION_STORAGE_KEYS } from '@portal/session';
import { renderRoute, signedInSession } from '@portal/testing';
import { browser } from '../../lib/browser';
import SignInPage from './SignInPage';

const azure: SsoConnection = { tenant: 'Azure', service: 'auth0', params: { redirect_uri: 'https://tenant.auth0.example/authorize' } };
const forum: SsoConnection = { tenant: 'Partner', service: 'https://partner.example/sso' };

function show(sso: AppSettings['sso'], { bypassed = false } = {}) {
  // signedInSession clears session storage too, so the flag is set after it.
  signedInSession({ user: null, settings: { enableForgottenPassword: true, sso, items: [] } });
  if (bypassed) sessionStorage.setItem(SESSION_STORAGE_KEYS.ssoBypass, 'true');
  renderRoute(<SignInPage />, { route: '/access/signin', path: '/access/signin', api: createMockApiClient({}) });
}

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('SignInPage: the hybrid picker', () => {
  it('offers each connection; choosing one remembers it for the tab and goes to its login address', async () => {
    const user = userEvent.setup();
    show({ connections: [azure, forum] });
    expect(screen.getByRole('heading', { name: 'Sign in with your organisation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with Partner' }));
    expect(assign).toHaveBeenCalledWith('https://partner.example/sso');
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.ssoConnection) ?? 'null')).toEqual(forum);
    await user.click(screen.getByRole('button', { name: 'Sign in with Azure' }));
    expect(assign).toHaveBeenLastCalledWith('https://tenant.auth0.example/authorize');
  });

  it('hides the forms sign-in unless enableFormsLogin', () => {
    show({ connections: [azure] });
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgotten your password?' })).not.toBeInTheDocument();
  });

  it('shows the forms sign-in beside the connections when enableFormsLogin', () => {
    show({ connections: [azure], enableFormsLogin: true });
    expect(screen.getByRole('button', { name: 'Sign in with Azure' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('bypassLoginPicker with one connection goes straight to it', () => {
    show({ connections: [azure], bypassLoginPicker: true });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('https://tenant.auth0.example/authorize');
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to Azure…');
  });

  it('shows why a single sign-on signed the user out', () => {
    signedInSession({ user: null, settings: { sso: { connections: [azure], enableFormsLogin: true }, items: [] } });
    renderRoute(<SignInPage />, {
      route: '/access/signin',
      path: '/access/signin',
      api: createMockApiClient({}),
      state: { authError: 'The single sign-on request could not be verified.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The single sign-on request could not be verified.');
  });

  it('the SSO bypass flag keeps the user here with the forms sign-in', () => {
    show({ connections: [azure], bypassLoginPicker: true }, { bypassed: true });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });
});
