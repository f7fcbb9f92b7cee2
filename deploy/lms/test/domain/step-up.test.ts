import { ITEMS } from '@portal/contracts';
import { isRecentlyAuthenticated, looksLikeRecoveryCode, maxInvalidPasswordAttempts, reauthenticationValidUntil } from '../../src/domain/step-up';
import { userEditableDefinitions } from '../../src/domain/user';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('step-up re-authentication (issue 10)', () => {
  it('counts the sign-in or the last step-up, whichever is later, for 5 minutes', () => {
    expect(isRecentlyAuthenticated({ createdAt: at(4), reauthenticatedAt: null })).toBe(true);
    expect(isRecentlyAuthenticated({ createdAt: at(6), reauthenticatedAt: null })).toBe(false);
    expect(isRecentlyAuthenticated({ createdAt: at(60), reauthenticatedAt: at(1) })).toBe(true);
    expect(isRecentlyAuthenticated({ createdAt: at(60), reauthenticatedAt: at(5.5) })).toBe(false);
    const now = new Date();
    expect(reauthenticationValidUntil({ createdAt: at(60), reauthenticatedAt: now }).getTime()).toBe(now.getTime() + 5 * 60_000);
  });

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
