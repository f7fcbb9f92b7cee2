export const sessionTimeoutMessages = {
  'shell.sessionTimeout.title': 'Your session is about to expire',
  'shell.sessionTimeout.countdown_one': 'You will be signed out in {{count}} second.',
  'shell.sessionTimeout.countdown_other': 'You will be signed out in {{count}} seconds.',
  'shell.sessionTimeout.extend': 'Extend session',
  'shell.sessionTimeout.signOut': 'Sign out',
  'shell.sessionTimeout.extendFailed': 'Your session could not be extended. Please try again.',
} as const;
