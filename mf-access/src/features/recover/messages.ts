import { NEW_PASSWORD_TEXTS } from '../../lib/new-password-rules';

/**
 * Texts of the recover page (en-GB). Keys ending in a spec 1 §4/§5 key (PasswordMissMatch,
 * PasswordComplexity, PAGE.RECOVER.SUCCESS, ChangePassword.Failure) are those keys' texts.
 */
export const recoverMessages = {
  'access.recover.title': 'Choose a new password',
  'access.recover.intro': 'Choose a new password for {{username}}.',
  'access.recover.password': 'New password',
  'access.recover.confirmPassword': 'Confirm new password',
  'access.recover.submit': 'Set password',
  'access.recover.passwordRequired': 'Enter a new password',
  'access.recover.confirmPasswordRequired': 'Enter the new password again',
  'access.recover.PasswordMissMatch': NEW_PASSWORD_TEXTS.PasswordMissMatch,
  'access.recover.PasswordComplexity': NEW_PASSWORD_TEXTS.PasswordComplexity,
  'access.recover.PAGE.RECOVER.SUCCESS': 'Your password has been set. You can now sign in with your new password.',
  'access.recover.ChangePassword.Failure': 'Your password could not be changed. Please try again.',
  'access.recover.invalidCode': 'This link to set a password is not valid. It may have expired or already been used.',
  'access.recover.requestNewLink': 'Request a new link',
  'access.recover.signIn': 'Sign in',
  'access.recover.loading': 'Checking your link…',
} as const;

export type RecoverMessageKey = keyof typeof recoverMessages;
