export const footerMessages = {
  'shell.footer.policies': 'Policies',
  'shell.footer.opensInNewWindow': '(opens in a new window)',
} as const;
