import { decideSignInResult, isSignInLocked, maxInvalidPasswordAttempts, type SignInUser } from '../../src/domain/sign-in';

const forced = [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }];
const optional = [{ name: 'Account.2FA.LearnerPortal.Mode', value: '1' }];
const user: SignInUser = { authentication_mode: 'forms', must_change_password: false, requires_email_verification: false, mfa_mode: 'none' };

describe('decideSignInResult', () => {
  it('Success for a plain user', () => {
    expect(decideSignInResult(user, optional)).toBe('Success');
  });

  it('a password change comes first, with or without e-mail verification', () => {
    expect(decideSignInResult({ ...user, must_change_password: true, mfa_mode: 'ga' }, forced)).toBe('RequiresNewPassword');
    expect(decideSignInResult({ ...user, must_change_password: true, requires_email_verification: true }, [])).toBe('RequiresNewPasswordWithEmailVerification');
  });

  it('a configured second factor is verified whatever the mode item says', () => {
    expect(decideSignInResult({ ...user, mfa_mode: 'sms' }, [])).toBe('Requires2FAVerification');
  });

  it('forced set-up applies only to forms users when the mode item is 2', () => {
    expect(decideSignInResult(user, forced)).toBe('Requires2FASetup');
    expect(decideSignInResult({ ...user, authentication_mode: 'sso' }, forced)).toBe('Success');
  });
});

describe('isSignInLocked', () => {
  const none = { byUsernameAndAddress: 0, byUsername: 0, byAddress: 0 };

  it('locks a username from one address at the tenant maximum (10 when unset)', () => {
    expect(isSignInLocked({ ...none, byUsernameAndAddress: 9, byUsername: 9 })).toBe(false);
    expect(isSignInLocked({ ...none, byUsernameAndAddress: 10, byUsername: 10 })).toBe(true);
    expect(isSignInLocked({ ...none, byUsernameAndAddress: 3, byUsername: 3 }, 3)).toBe(true);
  });

  it('locks a username tried from every address only at ten times the maximum', () => {
    expect(isSignInLocked({ ...none, byUsername: 99 })).toBe(false);
    expect(isSignInLocked({ ...none, byUsername: 100 })).toBe(true);
    expect(isSignInLocked({ ...none, byUsername: 30 }, 3)).toBe(true);
  });

  it('locks an address at 100 failures whatever the usernames', () => {
    expect(isSignInLocked({ ...none, byAddress: 99 })).toBe(false);
    expect(isSignInLocked({ ...none, byAddress: 100 })).toBe(true);
  });
});

describe('maxInvalidPasswordAttempts', () => {
  const item = (value: string) => [{ name: 'Account.Login.MaxInvalidPasswordAttempts', value }];

  it("is the tenant's Account.Login.MaxInvalidPasswordAttempts when a positive whole number, else 10", () => {
    expect(maxInvalidPasswordAttempts(item('6'))).toBe(6);
    expect(maxInvalidPasswordAttempts([])).toBe(10);
    for (const bad of ['', '0', '-2', '2.5', 'lots']) expect(maxInvalidPasswordAttempts(item(bad))).toBe(10);
  });
});
