import { useCallback } from 'react';
import * as v from 'valibot';
import { createStore, useStore, type StoreApi } from 'zustand';
import { UserSchema, type AppSettings, type ProfileFieldDefinition, type User } from '@portal/contracts';

/** Local-storage keys of spec 1 §3 (plus the language and catalogue-layout keys §9 names). */
export const STORAGE_KEYS = {
  user: 'user',
  scope: 'scope',
  userConfig: 'userConfig',
  returnTo: 'returnTo',
  logoutRedirectTo: 'logoutRedirectTo',
  basket: 'basket',
  language: 'i18nextLng',
  catalogueLayout: 'cataloguelayout',
} as const;

/** Session-storage keys of spec 1 §3 and spec 3 §9: the SSO bypass flag and the chosen SSO tenant connection. */
export const SESSION_STORAGE_KEYS = { ssoBypass: 'ssoBypass', ssoConnection: 'connection' } as const;

/** Spec 1 §9: "Session clear keeps scope, cataloguelayout, returnTo and the language key". */
export const KEPT_ON_SESSION_CLEAR: readonly string[] = [STORAGE_KEYS.scope, STORAGE_KEYS.catalogueLayout, STORAGE_KEYS.returnTo, STORAGE_KEYS.language];

export interface SessionState {
  /** Tenant scope; stored as a plain string because the API client reads it for X-Scope. */
  scope: string | null;
  user: User | null;
  settings: AppSettings | null;
  profileFields: ProfileFieldDefinition[];
  /** Path to go back to after signing in (spec 1 §4 "return state"). */
  returnTo: string | null;
  isInstructor: boolean;
  isTeamLeader: boolean;
  logoutRedirectTo: string | null;
  /**
   * The user opened two-factor set-up without having two-factor: spec 1 §2 keeps them on
   * /account/mfa until it is done, even where it is optional. Not stored: a reload lifts it.
   */
  twoFactorSetupStarted: boolean;
  /**
   * The signed-in user's own settings of the portal's screens (a list's sort, a widget's filter),
   * kept in local storage under 'userConfig' (spec 1 §3) for this user only; gone at sign-out.
   */
  userConfig: Readonly<Record<string, unknown>>;
  /**
   * The signed-in user's session ended (idle timeout, a 401 or 440 from the LMS, or found ended when
   * the portal started): the sign-in page says so. Kept in memory through the sign-out that follows,
   * until somebody signs in.
   */
  sessionEnded: boolean;
}

export interface SessionActions {
  setScope(scope: string | null): void;
  setSettings(settings: AppSettings | null): void;
  setProfileFields(fields: ProfileFieldDefinition[]): void;
  setUser(user: User | null): void;
  /** Shallow merge into the signed-in user (a `profile` in the patch replaces the whole profile). */
  updateUser(patch: Partial<User>): void;
  setReturnTo(path: string | null): void;
  setLogoutRedirectTo(url: string | null): void;
  setChecks(checks: { isInstructor: boolean; isTeamLeader: boolean }): void;
  setTwoFactorSetupStarted(started: boolean): void;
  setSessionEnded(ended: boolean): void;
  /** Remembers one of the signed-in user's settings (ignored when nobody is signed in). */
  setUserConfig(key: string, value: unknown): void;
  /** Sign-out: forget the user and every local-storage key except KEPT_ON_SESSION_CLEAR. */
  clearSession(): void;
  /** /access/reset: clear all local and session storage and every value in the store. */
  resetSite(): void;
}

export type SessionStore = SessionState & SessionActions;

export interface SessionStorages {
  local: Storage;
  session: Storage;
}

function browserStorages(): SessionStorages {
  if (typeof localStorage !== 'undefined' && typeof sessionStorage !== 'undefined') {
    return { local: localStorage, session: sessionStorage };
  }
  return { local: memoryStorage(), session: memoryStorage() };
}

/** Stand-in outside a browser (server-side tests, tooling), so importing the package never throws. */
export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

function write(storage: Storage, key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** A stored user that no longer matches the schema (older release, hand edits) is ignored. */
function readUser(storage: Storage): User | null {
  const raw = storage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const result = v.safeParse(UserSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

function signedOutState(): Pick<SessionState, 'user' | 'isInstructor' | 'isTeamLeader' | 'logoutRedirectTo' | 'twoFactorSetupStarted' | 'userConfig'> {
  return { user: null, isInstructor: false, isTeamLeader: false, logoutRedirectTo: null, twoFactorSetupStarted: false, userConfig: {} };
}

/** Spec 3 §3 Local user configuration: the scope and user it was kept for, and the values. */
const UserConfigSchema = v.object({ scope: v.optional(v.nullable(v.string())), userId: v.string(), values: v.record(v.string(), v.unknown()) });

/** The stored settings when they are this user's in this scope; another user's or tenant's (or a damaged entry) count as none. */
function readUserConfig(storage: Storage, userId: string | undefined): Record<string, unknown> {
  const raw = userId ? storage.getItem(STORAGE_KEYS.userConfig) : null;
  if (!raw) return {};
  try {
    const result = v.safeParse(UserConfigSchema, JSON.parse(raw));
    const scope = storage.getItem(STORAGE_KEYS.scope);
    const sameScope = !result.success || result.output.scope === undefined || result.output.scope === scope;
    return result.success && result.output.userId === userId && sameScope ? result.output.values : {};
  } catch {
    return {};
  }
}

/** A store over the given storages; the portal uses `sessionStore`, tests may make their own. */
export function createSessionStore({ local, session }: SessionStorages = browserStorages()): StoreApi<SessionStore> {
  const storedUser = readUser(local);
  return createStore<SessionStore>()((set, get) => ({
    scope: local.getItem(STORAGE_KEYS.scope),
    user: storedUser,
    userConfig: readUserConfig(local, storedUser?.id),
    settings: null,
    profileFields: [],
    returnTo: local.getItem(STORAGE_KEYS.returnTo),
    isInstructor: false,
    isTeamLeader: false,
    logoutRedirectTo: local.getItem(STORAGE_KEYS.logoutRedirectTo),
    twoFactorSetupStarted: false,
    sessionEnded: false,

    setScope(scope) {
      write(local, STORAGE_KEYS.scope, scope);
      set({ scope });
    },
    setSettings: (settings) => set({ settings }),
    setProfileFields: (profileFields) => set({ profileFields }),
    setUser(user) {
      write(local, STORAGE_KEYS.user, user && JSON.stringify(user));
      // Another user's settings never carry over to whoever signs in next.
      set(user?.id === get().user?.id ? { user } : { user, userConfig: readUserConfig(local, user?.id) });
      // Somebody signed in: no session is 'ended' any more.
      if (user) set({ sessionEnded: false });
    },
    updateUser(patch) {
      const user = get().user;
      if (user) get().setUser({ ...user, ...patch });
    },
    setReturnTo(returnTo) {
      write(local, STORAGE_KEYS.returnTo, returnTo);
      set({ returnTo });
    },
    setLogoutRedirectTo(logoutRedirectTo) {
      write(local, STORAGE_KEYS.logoutRedirectTo, logoutRedirectTo);
      set({ logoutRedirectTo });
    },
    setChecks: ({ isInstructor, isTeamLeader }) => set({ isInstructor, isTeamLeader }),
    setTwoFactorSetupStarted: (twoFactorSetupStarted) => set({ twoFactorSetupStarted }),
    setSessionEnded: (sessionEnded) => set({ sessionEnded }),
    setUserConfig(key, value) {
      const user = get().user;
      if (!user) return;
      const userConfig = { ...get().userConfig, [key]: value };
      write(local, STORAGE_KEYS.userConfig, JSON.stringify({ scope: get().scope, userId: user.id, values: userConfig }));
      set({ userConfig });
    },
    clearSession() {
      // The spec names what survives, so everything else in local storage goes (user, userConfig,
      // logoutRedirectTo, basket and any remote's own keys). Session storage (the SSO bypass) stays.
      const doomed: string[] = [];
      for (let index = 0; index < local.length; index += 1) {
        const key = local.key(index);
        if (key !== null && !KEPT_ON_SESSION_CLEAR.includes(key)) doomed.push(key);
      }
      for (const key of doomed) local.removeItem(key);
      set(signedOutState());
    },
    resetSite() {
      local.clear();
      session.clear();
      set({ ...signedOutState(), scope: null, settings: null, profileFields: [], returnTo: null, sessionEnded: false });
    },
  }));
}

/** The portal-wide session store (a Module Federation singleton through this package). */
export const sessionStore = createSessionStore();

/**
 * Reads the session in a component. Select the smallest value you need; a selector that builds a
 * new object each time re-renders forever (wrap it with zustand's `useShallow`).
 */
export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}

/**
 * One of the signed-in user's remembered settings (userConfig), with its setter: `const [sort, setSort]
 * = useUserConfig('cpd.entries.sort', isEntrySort, DEFAULT_SORT)`. A stored value the guard refuses
 * (an older release's shape) reads as the fallback.
 */
export function useUserConfig<T>(key: string, guard: (value: unknown) => value is T, fallback: T): [T, (value: T) => void] {
  const stored = useStore(sessionStore, (state) => state.userConfig[key]);
  const value = stored !== undefined && guard(stored) ? stored : fallback;
  const setValue = useCallback((next: T) => sessionStore.getState().setUserConfig(key, next), [key]);
  return [value, setValue];
}
