/** Texts of the e-mail verification page (en-GB). */
export const verifyMessages = {
  'access.verify.title': 'Verify your e-mail address',
  'access.verify.verifying': 'Verifying your e-mail address…',
  'access.verify.success': 'Thank you, your e-mail address has been verified. You can now sign in.',
  'access.verify.failure': 'Your e-mail address could not be verified. The link may have expired or already been used.',
  'access.verify.signIn': 'Sign in',
} as const;
