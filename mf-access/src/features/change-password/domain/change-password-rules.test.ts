import { ApiError } from '@portal/api-client';
import { changePasswordFailure, changePasswordProblems } from './change-password-rules';

const DEFAULTS = { items: [] };
const CONFIGURED = {
  items: [
    { name: 'Account.Password.ComplexityExpression', value: '^(?=.*\\d).{10,}$' },
    { name: 'Account.Password.ComplexityMessage', value: 'Use at least 10 characters including a digit.' },
  ],
};

describe('changePasswordProblems (spec 1 §5)', () => {
  it('accepts a new, matching password of at least 8 characters by default', () => {
    expect(changePasswordProblems({ oldPassword: 'Portal!2026', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, DEFAULTS)).toEqual({});
  });

  it('asks for every box', () => {
    expect(changePasswordProblems({ oldPassword: '', newPassword: '', confirmPassword: '' }, DEFAULTS)).toEqual({
      oldPassword: { key: 'access.changePassword.oldPasswordRequired' },
      newPassword: { key: 'access.changePassword.newPasswordRequired' },
      confirmPassword: { key: 'access.changePassword.confirmPasswordRequired' },
    });
  });

  it('PasswordMissMatch when the confirmation differs', () => {
    expect(changePasswordProblems({ oldPassword: 'Portal!2026', newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' }, DEFAULTS)).toEqual({
      confirmPassword: { key: 'access.changePassword.PasswordMissMatch' },
    });
  });

  it('PasswordMustBeNew when the new password is the current one', () => {
    expect(changePasswordProblems({ oldPassword: 'Portal!2026', newPassword: 'Portal!2026', confirmPassword: 'Portal!2026' }, DEFAULTS)).toEqual({
      newPassword: { key: 'access.changePassword.PasswordMustBeNew' },
    });
  });

  it('PasswordComplexity below 8 characters when nothing is configured', () => {
    expect(changePasswordProblems({ oldPassword: 'Portal!2026', newPassword: '1234567', confirmPassword: '1234567' }, DEFAULTS)).toEqual({
      newPassword: { key: 'access.changePassword.PasswordComplexity' },
    });
    expect(changePasswordProblems({ oldPassword: 'Portal!2026', newPassword: '12345678', confirmPassword: '12345678' }, null)).toEqual({});
  });

  it('the configured expression with the configured message', () => {
    expect(changePasswordProblems({ oldPassword: 'Portal!2026', newPassword: 'abcdefghijk', confirmPassword: 'abcdefghijk' }, CONFIGURED)).toEqual({
      newPassword: { text: 'Use at least 10 characters including a digit.' },
    });
    expect(changePasswordProblems({ oldPassword: 'Portal!2026', newPassword: 'abcdefghij1', confirmPassword: 'abcdefghij1' }, CONFIGURED)).toEqual({});
  });

  it('the configured expression without a message falls back to PasswordComplexity', () => {
    const items = [{ name: 'Account.Password.ComplexityExpression', value: '^\\d+$' }];
    expect(changePasswordProblems({ oldPassword: 'old', newPassword: 'letters', confirmPassword: 'letters' }, { items })).toEqual({
      newPassword: { key: 'access.changePassword.PasswordComplexity' },
    });
  });
});

describe('changePasswordFailure (spec 1 §8)', () => {
  it("'PasswordIncorrect' → 'Current password incorrect'", () => {
    expect(changePasswordFailure(new ApiError({ status: 400, code: 'PasswordIncorrect', message: 'x', body: { success: false, ErrorCode: 'PasswordIncorrect' } }))).toEqual({
      key: 'access.changePassword.PasswordIncorrect',
    });
  });

  it("otherwise the server's Message", () => {
    const error = new ApiError({
      status: 400,
      code: 'ValidationFailed',
      message: 'newPassword: too short',
      body: { success: false, ErrorCode: 'ValidationFailed', Message: 'newPassword: too short' },
    });
    expect(changePasswordFailure(error)).toEqual({ text: 'newPassword: too short' });
  });

  it('else a generic failure', () => {
    expect(changePasswordFailure(new ApiError({ status: 500, message: 'Internal Server Error', body: 'oops' }))).toEqual({ key: 'access.changePassword.Failure' });
    expect(changePasswordFailure(new ApiError({ status: 0, code: 'NetworkError', message: 'offline' }))).toEqual({ key: 'access.changePassword.Failure' });
    expect(changePasswordFailure(new Error('bug'))).toEqual({ key: 'access.changePassword.Failure' });
  });
});
