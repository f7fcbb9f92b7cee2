import { sessionStore } from './index';
import { makeSettings, makeUser, resetSessionStore, signedInSession } from './testing';

describe('the session test twin', () => {
  it('signs a user in to a tenant with its settings, from a fresh store', () => {
    sessionStore.getState().setReturnTo('/somewhere');
    localStorage.setItem('a-remote-key', 'left over');
    const user = signedInSession({ user: makeUser({ id: 'u9' }), settings: makeSettings({ cpd: true }), scope: 'acme' });
    const state = sessionStore.getState();
    expect(user?.id).toBe('u9');
    expect([state.scope, state.user?.id, state.settings?.cpd, state.returnTo]).toEqual(['acme', 'u9', true, null]);
    expect(localStorage.getItem('a-remote-key')).toBeNull();
  });

  it('leaves the visitor signed out when the user is null, and resets to a first visit', () => {
    signedInSession({ user: null });
    expect(sessionStore.getState()).toMatchObject({ scope: 'demo', user: null });
    signedInSession();
    resetSessionStore();
    expect(sessionStore.getState()).toMatchObject({ scope: null, user: null, settings: null });
  });
});
