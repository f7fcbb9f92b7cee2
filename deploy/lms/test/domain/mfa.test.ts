import { availableMfaMethods, isMfaModeAvailable, maskDestination } from '../../src/domain/mfa';

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
