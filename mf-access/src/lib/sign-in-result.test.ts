import { isSessionStarted } from './sign-in-result';

describe('isSessionStarted (spec 1 §4 sign-in result)', () => {
  it('an empty result, Success and Requires2FASetup start a session', () => {
    expect([undefined, null, '', 'Success', 'Requires2FASetup'].map(isSessionStarted)).toEqual([true, true, true, true, true]);
  });

  it('the other results do not', () => {
    expect(['Requires2FAVerification', 'RequiresNewPassword', 'RequiresNewPasswordWithEmailVerification', 'Failed', 'LockedOut'].map(isSessionStarted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
