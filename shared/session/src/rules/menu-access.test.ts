import { makeSettings, makeUser } from '../testing';
import { canSeeMenuItem, type MenuAccessContext } from './menu-access';

function context(overrides: Partial<MenuAccessContext> = {}): MenuAccessContext {
  return { user: makeUser(), settings: makeSettings(), isInstructor: false, isTeamLeader: false, ...overrides };
}

describe('canSeeMenuItem (spec 1 §6)', () => {
  it('shows items without rules to everyone', () => {
    expect(canSeeMenuItem(undefined, context({ user: null }))).toBe(true);
    expect(canSeeMenuItem([], context())).toBe(true);
  });

  it("'TeamLeader' passes by role or by the server check", () => {
    expect(canSeeMenuItem(['TeamLeader'], context())).toBe(false);
    expect(canSeeMenuItem(['TeamLeader'], context({ user: makeUser({ roles: ['TeamLeader'] }) }))).toBe(true);
    expect(canSeeMenuItem(['TeamLeader'], context({ isTeamLeader: true }))).toBe(true);
  });

  it("'Instructor' needs the server check and instructors configured", () => {
    expect(canSeeMenuItem(['Instructor'], context({ isInstructor: true }))).toBe(false);
    expect(canSeeMenuItem(['Instructor'], context({ settings: makeSettings({ instructors: true }) }))).toBe(false);
    expect(canSeeMenuItem(['Instructor'], context({ isInstructor: true, settings: makeSettings({ instructors: true }) }))).toBe(true);
  });

  it("'password:edit' is hidden for SSO users and when change password is disabled", () => {
    expect(canSeeMenuItem(['password:edit'], context())).toBe(true);
    expect(canSeeMenuItem(['password:edit'], context({ user: makeUser({ authenticationMode: 'sso' }) }))).toBe(false);
    expect(canSeeMenuItem(['password:edit'], context({ settings: makeSettings({ enableChangePassword: false }) }))).toBe(false);
  });

  it("'profile:{field}:{value}' compares the profile field", () => {
    const user = makeUser({ profile: { region: 'EMEA', tags: ['nurse', 'doctor'], url: 'a:b' } });
    expect(canSeeMenuItem(['profile:region:EMEA'], context({ user }))).toBe(true);
    expect(canSeeMenuItem(['profile:region:APAC'], context({ user }))).toBe(false);
    expect(canSeeMenuItem(['profile:tags:doctor'], context({ user }))).toBe(true);
    expect(canSeeMenuItem(['profile:url:a:b'], context({ user }))).toBe(true);
    expect(canSeeMenuItem(['profile:missing:x'], context({ user }))).toBe(false);
  });

  it('treats any other rule as a role name', () => {
    expect(canSeeMenuItem(['CPDReviewer'], context({ user: makeUser({ roles: ['CPDReviewer'] }) }))).toBe(true);
    expect(canSeeMenuItem(['CPDReviewer'], context())).toBe(false);
  });

  it('passes when any rule in the list passes', () => {
    expect(canSeeMenuItem(['admin', 'TeamLeader'], context({ isTeamLeader: true }))).toBe(true);
    expect(canSeeMenuItem(['admin', 'TeamLeader'], context())).toBe(false);
  });

  it('hides rule-bound items from signed-out users', () => {
    expect(canSeeMenuItem(['password:edit'], context({ user: null }))).toBe(false);
    expect(canSeeMenuItem(['TeamLeader'], context({ user: null, isTeamLeader: true }))).toBe(false);
  });
});
