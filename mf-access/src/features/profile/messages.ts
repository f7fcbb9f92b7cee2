/** Texts of the profile form (en-GB). */
export const profileMessages = {
  'access.profile.title': 'My profile',
  'access.profile.loading': 'Loading your profile…',
  'access.profile.incomplete': 'Please complete the required fields of your profile before you continue.',
  'access.profile.readOnly': 'Your profile is managed by your organisation and cannot be changed here.',
  'access.profile.required': '{{label}} is required',
  'access.profile.invalid': '{{label}} is not valid',
  'access.profile.save': 'Save profile',
  'access.profile.saved': 'Your profile has been updated',
  'access.profile.saveFailed': 'Your profile could not be updated. Please try again.',
  'access.profile.loadFailed': 'Your profile could not be loaded. Please try again later.',
  'access.profile.invalidForm': 'There was a problem validating the form, please review the boxes marked in red and try again.',
  'access.profile.userNotFound': 'No user found',
} as const;

export type ProfileMessageKey = keyof typeof profileMessages;
