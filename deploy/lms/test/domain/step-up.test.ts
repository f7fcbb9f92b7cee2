import { ITEMS } from '@portal/contracts';
import { looksLikeRecoveryCode, maxInvalidPasswordAttempts } from '../../src/domain/step-up';
import { userEditableDefinitions } from '../../src/domain/user';

describe('the checks behind a change of how a user signs in', () => {
  it("uses the tenant's Account.Login.MaxInvalidPasswordAttempts, else 10", () => {
    expect(maxInvalidPasswordAttempts([{ name: ITEMS.maxInvalidPasswordAttempts, value: '6' }])).toBe(6);
    expect(maxInvalidPasswordAttempts([])).toBe(10);
    for (const value of ['', '0', '-3', 'lots', '2.5']) expect(maxInvalidPasswordAttempts([{ name: ITEMS.maxInvalidPasswordAttempts, value }])).toBe(10);
  });

  it('tells a recovery code from a six-digit code', () => {
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode(' 123456 ')).toBe(false);
    expect(looksLikeRecoveryCode('demo1-aaaaa')).toBe(true);
  });

  it('makes cpdEligible adminOnly whatever the tenant says; other fields stay as defined', () => {
    const defs = userEditableDefinitions([
      { name: 'cpdEligible', label: 'CPD eligible', type: 'singleChoice', required: false, adminOnly: false },
      { name: 'jobTitle', label: 'Job title', type: 'text', required: true, adminOnly: false },
    ]);
    expect(defs.map((d) => [d.name, d.adminOnly])).toEqual([
      ['cpdEligible', true],
      ['jobTitle', false],
    ]);
  });
});
