/** Texts of the second-factor page at sign-in (en-GB; spec 1 §5 and §8 fix the validation and error texts). */
export const mfaSignInMessages = {
  'access.mfa.title': 'Two-factor authentication',
  'access.mfa.sentTo.email': 'We have sent a verification code by e-mail to {{to}}.',
  'access.mfa.sentTo.sms': 'We have sent a verification code by SMS to {{to}}.',
  'access.mfa.sentTo.ga': 'Enter the verification code shown in your authenticator app.',
  'access.mfa.code': 'Verification code',
  'access.mfa.recoveryCode': 'Recovery code',
  'access.mfa.recoveryCodeHint': 'Enter one of the recovery codes you saved when you set up two-factor authentication.',
  'access.mfa.useRecoveryCode': 'Use a recovery code',
  'access.mfa.useVerificationCode': 'Use a verification code',
  'access.mfa.submit': 'Verify',
  'access.mfa.resend': 'Resend code',
  'access.mfa.invalidForm': 'There was a problem validating the form, please review the boxes marked in red and try again.',
  'access.mfa.invalidCode': 'The code you provided is invalid. Please check and try again or request a new code.',
  'access.mfa.resent': 'Your verification code has been resent.',
  'access.mfa.resendFailed': 'Your verification code could not be resent. Please try again.',
  'access.mfa.error': 'Sorry, verifying your code did not work. Please try again.',
} as const;
