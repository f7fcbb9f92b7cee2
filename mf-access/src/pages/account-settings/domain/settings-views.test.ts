import { chooseSettingsView, enabledSettingsViews, isTwoFactorOffered } from './settings-views';

const mode = (value: string) => [{ name: 'Account.2FA.LearnerPortal.Mode', value }];

describe('enabledSettingsViews (spec 1 §2, §6)', () => {
  it('forms users: profile, two-factor (where offered) and change password by default', () => {
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, { items: mode('1') })).toEqual(['profile', 'twoFactorAuth', 'changePassword']);
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, { items: [] })).toEqual(['profile', 'changePassword']);
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, null)).toEqual(['profile', 'changePassword']);
  });

  it('sso users: the profile only', () => {
    expect(enabledSettingsViews({ authenticationMode: 'sso' }, { items: mode('2') })).toEqual(['profile']);
  });

  it('enableMyProfile and enableChangePassword switch their views off', () => {
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, { enableMyProfile: false, items: mode('1') })).toEqual(['twoFactorAuth', 'changePassword']);
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, { enableChangePassword: false, items: mode('1') })).toEqual(['profile', 'twoFactorAuth']);
  });
});

describe('isTwoFactorOffered (spec 1 §3 Account.2FA.LearnerPortal.Mode: 0 none, 1 optional, 2 forced)', () => {
  it('to forms users where the mode is 1 or 2', () => {
    expect(['0', '1', '2'].map((value) => isTwoFactorOffered({ authenticationMode: 'forms' }, { items: mode(value) }))).toEqual([false, true, true]);
    expect(isTwoFactorOffered({ authenticationMode: 'forms' }, { items: [] })).toBe(false);
  });

  it('never to sso users', () => {
    expect(isTwoFactorOffered({ authenticationMode: 'sso' }, { items: mode('2') })).toBe(false);
  });
});

describe('chooseSettingsView (spec 1 §2)', () => {
  const all = ['profile', 'twoFactorAuth', 'changePassword'] as const;

  it('the view asked for when enabled, else the first enabled one', () => {
    expect(chooseSettingsView('changePassword', all, true)).toBe('changePassword');
    expect(chooseSettingsView(null, all, true)).toBe('profile');
    expect(chooseSettingsView('nonsense', ['twoFactorAuth', 'changePassword'], true)).toBe('twoFactorAuth');
    expect(chooseSettingsView('changePassword', ['profile'], true)).toBe('profile');
    expect(chooseSettingsView(undefined, [], true)).toBeUndefined();
  });

  it('forces the profile view while the profile is incomplete', () => {
    expect(chooseSettingsView('changePassword', all, false)).toBe('profile');
    expect(chooseSettingsView('twoFactorAuth', ['twoFactorAuth'], false)).toBe('profile');
  });
});
