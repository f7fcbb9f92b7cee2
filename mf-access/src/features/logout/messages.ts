/** Texts of the logout page (en-GB). */
export const logoutMessages = {
  'access.logout.signingOut': 'Signing out…',
} as const;
