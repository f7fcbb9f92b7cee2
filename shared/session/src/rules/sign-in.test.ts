import { makeSettings, makeUser } from '../testing';
import { failedSignInAllowance, isTwoFactorSetupRequired } from './sign-in';

const withItem = (name: string, value: string) => makeSettings({ items: [{ name, value }] });

describe('failedSignInAllowance (spec 1 §4)', () => {
  it.each([
    ['6', 3],
    ['5', 3],
    ['7', 4],
    ['10', 5],
    ['1', 1],
    ['0', 0],
  ])('is half of MaxInvalidPasswordAttempts %s rounded: %i', (value, expected) => {
    expect(failedSignInAllowance(withItem('Account.Login.MaxInvalidPasswordAttempts', value))).toBe(expected);
  });

  it('is 3 when unset or not a number', () => {
    expect(failedSignInAllowance(null)).toBe(3);
    expect(failedSignInAllowance(makeSettings())).toBe(3);
    expect(failedSignInAllowance(withItem('Account.Login.MaxInvalidPasswordAttempts', ''))).toBe(3);
    expect(failedSignInAllowance(withItem('Account.Login.MaxInvalidPasswordAttempts', 'lots'))).toBe(3);
  });
});

describe('isTwoFactorSetupRequired (spec 1 §4)', () => {
  const forced = withItem('Account.2FA.LearnerPortal.Mode', '2');

  it("applies to 'forms' users when the mode item is 2", () => {
    expect(isTwoFactorSetupRequired(makeUser(), forced)).toBe(true);
  });

  it('does not apply to sso users, other modes, or without settings', () => {
    expect(isTwoFactorSetupRequired(makeUser({ authenticationMode: 'sso' }), forced)).toBe(false);
    expect(isTwoFactorSetupRequired(makeUser(), withItem('Account.2FA.LearnerPortal.Mode', '1'))).toBe(false);
    expect(isTwoFactorSetupRequired(makeUser(), makeSettings())).toBe(false);
    expect(isTwoFactorSetupRequired(makeUser(), null)).toBe(false);
    expect(isTwoFactorSetupRequired(null, forced)).toBe(false);
  });
});
