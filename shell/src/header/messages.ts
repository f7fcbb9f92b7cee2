export const headerMessages = {
  'shell.header.systemName': 'Learner Portal',
  'shell.header.skipToContent': 'Skip to main content',
  'shell.header.menu': 'Main menu',
  'shell.header.menuButton': 'Menu',
  'shell.header.language': 'Language',
  'shell.header.languageSaveFailed': 'Your language preference could not be saved.',
  'shell.header.support': 'Support',
  'shell.header.contactSupport': 'Contact support',
  'shell.header.chatBot': 'Chat with us',
  'shell.header.accountMenu': 'Account menu for {{name}}',
  'shell.header.signOut': 'Sign out',
} as const;

export const supportMessages = {
  'shell.support.title': 'Contact support',
  'shell.support.loading': 'Loading the support form…',
  'shell.support.recipients': 'Send to',
  'shell.support.subject': 'Subject',
  'shell.support.body': 'Message',
  'shell.support.send': 'Send',
  'shell.support.cancel': 'Cancel',
  'shell.support.sent': 'Your message has been sent.',
  'shell.support.failed': 'Your message could not be sent. Please try again.',
  'shell.support.bodyRequired': 'Enter your message',
  'shell.support.bodyTooLong': 'Your message can be at most 10,000 characters long',
  'shell.support.subjectInvalid': 'The subject must be one line of at most 200 characters',
} as const;
