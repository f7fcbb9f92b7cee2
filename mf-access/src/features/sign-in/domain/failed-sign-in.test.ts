import type { AppSettings } from '@portal/contracts';
import { registerFailedSignIn } from './failed-sign-in';

function triesUntilForgot(settings: AppSettings): number | undefined {
  let failures = 0;
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const next = registerFailedSignIn(failures, settings);
    failures = next.failures;
    if (next.sendToForgot) return attempt;
  }
  return undefined;
}

const maxAttempts = (value: string): AppSettings => ({
  enableForgottenPassword: true,
  items: [{ name: 'Account.Login.MaxInvalidPasswordAttempts', value }],
});

describe('registerFailedSignIn (spec 1 §4)', () => {
  it('sends to forgot after half of MaxInvalidPasswordAttempts, rounded', () => {
    expect(triesUntilForgot(maxAttempts('5'))).toBe(3); // Math.round(2.5) = 3
    expect(triesUntilForgot(maxAttempts('4'))).toBe(2);
    expect(triesUntilForgot(maxAttempts('7'))).toBe(4);
  });

  it('allows 3 tries when the item is unset', () => {
    expect(triesUntilForgot({ enableForgottenPassword: true, items: [] })).toBe(3);
  });

  it('sends at the first failure when the counter starts at zero or less', () => {
    expect(triesUntilForgot(maxAttempts('0'))).toBe(1);
    expect(triesUntilForgot(maxAttempts('1'))).toBe(1); // Math.round(0.5) = 1
  });

  it('never sends to forgot when forgotten password is not enabled', () => {
    expect(triesUntilForgot({ items: [{ name: 'Account.Login.MaxInvalidPasswordAttempts', value: '4' }] })).toBeUndefined();
    expect(registerFailedSignIn(5, null)).toEqual({ failures: 6, sendToForgot: false });
  });

  it('counts every failure', () => {
    expect(registerFailedSignIn(0, maxAttempts('5'))).toEqual({ failures: 1, sendToForgot: false });
    expect(registerFailedSignIn(2, maxAttempts('5'))).toEqual({ failures: 3, sendToForgot: true });
  });
});
