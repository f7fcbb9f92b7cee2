import type { AppSettings, User } from '@portal/contracts';

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
