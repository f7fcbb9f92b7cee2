import { decideSignInOutcome } from './decide-sign-in-outcome';

describe('decideSignInOutcome (spec 1 §4)', () => {
  it.each([
    [undefined, 'continue'],
    [null, 'continue'],
    ['', 'continue'],
    ['Success', 'continue'],
    ['Requires2FASetup', 'continue'],
    ['RequiresNewPasswordWithEmailVerification', 'verifyAndSetPassword'],
    ['RequiresNewPassword', 'verifyAndSetPasswordWithoutEmail'],
    ['Requires2FAVerification', 'verifySecondFactor'],
    ['Failed', 'failed'],
    ['LockedOut', 'failed'],
    ['success', 'failed'],
  ] as const)('result %p → %p', (result, outcome) => {
    expect(decideSignInOutcome(result)).toBe(outcome);
  });
});
