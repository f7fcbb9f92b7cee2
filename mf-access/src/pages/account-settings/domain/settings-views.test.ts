import { chooseSettingsView, enabledSettingsViews } from './settings-views';

describe('enabledSettingsViews (spec 1 §2, §6)', () => {
  it('forms users: profile, two-factor and change password by default', () => {
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, { items: [] })).toEqual(['profile', 'twoFactorAuth', 'changePassword']);
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, null)).toEqual(['profile', 'twoFactorAuth', 'changePassword']);
  });

  it('sso users: the profile only', () => {
    expect(enabledSettingsViews({ authenticationMode: 'sso' }, { items: [] })).toEqual(['profile']);
  });

  it('enableMyProfile and enableChangePassword switch their views off', () => {
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, { enableMyProfile: false, items: [] })).toEqual(['twoFactorAuth', 'changePassword']);
    expect(enabledSettingsViews({ authenticationMode: 'forms' }, { enableChangePassword: false, items: [] })).toEqual(['profile', 'twoFactorAuth']);
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
