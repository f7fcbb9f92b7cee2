import { decideSignInResult, isSignInLocked, type SignInUser } from '../../src/domain/sign-in';

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
  it('locks at 10 failures per username or 30 per address', () => {
    expect(isSignInLocked({ byUsername: 9, byAddress: 29 })).toBe(false);
    expect(isSignInLocked({ byUsername: 10, byAddress: 0 })).toBe(true);
    expect(isSignInLocked({ byUsername: 0, byAddress: 30 })).toBe(true);
  });
});
