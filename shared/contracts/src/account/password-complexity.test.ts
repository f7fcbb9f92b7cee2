import { passwordComplexityProblem } from './password-complexity';

describe('passwordComplexityProblem', () => {
  it('defaults to at least 8 characters', () => {
    expect(passwordComplexityProblem('1234567', [])).toBe('must be at least 8 characters');
    expect(passwordComplexityProblem('12345678', [])).toBeUndefined();
  });

  it('uses the configured expression and message', () => {
    const items = [
      { name: 'Account.Password.ComplexityExpression', value: '^(?=.*[A-Z]).{6,}$' },
      { name: 'Account.Password.ComplexityMessage', value: 'Needs a capital letter.' },
    ];
    expect(passwordComplexityProblem('abcdefgh', items)).toBe('Needs a capital letter.');
    expect(passwordComplexityProblem('Abcdef', items)).toBeUndefined();
  });

  it('falls back to the default rule when the configured expression does not compile', () => {
    expect(passwordComplexityProblem('short', [{ name: 'Account.Password.ComplexityExpression', value: '(' }])).toBe('must be at least 8 characters');
  });
});
