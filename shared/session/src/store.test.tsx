import { act, renderHook } from '@testing-library/react';
import { makeUser } from './testing';
import { createSessionStore, SESSION_STORAGE_KEYS, sessionStore, STORAGE_KEYS, useSession, useUserConfig } from './store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const storages = () => ({ local: localStorage, session: sessionStorage });

describe('storage keys (spec 3 §9)', () => {
  it('are the spec’s: local user, scope, userConfig, returnTo, logoutRedirectTo, basket; session ssoBypass and connection', () => {
    expect(STORAGE_KEYS).toMatchObject({ user: 'user', scope: 'scope', userConfig: 'userConfig', returnTo: 'returnTo', logoutRedirectTo: 'logoutRedirectTo', basket: 'basket' });
    expect(Object.values(SESSION_STORAGE_KEYS)).toEqual(['ssoBypass', 'connection']);
  });
});

describe('session store', () => {
  it('persists scope and returnTo as plain strings and the user as JSON', () => {
    const store = createSessionStore(storages());
    const user = makeUser({ roles: ['admin'] });
    store.getState().setScope('acme');
    store.getState().setReturnTo('/catalogue/items');
    store.getState().setUser(user);
    expect(localStorage.getItem('scope')).toBe('acme');
    expect(localStorage.getItem('returnTo')).toBe('/catalogue/items');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    store.getState().setReturnTo(null);
    expect(localStorage.getItem('returnTo')).toBeNull();
  });

  it('starts from what local storage holds, ignoring a stored user of the wrong shape', () => {
    localStorage.setItem('scope', 'acme');
    localStorage.setItem('user', JSON.stringify(makeUser({ id: 'u9' })));
    localStorage.setItem('logoutRedirectTo', 'https://idp.example/logout');
    const store = createSessionStore(storages());
    expect(store.getState()).toMatchObject({ scope: 'acme', user: { id: 'u9' }, logoutRedirectTo: 'https://idp.example/logout' });
    localStorage.setItem('user', '{"id":1}');
    expect(createSessionStore(storages()).getState().user).toBeNull();
    localStorage.setItem('user', 'not json');
    expect(createSessionStore(storages()).getState().user).toBeNull();
  });

  it('updateUser merges into the signed-in user and persists it', () => {
    const store = createSessionStore(storages());
    store.getState().updateUser({ displayName: 'nobody' });
    expect(store.getState().user).toBeNull();
    store.getState().setUser(makeUser());
    store.getState().updateUser({ isTwoFASetupCompleted: true, profile: { preferredLanguage: 'fr-FR' } });
    expect(store.getState().user).toMatchObject({ id: 'u1', isTwoFASetupCompleted: true, profile: { preferredLanguage: 'fr-FR' } });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ isTwoFASetupCompleted: true });
  });

  it('setChecks stores the instructor and team-leader answers', () => {
    const store = createSessionStore(storages());
    store.getState().setChecks({ isInstructor: true, isTeamLeader: false });
    expect(store.getState()).toMatchObject({ isInstructor: true, isTeamLeader: false });
  });

  it('clearSession keeps scope, cataloguelayout, returnTo and the language key, and removes the rest', () => {
    const store = createSessionStore(storages());
    store.getState().setScope('acme');
    store.getState().setReturnTo('/calendar');
    store.getState().setUser(makeUser());
    store.getState().setLogoutRedirectTo('https://idp.example/logout');
    store.getState().setChecks({ isInstructor: true, isTeamLeader: true });
    localStorage.setItem('cataloguelayout', 'grid');
    localStorage.setItem('i18nextLng', 'fr-FR');
    localStorage.setItem('userConfig', '{}');
    localStorage.setItem('basket', 'SKU1,SKU2');
    sessionStorage.setItem('ssoBypass', 'true');

    store.getState().clearSession();

    expect(Object.keys(localStorage).sort()).toEqual(['cataloguelayout', 'i18nextLng', 'returnTo', 'scope']);
    expect(sessionStorage.getItem('ssoBypass')).toBe('true');
    expect(store.getState()).toMatchObject({ scope: 'acme', returnTo: '/calendar', user: null, isInstructor: false, isTeamLeader: false, logoutRedirectTo: null });
  });

  it('remembers that a session ended (in memory) through the sign-out, until somebody signs in', () => {
    const store = createSessionStore(storages());
    store.getState().setUser(makeUser());
    expect(store.getState().sessionEnded).toBe(false);
    store.getState().setSessionEnded(true);
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ user: null, sessionEnded: true });
    expect(createSessionStore(storages()).getState().sessionEnded).toBe(false);
    store.getState().setUser(makeUser());
    expect(store.getState().sessionEnded).toBe(false);
  });

  it('resetSite clears all local and session storage and the store', () => {
    const store = createSessionStore(storages());
    store.getState().setScope('acme');
    store.getState().setUser(makeUser());
    store.getState().setSettings({ items: [] });
    localStorage.setItem('i18nextLng', 'fr-FR');
    sessionStorage.setItem('ssoBypass', 'true');
    store.getState().resetSite();
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    expect(store.getState()).toMatchObject({ scope: null, user: null, settings: null, profileFields: [], returnTo: null });
  });
});

describe('useSession', () => {
  it('re-renders with the selected value', () => {
    const { result } = renderHook(() => useSession((state) => state.user?.displayName ?? 'nobody'));
    expect(result.current).toBe('nobody');
    act(() => sessionStore.getState().setUser(makeUser({ displayName: 'Ada' })));
    expect(result.current).toBe('Ada');
    act(() => sessionStore.getState().clearSession());
    expect(result.current).toBe('nobody');
  });
});

describe('userConfig (spec 1 §3: a locally stored value)', () => {
  const isSort = (value: unknown): value is 'asc' | 'desc' => value === 'asc' || value === 'desc';

  it("keeps the signed-in user's settings under 'userConfig', for that user only, and forgets them at sign-out", () => {
    const store = createSessionStore(storages());
    store.getState().setUserConfig('list.sort', 'asc');
    expect(localStorage.getItem('userConfig')).toBeNull(); // nobody signed in: nothing kept

    store.getState().setScope('demo');
    store.getState().setUser(makeUser({ id: 'u1' }));
    store.getState().setUserConfig('list.sort', 'asc');
    // Spec 3 §3 Local user configuration: scope and userId beside the values.
    expect(JSON.parse(localStorage.getItem('userConfig') ?? 'null')).toEqual({ scope: 'demo', userId: 'u1', values: { 'list.sort': 'asc' } });
    // A reload starts from what is stored.
    expect(createSessionStore(storages()).getState().userConfig).toEqual({ 'list.sort': 'asc' });

    // Another user on the same browser starts with none of them.
    store.getState().setUser(makeUser({ id: 'u2' }));
    expect(store.getState().userConfig).toEqual({});

    store.getState().setUser(makeUser({ id: 'u1' }));
    expect(store.getState().userConfig).toEqual({ 'list.sort': 'asc' });
    store.getState().clearSession();
    expect(localStorage.getItem('userConfig')).toBeNull();
    expect(store.getState().userConfig).toEqual({});
  });

  it('reads a configuration only in the scope it was kept for', () => {
    localStorage.setItem('scope', 'other');
    localStorage.setItem('user', JSON.stringify(makeUser({ id: 'u1' })));
    localStorage.setItem('userConfig', JSON.stringify({ scope: 'demo', userId: 'u1', values: { 'list.sort': 'asc' } }));
    expect(createSessionStore(storages()).getState().userConfig).toEqual({});
    localStorage.setItem('scope', 'demo');
    expect(createSessionStore(storages()).getState().userConfig).toEqual({ 'list.sort': 'asc' });
  });

  it('useUserConfig answers the fallback until set, and a refused stored shape as the fallback', () => {
    act(() => sessionStore.getState().setUser(makeUser({ id: 'u1' })));
    const { result } = renderHook(() => useUserConfig('list.sort', isSort, 'desc'));
    expect(result.current[0]).toBe('desc');
    act(() => result.current[1]('asc'));
    expect(result.current[0]).toBe('asc');
    act(() => sessionStore.getState().setUserConfig('list.sort', 42));
    expect(result.current[0]).toBe('desc');
    act(() => sessionStore.getState().clearSession());
  });
});
