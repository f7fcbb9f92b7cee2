/** Texts of an item's catalogue extensions (en-GB). */
export const extensionMessages = {
  'catalogue.extensions.title': 'More details',
  'catalogue.extensions.opensInNewWindow': '(opens in a new window)',
} as const;
