import type { AppSettings, User } from '@portal/contracts';
import { sessionStore } from './store';

/*
 * The session's test twin (style 11): what a test needs to start from a known session without
 * writing the store's calls by hand. Tests only; application code never imports this subpath.
 */

/** A signed-in forms user for tests; override what the test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'learner',
    displayName: 'Lee Learner',
    roles: [],
    profile: {},
    authenticationMode: 'forms',
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return { items: [], ...overrides };
}

/** No one signed in, no tenant, nothing remembered: the store as a first visit finds it (local and session storage emptied too). */
export function resetSessionStore(): void {
  sessionStore.getState().resetSite();
}

export interface SignedInSessionOptions {
  /** Who is signed in; `null` leaves the visitor signed out (in the tenant, with its settings). */
  user?: User | null;
  settings?: AppSettings;
  scope?: string;
}

/**
 * A fresh session (resetSessionStore) in tenant `scope` ('demo') with its `settings`, signed in as
 * `user` (makeUser()). Answers who is signed in.
 */
export function signedInSession({ user = makeUser(), settings = makeSettings(), scope = 'demo' }: SignedInSessionOptions = {}): User | null {
  resetSessionStore();
  const state = sessionStore.getState();
  state.setScope(scope);
  state.setSettings(settings);
  if (user) state.setUser(user);
  return user;
}
