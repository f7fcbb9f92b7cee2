import type { AppSettings, ProfileFieldDefinition } from '@portal/contracts';
import { makeUser } from '@portal/testing';
import { decideAccountSetup, isProfileIncomplete } from './account-setup';

const FORCED: AppSettings = { items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }] };
const OPTIONAL: AppSettings = { items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '1' }] };
const JOB_TITLE: ProfileFieldDefinition = { name: 'jobTitle', label: 'Job title', type: 'text', required: true, adminOnly: false };
const complete = makeUser({ profile: { jobTitle: 'Nurse' }, isProfileCompleted: true });
const incomplete = makeUser({ profile: { jobTitle: '' }, isProfileCompleted: false });

describe('decideAccountSetup (spec 1 §2 navigation blocks)', () => {
  it('lets a user with nothing to set up go anywhere', () => {
    expect(decideAccountSetup({ user: complete, settings: OPTIONAL, profileFields: [JOB_TITLE], path: '/catalogue/items' })).toEqual({ kind: 'allow' });
  });

  it('leaves signed-out visitors to the authentication gate', () => {
    expect(decideAccountSetup({ user: null, settings: FORCED, profileFields: [JOB_TITLE], path: '/dashboard' })).toEqual({ kind: 'allow' });
  });

  it('sends a forms user who must set up two-factor to /account/mfa from every other private page', () => {
    const user = makeUser({ authenticationMode: 'forms', isTwoFASetupCompleted: false, profile: { jobTitle: 'Nurse' } });
    expect(decideAccountSetup({ user, settings: FORCED, profileFields: [], path: '/dashboard' })).toEqual({ kind: 'redirect', to: '/account/mfa' });
    expect(decideAccountSetup({ user, settings: FORCED, profileFields: [], path: '/account/settings?view=profile' })).toEqual({ kind: 'redirect', to: '/account/mfa' });
    expect(decideAccountSetup({ user, settings: FORCED, profileFields: [], path: '/account/mfa' })).toEqual({ kind: 'allow' });
  });

  it('two-factor comes first, before an incomplete profile', () => {
    const user = makeUser({ authenticationMode: 'forms', isTwoFASetupCompleted: false, profile: {}, isProfileCompleted: false });
    expect(decideAccountSetup({ user, settings: FORCED, profileFields: [JOB_TITLE], path: '/account/settings' })).toEqual({ kind: 'redirect', to: '/account/mfa' });
  });

  it('does not block once two-factor is set up, for sso users, or where it is not forced', () => {
    const done = makeUser({ isTwoFASetupCompleted: true });
    expect(decideAccountSetup({ user: done, settings: FORCED, profileFields: [], path: '/dashboard' })).toEqual({ kind: 'allow' });
    const sso = makeUser({ authenticationMode: 'sso', isTwoFASetupCompleted: false });
    expect(decideAccountSetup({ user: sso, settings: FORCED, profileFields: [], path: '/dashboard' })).toEqual({ kind: 'allow' });
    const optional = makeUser({ isTwoFASetupCompleted: false });
    expect(decideAccountSetup({ user: optional, settings: OPTIONAL, profileFields: [], path: '/dashboard' })).toEqual({ kind: 'allow' });
  });

  it('keeps a user who opened optional set-up on /account/mfa until two-factor is set up', () => {
    const user = makeUser({ authenticationMode: 'forms', isTwoFASetupCompleted: false, profile: { jobTitle: 'Nurse' } });
    const decide = (path: string, started: boolean, who = user) => decideAccountSetup({ user: who, settings: OPTIONAL, profileFields: [], path, twoFactorSetupStarted: started });
    expect(decide('/dashboard', true)).toEqual({ kind: 'redirect', to: '/account/mfa' });
    expect(decide('/account/mfa', true)).toEqual({ kind: 'allow' });
    expect(decide('/dashboard', false)).toEqual({ kind: 'allow' });
    expect(decide('/dashboard', true, makeUser({ isTwoFASetupCompleted: true }))).toEqual({ kind: 'allow' });
  });

  it('sends a user with missing mandatory profile fields to the profile view from every other private page', () => {
    const decide = (path: string) => decideAccountSetup({ user: incomplete, settings: OPTIONAL, profileFields: [JOB_TITLE], path });
    expect(decide('/dashboard')).toEqual({ kind: 'redirect', to: '/account/settings?view=profile' });
    expect(decide('/account/mfa')).toEqual({ kind: 'redirect', to: '/account/settings?view=profile' });
    expect(decide('/account/history')).toEqual({ kind: 'redirect', to: '/account/settings?view=profile' });
    expect(decide('/account/settings?view=profile')).toEqual({ kind: 'allow' });
    expect(decide('/account/settings?view=changePassword')).toEqual({ kind: 'allow' });
    expect(decide('/account/profile')).toEqual({ kind: 'allow' });
  });

  it('lifts the block as soon as the saved profile has every mandatory value', () => {
    const saved = { ...incomplete, profile: { jobTitle: 'Porter' }, isProfileCompleted: true };
    expect(decideAccountSetup({ user: saved, settings: OPTIONAL, profileFields: [JOB_TITLE], path: '/dashboard' })).toEqual({ kind: 'allow' });
  });
});

describe('isProfileIncomplete', () => {
  it('uses the definitions when loaded; adminOnly fields never count', () => {
    expect(isProfileIncomplete(makeUser({ profile: {}, isProfileCompleted: true }), [JOB_TITLE])).toBe(true);
    expect(isProfileIncomplete(makeUser({ profile: {} }), [{ ...JOB_TITLE, adminOnly: true }])).toBe(false);
  });

  it('falls back to the flag set at sign-in when the definitions are not loaded (after a reload)', () => {
    expect(isProfileIncomplete(makeUser({ isProfileCompleted: false }), [])).toBe(true);
    expect(isProfileIncomplete(makeUser({ isProfileCompleted: true }), [])).toBe(false);
    expect(isProfileIncomplete(makeUser(), [])).toBe(false);
  });
});
