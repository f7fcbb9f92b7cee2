import { availableMfaMethods, isMfaModeAvailable, isTwoFactorSetupAllowed, isTwoFactorSetupRequired, offeredMfaMethods, TWO_FACTOR_MODE } from './two-factor';

const mode = (value: string) => ({ items: [{ name: 'Account.2FA.LearnerPortal.Mode', value }] });
const forms = { authenticationMode: 'forms' } as const;
const sso = { authenticationMode: 'sso' } as const;

describe('Account.2FA.LearnerPortal.Mode (spec 1 §3: 0 none, 1 optional, 2 forced)', () => {
  it('has the values of the spec', () => {
    expect(TWO_FACTOR_MODE).toEqual({ none: '0', optional: '1', forced: '2' });
  });

  it('set-up is allowed to forms users where the mode is 1 or 2', () => {
    expect(['0', '1', '2', 'x'].map((value) => isTwoFactorSetupAllowed(forms, mode(value)))).toEqual([false, true, true, false]);
    expect(isTwoFactorSetupAllowed(forms, { items: [] })).toBe(false);
    expect(isTwoFactorSetupAllowed(forms, {})).toBe(false);
    expect(isTwoFactorSetupAllowed(forms, null)).toBe(false);
  });

  it('set-up is required of forms users where the mode is 2 only', () => {
    expect(['0', '1', '2'].map((value) => isTwoFactorSetupRequired(forms, mode(value)))).toEqual([false, false, true]);
    expect(isTwoFactorSetupRequired(forms, null)).toBe(false);
  });

  it('never for sso users, nor without a user (spec 1 §6: forms users only)', () => {
    expect(isTwoFactorSetupAllowed(sso, mode('2'))).toBe(false);
    expect(isTwoFactorSetupRequired(sso, mode('2'))).toBe(false);
    expect(isTwoFactorSetupAllowed(null, mode('2'))).toBe(false);
    expect(isTwoFactorSetupRequired(undefined, mode('2'))).toBe(false);
  });
});

describe('method flags (spec 1 §3: sms 1, authenticator 2, email 4; email only with an e-mail)', () => {
  it('availableMfaMethods reads Account.2FA.Methods and drops e-mail for a user without one', () => {
    expect(availableMfaMethods('7', true)).toBe(7);
    expect(availableMfaMethods('7', false)).toBe(3);
    expect(availableMfaMethods('4', false)).toBe(0);
    expect(availableMfaMethods(undefined, true)).toBe(0);
    expect(availableMfaMethods('lots', true)).toBe(0);
  });

  it('isMfaModeAvailable checks the mode against the flags', () => {
    expect(isMfaModeAvailable('ga', 2)).toBe(true);
    expect(isMfaModeAvailable('sms', 1)).toBe(true);
    expect(isMfaModeAvailable('sms', 6)).toBe(false);
    expect(isMfaModeAvailable('email', 4)).toBe(true);
    expect(isMfaModeAvailable('email', 3)).toBe(false);
    expect(isMfaModeAvailable('none', 0)).toBe(true);
  });

  it.each([
    [7, true, ['ga', 'sms', 'email']],
    [7, false, ['ga', 'sms']],
    [1, true, ['sms']],
    [2, true, ['ga']],
    [4, true, ['email']],
    [4, false, []],
    [6, true, ['ga', 'email']],
    [0, true, []],
  ])('offeredMfaMethods(%i, e-mail %s) is %j', (methods, hasEmail, expected) => {
    expect(offeredMfaMethods(methods, hasEmail)).toEqual(expected);
  });
});
