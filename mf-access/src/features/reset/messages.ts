/** Texts of the site-reset page (en-GB). */
export const resetMessages = {
  'access.reset.resetting': 'Resetting the portal…',
} as const;
