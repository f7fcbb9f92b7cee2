export const sessionTimeoutMessages = {
  'shell.sessionTimeout.title': 'Your session is about to expire',
  'shell.sessionTimeout.countdown': 'You will be signed out in {{seconds}} seconds.',
  'shell.sessionTimeout.extend': 'Extend session',
  'shell.sessionTimeout.signOut': 'Sign out',
  'shell.sessionTimeout.extendFailed': 'Your session could not be extended. Please try again.',
} as const;
