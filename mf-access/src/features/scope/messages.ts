/** Texts of the choose-a-tenant page (en-GB). */
export const scopeMessages = {
  'access.scope.title': 'Choose your organisation',
  'access.scope.scope': 'Organisation',
  'access.scope.choose': 'Choose…',
  'access.scope.hint': 'The short name of your organisation, as your administrator gave it to you.',
  'access.scope.required': 'Choose your organisation',
  'access.scope.invalid': 'Use lower-case letters, digits and hyphens only',
  'access.scope.unknown': 'There is no organisation called {{scope}}. Check the name and try again.',
  'access.scope.checkFailed': 'Sorry, the organisation could not be checked. Please try again.',
  'access.scope.submit': 'Continue',
  'access.scope.loading': 'Loading…',
} as const;
