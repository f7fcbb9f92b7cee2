import { bus } from '@portal/event-bus';
import { createMockApiClient } from '@portal/api-client/testing';
import { renderRoute, signedInSession } from '@portal/testing';
import SsoBypassPage from './SsoBypassPage';

beforeEach(() => signedInSession({ user: null }));

describe('SsoBypassPage', () => {
  it('sets the session-scoped bypass flag and broadcasts not-authenticated', () => {
    const heard = jest.fn();
    const off = bus.on('auth.not-authenticated.v1', heard);
    renderRoute(<SsoBypassPage />, { route: '/access/sso/bypass', path: '/access/sso/bypass', api: createMockApiClient({}) });
    expect(sessionStorage.getItem('ssoBypass')).toBe('true');
    expect(localStorage.getItem('ssoBypass')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });
});
