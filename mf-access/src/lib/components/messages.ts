/** Texts of the step-up (en-GB). */
export const reauthenticateMessages = {
  'access.reauth.intro': 'For your security, enter your current password to continue.',
  'access.reauth.password': 'Current password',
  'access.reauth.passwordRequired': 'Enter your current password',
  'access.reauth.code': 'Two-factor or recovery code',
  'access.reauth.codeRequired': 'Enter the code',
  'access.reauth.codeFromApp': 'Enter the code from your authenticator app, or one of your recovery codes.',
  'access.reauth.codeSentTo': 'Enter the code we sent to {{to}}, or one of your recovery codes.',
  'access.reauth.passwordIncorrect': 'Current password incorrect',
  'access.reauth.invalidCode': 'The code you provided is invalid. Please check and try again or request a new code.',
  'access.reauth.tooMany': 'Too many attempts. Please wait and try again.',
  'access.reauth.failed': 'Something went wrong. Please try again.',
  'access.reauth.continue': 'Continue',
  'access.reauth.cancel': 'Cancel',
} as const;

/** Texts of a profile field (en-GB), the same in the profile form and the sign-up form. */
export const profileFieldMessages = {
  'access.profileField.tagsHint': 'Hold Ctrl (Cmd on a Mac) to choose more than one',
  'access.profileField.listHint': 'Separate values with commas',
  'access.profileField.choose': 'Choose…',
  'access.profileField.userSuggestions': 'Suggestions for {{label}}',
} as const;
