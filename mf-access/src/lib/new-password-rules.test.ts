import * as v from 'valibot';
import {
  PASSWORD_COMPLEXITY,
  PASSWORD_MISMATCH,
  PASSWORD_MUST_BE_NEW,
  NEW_PASSWORD_TEXTS,
  isNewPasswordRuleKey,
  newPasswordCheck,
  newPasswordProblems,
} from './new-password-rules';

const configured = [
  { name: 'Account.Password.ComplexityExpression', value: '^(?=.*\\d).{10,}$' },
  { name: 'Account.Password.ComplexityMessage', value: 'Use at least 10 characters including a digit.' },
];

describe('newPasswordProblems (spec 1 §5)', () => {
  it("the message keys are the spec's", () => {
    expect([PASSWORD_MISMATCH, PASSWORD_MUST_BE_NEW, PASSWORD_COMPLEXITY]).toEqual(['PasswordMissMatch', 'PasswordMustBeNew', 'PasswordComplexity']);
  });

  it('defaults to at least 8 characters, shown as PasswordComplexity', () => {
    expect(newPasswordProblems({ password: '1234567', confirmation: '1234567' }, [])).toEqual({ password: 'PasswordComplexity' });
    expect(newPasswordProblems({ password: '12345678', confirmation: '12345678' }, [])).toEqual({});
  });

  it('uses the configured expression and shows the configured message', () => {
    expect(newPasswordProblems({ password: 'abcdefghijk', confirmation: 'abcdefghijk' }, configured)).toEqual({
      password: 'Use at least 10 characters including a digit.',
    });
    expect(newPasswordProblems({ password: 'abcdefghij1', confirmation: 'abcdefghij1' }, configured)).toEqual({});
  });

  it('shows PasswordComplexity for a configured expression without a message', () => {
    expect(newPasswordProblems({ password: 'abcdefghijk', confirmation: 'abcdefghijk' }, configured.slice(0, 1))).toEqual({ password: 'PasswordComplexity' });
  });

  it('the confirmation must equal the password (PasswordMissMatch)', () => {
    expect(newPasswordProblems({ password: 'Secret-2026', confirmation: 'Secret-2027' }, [])).toEqual({ confirmation: 'PasswordMissMatch' });
  });

  it('the new password must differ from the current one (PasswordMustBeNew), before complexity', () => {
    expect(newPasswordProblems({ password: 'short', confirmation: 'short', current: 'short' }, [])).toEqual({ password: 'PasswordMustBeNew' });
    expect(newPasswordProblems({ password: 'Portal!2027', confirmation: 'Portal!2027', current: 'Portal!2026' }, [])).toEqual({});
  });

  it("leaves empty boxes to the form's required check", () => {
    expect(newPasswordProblems({ password: '', confirmation: '', current: '' }, [])).toEqual({});
  });

  it('tells rule keys from a configured message', () => {
    expect(isNewPasswordRuleKey('PasswordComplexity')).toBe(true);
    expect(isNewPasswordRuleKey('Use at least 10 characters including a digit.')).toBe(false);
  });
});

describe('newPasswordCheck', () => {
  const schema = (items: typeof configured) =>
    v.pipe(v.object({ username: v.pipe(v.string(), v.nonEmpty('required')), password: v.string(), confirmPassword: v.string() }), newPasswordCheck(items));
  const issues = (items: typeof configured, input: object) => {
    const result = v.safeParse(schema(items), input);
    return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
  };

  it('reports on the password and confirmation boxes, also when another box failed', () => {
    expect(issues([], { username: '', password: 'short', confirmPassword: 'shorter' })).toEqual({
      username: 'required',
      password: 'PasswordComplexity',
      confirmPassword: 'PasswordMissMatch',
    });
  });

  it('passes a matching password that meets the configured rule', () => {
    expect(issues(configured, { username: 'casey', password: 'abcdefghij1', confirmPassword: 'abcdefghij1' })).toEqual({});
  });
});

describe('NEW_PASSWORD_TEXTS: one key, one text (spec 1 §5)', () => {
  it('has the en-GB text of each rule key', () => {
    expect(NEW_PASSWORD_TEXTS).toEqual({
      PasswordMissMatch: 'The passwords do not match.',
      PasswordMustBeNew: 'The new password must be different from your current password',
      PasswordComplexity: 'The password does not meet the password requirements.',
    });
  });
});
