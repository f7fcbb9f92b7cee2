import { bus } from '@portal/event-bus';
import { createMockApiClient } from '@portal/api-client/testing';
import { renderPage, resetSession } from '../../../lib/test-utils';
import SsoBypassPage from './SsoBypassPage';

beforeEach(() => resetSession());

describe('SsoBypassPage', () => {
  it('sets the session-scoped bypass flag and broadcasts not-authenticated', () => {
    const heard = jest.fn();
    const off = bus.on('auth.not-authenticated.v1', heard);
    renderPage(<SsoBypassPage />, { api: createMockApiClient({}), url: '/access/sso/bypass', path: '/access/sso/bypass' });
    expect(sessionStorage.getItem('ssoBypass')).toBe('true');
    expect(localStorage.getItem('ssoBypass')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });
});
