/** Texts of the forgotten-password page (en-GB). */
export const forgotPasswordMessages = {
  'access.forgot.title': 'Forgotten password',
  'access.forgot.intro': 'Enter your username and we will send a link to reset your password to the e-mail address of your account.',
  'access.forgot.username': 'Username',
  'access.forgot.usernameRequired': 'Enter your username',
  'access.forgot.submit': 'Send reset link',
  'access.forgot.done': 'If the username belongs to an account with an e-mail address, we have sent a link to reset the password to it.',
  'access.forgot.backToSignIn': 'Back to sign in',
  'access.forgot.introUsernameOrEmail': 'Enter your username or e-mail address and we will send a link to reset your password to the e-mail address of your account.',
  'access.forgot.usernameOrEmail': 'Username or e-mail address',
  'access.forgot.usernameOrEmailRequired': 'Enter your username or e-mail address',
  'access.forgot.doneUsernameOrEmail': 'If the username or e-mail address belongs to an account with an e-mail address, we have sent a link to reset the password to it.',
  'access.forgot.afterFailedSignIns': 'You could not be signed in after several tries. If you have forgotten your password, we can send you a link to reset it.',
} as const;
