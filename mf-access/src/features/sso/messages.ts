/** Texts of the single-sign-on pages (en-GB; spec 1 §4 fixes 'Invalid auth type' and 'Invalid username or password'). */
export const ssoMessages = {
  'access.sso.signingIn': 'Signing you in…',
  'access.sso.invalidAuthType': 'Invalid auth type',
  'access.sso.backToSignIn': 'Back to sign in',
  'access.sso.invalidLink': 'This single sign-on link is not valid. Please sign in again.',
  'access.sso.bypassing': 'Taking you to the sign-in form…',
  'access.ssoContinue.title': 'Continue signing in?',
  'access.ssoContinue.asUser': 'This single sign-on link signs you in as {{ssoUser}}.',
  'access.ssoContinue.noUser': 'This single sign-on link signs you in.',
  'access.ssoContinue.check': 'Continue only if you have just signed in with your organisation and this is your account. If not, cancel.',
  'access.ssoContinue.continue': 'Continue',
  'access.ssoContinue.cancel': 'Cancel',
  'access.ssoAuth.redirecting': 'Signing you in to the other site…',
  'access.ssoAuth.failed': 'We could not sign you in to the other site. Please go back to it and try again.',
  'access.ssoError.title': 'Single sign-on did not work',
  'access.ssoError.ssoUser': 'Your organisation signed you in as {{ssoUser}}, but that account cannot be used here.',
  'access.ssoError.help': 'If this keeps happening, please contact your system administrator.',
} as const;
