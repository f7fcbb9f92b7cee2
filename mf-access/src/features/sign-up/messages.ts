import { NEW_PASSWORD_TEXTS } from '../../lib/new-password-rules';

/**
 * Texts of the sign-up page (en-GB). Keys ending in a spec 1 §5 key (UsernameComplexity,
 * PasswordComplexity, PasswordMissMatch) are those keys' texts; 'access.signUp.error.{ErrorCode}'
 * are the server's registration ErrorCodes (spec 1 §8: the ErrorCode is shown).
 */
export const signUpMessages = {
  'access.signUp.title': 'Create an account',
  'access.signUp.username': 'Username',
  'access.signUp.email': 'E-mail address',
  'access.signUp.password': 'Password',
  'access.signUp.confirmPassword': 'Confirm password',
  'access.signUp.submit': 'Create account',
  'access.signUp.loading': 'Loading the registration form…',
  'access.signUp.redirecting': 'Taking you to the registration page…',
  'access.signUp.usernameRequired': 'Enter a username',
  'access.signUp.emailRequired': 'Enter your e-mail address',
  'access.signUp.passwordRequired': 'Enter a password',
  'access.signUp.confirmPasswordRequired': 'Enter the password again',
  'access.signUp.InvalidEmail': 'Enter a valid e-mail address',
  'access.signUp.UsernameComplexity': 'The username contains characters that are not allowed.',
  'access.signUp.PasswordComplexity': NEW_PASSWORD_TEXTS.PasswordComplexity,
  'access.signUp.PasswordMissMatch': NEW_PASSWORD_TEXTS.PasswordMissMatch,
  'access.signUp.fieldRequired': '{{label}} is required',
  'access.signUp.fieldInvalid': '{{label}} is not valid',
  'access.signUp.requiredFields': 'Fields marked * are required.',
  'access.signUp.passwordRuleLength_one': 'Use at least {{count}} character.',
  'access.signUp.passwordRuleLength_other': 'Use at least {{count}} characters.',
  'access.signUp.passwordRuleOthers': 'Do not use a common password, your username or the name of this site.',
  'access.signUp.policiesIntro': 'By creating an account you agree to:',
  'access.signUp.opensInNewWindow': '(opens in a new window)',
  'access.signUp.haveAccount': 'Already have an account? Sign in',
  'access.signUp.error.UsernameTaken': 'An account with this username already exists.',
  'access.signUp.error.UsernameComplexity': 'The username contains characters that are not allowed.',
  'access.signUp.error.PasswordComplexity': NEW_PASSWORD_TEXTS.PasswordComplexity,
  'access.signUp.error.PasswordTooCommon': 'This password is too common: it appears in lists of leaked passwords. Please choose another.',
  'access.signUp.error.InvalidProfile': 'Some of your details are not valid. Please check them and try again.',
  'access.signUp.error.RegistrationDisabled': 'Self-registration is not available.',
  'access.signUp.failure': 'Your account could not be created. Please try again.',
} as const;

export type SignUpMessageKey = keyof typeof signUpMessages;
