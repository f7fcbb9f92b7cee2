/** Texts of the forgotten-password page (en-GB). */
export const forgotPasswordMessages = {
  'access.forgot.title': 'Forgotten password',
  'access.forgot.intro': 'Enter your username and we will send a link to reset your password to the e-mail address of your account.',
  'access.forgot.username': 'Username',
  'access.forgot.usernameRequired': 'Enter your username',
  'access.forgot.submit': 'Send reset link',
  'access.forgot.done': 'If the username belongs to an account with an e-mail address, we have sent a link to reset the password to it.',
  'access.forgot.backToSignIn': 'Back to sign in',
} as const;
