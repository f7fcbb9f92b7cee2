import { availableMfaMethods, isMfaModeAvailable } from '@portal/contracts';
import { isTwoFactorSetupAllowed, maskDestination } from '../../src/domain/mfa';

describe('two-factor methods (flags sms 1, authenticator 2, email 4)', () => {
  it('offers e-mail only to a user with an e-mail', () => {
    expect(availableMfaMethods('7', true)).toBe(7);
    expect(availableMfaMethods('7', false)).toBe(3);
    expect(availableMfaMethods(undefined, true)).toBe(0);
  });

  it('checks a mode against the flags', () => {
    expect(isMfaModeAvailable('ga', 2)).toBe(true);
    expect(isMfaModeAvailable('sms', 6)).toBe(false);
    expect(isMfaModeAvailable('email', 4)).toBe(true);
  });
});

describe('maskDestination', () => {
  const user = { email: 'jordan@demo.example', mfa_country_code: 'GB', mfa_contact_number: '07700900123' };
  it('masks e-mail and phone, shows nothing for the app', () => {
    expect(maskDestination('email', user)).toBe('j***n@demo.example');
    expect(maskDestination('email', { ...user, email: 'jo@x.example' })).toBe('j*@x.example');
    expect(maskDestination('sms', user)).toBe('GB ********123');
    expect(maskDestination('ga', user)).toBe('');
  });
});

describe('isTwoFactorSetupAllowed (spec 1 §6: forms users only)', () => {
  const mode = (value: string) => [{ name: 'Account.2FA.LearnerPortal.Mode', value }];

  it('allows forms users where the mode item is 1 (optional) or 2 (forced)', () => {
    expect(isTwoFactorSetupAllowed({ authentication_mode: 'forms' }, mode('1'))).toBe(true);
    expect(isTwoFactorSetupAllowed({ authentication_mode: 'forms' }, mode('2'))).toBe(true);
  });

  it('refuses single-sign-on users, and everyone where the mode is 0 or unset', () => {
    expect(isTwoFactorSetupAllowed({ authentication_mode: 'sso' }, mode('2'))).toBe(false);
    expect(isTwoFactorSetupAllowed({ authentication_mode: 'forms' }, mode('0'))).toBe(false);
    expect(isTwoFactorSetupAllowed({ authentication_mode: 'forms' }, [])).toBe(false);
  });
});
