/** Texts of the account settings page (en-GB). */
export const accountSettingsMessages = {
  'access.settings.title': 'Account settings',
  'access.settings.views': 'Settings',
  'access.settings.view.profile': 'My profile',
  'access.settings.view.twoFactorAuth': 'Two-factor authentication',
  'access.settings.view.changePassword': 'Change password',
  'access.settings.locked': 'Complete your profile to open this',
  'access.settings.loading': 'Loading…',
  'access.settings.nothing': 'There are no settings you can change.',
  'access.settings.delegation': 'Approval delegation',
  'access.settings.delegationText': 'Let someone else act on your approval requests for a period, for example while you are away.',
  'access.settings.delegationOpen': 'Delegate my approvals',
} as const;
