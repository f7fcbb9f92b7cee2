export const hostMessages = {
  'shell.hosts.closeMessage': 'Close message',
  'shell.hosts.closeDialog': 'Close',
  'shell.hosts.templateFailed': 'This content could not be loaded.',
} as const;
