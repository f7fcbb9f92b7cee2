import * as v from 'valibot';
import { recoverFormSchema, recoverType } from './recover-form';

function issues(items: { name: string; value: string }[], password: string, confirmPassword: string) {
  const result = v.safeParse(recoverFormSchema(items), { password, confirmPassword });
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
}

const complexity = [
  { name: 'Account.Password.ComplexityExpression', value: '^(?=.*[A-Z])(?=.*\\d).{8,}$' },
  { name: 'Account.Password.ComplexityMessage', value: 'Use 8 or more characters with a capital letter and a digit.' },
];

describe('recoverFormSchema (spec 1 §5 recover password)', () => {
  it('requires both fields', () => {
    expect(issues([], '', '')).toEqual({ password: 'required', confirmPassword: 'required' });
  });

  it('the confirmation must match (PasswordMissMatch)', () => {
    expect(issues([], 'Portal!2027', 'Portal!2028')).toEqual({ confirmPassword: 'PasswordMissMatch' });
  });

  it('default rule: at least 8 characters (PasswordComplexity)', () => {
    expect(issues([], 'short', 'short')).toEqual({ password: 'PasswordComplexity' });
    expect(issues([], '12345678', '12345678')).toEqual({});
  });

  it('the configured expression, with the configured message', () => {
    expect(issues(complexity, 'longenough', 'longenough')).toEqual({ password: 'Use 8 or more characters with a capital letter and a digit.' });
    expect(issues(complexity, 'Longenough1', 'Longenough1')).toEqual({});
  });

  it('reports complexity and mismatch together', () => {
    expect(issues([], 'short', 'shorter')).toEqual({ password: 'PasswordComplexity', confirmPassword: 'PasswordMissMatch' });
  });
});

describe('recoverType', () => {
  it("completes with the code's password kind, else PasswordReset", () => {
    expect(recoverType('VerifyAndSetPasswordWithoutEmail')).toBe('VerifyAndSetPasswordWithoutEmail');
    expect(recoverType('VerifyAndSetPassword')).toBe('VerifyAndSetPassword');
    expect(recoverType(undefined)).toBe('PasswordReset');
    expect(recoverType('RegisteredEmailVerification')).toBe('PasswordReset');
  });
});
