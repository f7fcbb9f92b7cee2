import { createMockApiClient } from '@portal/api-client/testing';
import { bus } from '@portal/event-bus';
import { sessionStore } from '@portal/session';
import { renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import LogoutPage from './LogoutPage';

function lms(fails = false) {
  return createMockApiClient({
    'POST /authr/token/invalidate': () => {
      if (fails) throw new Error('down');
      return { success: true };
    },
  });
}

function show(api = lms(), url = '/access/logout') {
  renderRoute(<LogoutPage />, { route: '/access/logout', path: url, api });
  return api;
}

beforeEach(() => {
  signedInSession({ user: { id: 'u1', username: 'lee', displayName: 'Lee', roles: [], profile: {}, authenticationMode: 'forms' }, settings: { items: [] } });
  localStorage.setItem('i18nextLng', 'fr-FR');
});

describe('LogoutPage', () => {
  it('invalidates the token, clears the session but not the language, announces it and goes to sign-in', async () => {
    const signedOut = jest.fn();
    const off = bus.on('auth.signed-out.v1', signedOut);
    const api = show();
    await waitForLocation(/^\/access\/signin$/);
    off();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /authr/token/invalidate']);
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('fr-FR');
    expect(localStorage.getItem('scope')).toBe('demo');
    expect(signedOut).toHaveBeenCalledWith({ reason: 'logout' });
  });

  it('signs out even when the LMS does not answer', async () => {
    show(lms(true));
    await waitForLocation(/^\/access\/signin$/);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('goes to the redirectTo param', async () => {
    show(lms(), '/access/logout?redirectTo=%2Faccess%2Fthanks');
    await waitForLocation(/^\/access\/thanks$/);
  });
});
