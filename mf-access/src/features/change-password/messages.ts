import { NEW_PASSWORD_TEXTS } from '../../lib/new-password-rules';

/** Texts of the change-password form (en-GB). The last segment of the rule keys is the spec's message key (spec 1 §5). */
export const changePasswordMessages = {
  'access.changePassword.title': 'Change password',
  'access.changePassword.oldPassword': 'Current password',
  'access.changePassword.newPassword': 'New password',
  'access.changePassword.confirmPassword': 'Confirm new password',
  'access.changePassword.submit': 'Change password',
  'access.changePassword.oldPasswordRequired': 'Enter your current password',
  'access.changePassword.newPasswordRequired': 'Enter a new password',
  'access.changePassword.confirmPasswordRequired': 'Enter the new password again',
  'access.changePassword.PasswordMissMatch': NEW_PASSWORD_TEXTS.PasswordMissMatch,
  'access.changePassword.PasswordMustBeNew': NEW_PASSWORD_TEXTS.PasswordMustBeNew,
  'access.changePassword.PasswordComplexity': NEW_PASSWORD_TEXTS.PasswordComplexity,
  'access.changePassword.PasswordIncorrect': 'Current password incorrect',
  'access.changePassword.Failure': 'Your password could not be changed. Please try again.',
  'access.changePassword.success': 'Your password has been changed',
  'access.changePassword.invalidForm': 'There was a problem validating the form, please review the boxes marked in red and try again.',
} as const;

export type ChangePasswordMessageKey = keyof typeof changePasswordMessages;
