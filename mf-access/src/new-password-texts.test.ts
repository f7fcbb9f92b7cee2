import { changePasswordMessages } from './features/change-password/messages';
import { recoverMessages } from './features/recover/messages';
import { signUpMessages } from './features/sign-up/messages';
import { NEW_PASSWORD_TEXTS, PASSWORD_COMPLEXITY, PASSWORD_MISMATCH } from './lib/new-password-rules';

// Across features (which never import each other): the three forms that set a new password say the same.
describe('the new-password texts (spec 1 §5)', () => {
  it('change password, recover and sign-up show the same text for the same key', () => {
    for (const key of [PASSWORD_MISMATCH, PASSWORD_COMPLEXITY] as const) {
      expect([changePasswordMessages[`access.changePassword.${key}`], recoverMessages[`access.recover.${key}`], signUpMessages[`access.signUp.${key}`]]).toEqual([
        NEW_PASSWORD_TEXTS[key],
        NEW_PASSWORD_TEXTS[key],
        NEW_PASSWORD_TEXTS[key],
      ]);
    }
  });
});
