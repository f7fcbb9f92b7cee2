/** Texts of the sign-in page (en-GB). */
export const signInMessages = {
  'access.signIn.title': 'Sign in',
  'access.signIn.username': 'Username',
  'access.signIn.password': 'Password',
  'access.signIn.submit': 'Sign in',
  'access.signIn.forgottenPassword': 'Forgotten your password?',
  'access.signIn.usernameRequired': 'Enter your username',
  'access.signIn.usernameOrEmail': 'Username or e-mail address',
  'access.signIn.usernameOrEmailRequired': 'Enter your username or e-mail address',
  'access.signIn.passwordRequired': 'Enter your password',
  'access.signIn.failed': 'Invalid username or password',
  'access.signIn.emailSent': 'Your password must be set before you can sign in. We have sent you an e-mail with a link to set it.',
  'access.signIn.error': 'Sorry, signing in did not work. Please try again.',
  'access.signIn.sessionEnded': 'Your session has ended. Please sign in again.',
  'access.signIn.ssoHeading': 'Sign in with your organisation',
  'access.signIn.ssoConnection': 'Sign in with {{tenant}}',
  'access.signIn.ssoRedirecting': 'Taking you to {{tenant}}…',
  'access.signIn.formsHeading': 'Or sign in with your username and password',
  'access.signIn.signUp': 'Create an account',
  'access.signIn.opensInNewWindow': '(opens in a new window)',
} as const;

export type SignInMessageKey = keyof typeof signInMessages;
