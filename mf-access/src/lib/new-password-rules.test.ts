import { PASSWORD_COMPLEXITY, PASSWORD_MISMATCH, passwordComplexityIssue, passwordMismatchIssue } from './new-password-rules';

const configured = [
  { name: 'Account.Password.ComplexityExpression', value: '^(?=.*\\d).{10,}$' },
  { name: 'Account.Password.ComplexityMessage', value: 'Use at least 10 characters including a digit.' },
];

describe('new password rules (spec 1 §5)', () => {
  it('defaults to at least 8 characters, shown as PasswordComplexity', () => {
    expect(passwordComplexityIssue('1234567', [])).toBe(PASSWORD_COMPLEXITY);
    expect(PASSWORD_COMPLEXITY).toBe('PasswordComplexity');
    expect(passwordComplexityIssue('12345678', [])).toBeUndefined();
  });

  it('uses the configured expression and shows the configured message', () => {
    expect(passwordComplexityIssue('abcdefghijk', configured)).toBe('Use at least 10 characters including a digit.');
    expect(passwordComplexityIssue('abcdefghij1', configured)).toBeUndefined();
  });

  it('shows PasswordComplexity for a configured expression without a message', () => {
    expect(passwordComplexityIssue('abcdefghijk', configured.slice(0, 1))).toBe(PASSWORD_COMPLEXITY);
  });

  it('the confirmation must equal the password (PasswordMissMatch)', () => {
    expect(passwordMismatchIssue('Secret-2026', 'Secret-2027')).toBe(PASSWORD_MISMATCH);
    expect(PASSWORD_MISMATCH).toBe('PasswordMissMatch');
    expect(passwordMismatchIssue('Secret-2026', 'Secret-2026')).toBeUndefined();
  });
});
