/** en-GB texts of offline content and the offline-app onboarding modal (keys under catalogue.offline.*). */
export const offlineMessages = {
  'catalogue.offline.title': 'Offline',
  'catalogue.offline.add': 'Add to offline list',
  'catalogue.offline.remove': 'Remove from offline list',
  'catalogue.offline.inList': 'This item is in your offline list.',
  'catalogue.offline.added': 'Added to your offline list',
  'catalogue.offline.removed': 'Removed from your offline list',
  'catalogue.offline.setUp': 'Set up the offline app',
  'catalogue.offline.onboarding.title': 'Use this item offline',
  'catalogue.offline.onboarding.intro': 'Your offline list is kept in the offline app. To connect the app to your account:',
  'catalogue.offline.onboarding.step1': 'Install the offline app on your phone or tablet.',
  'catalogue.offline.onboarding.step2': 'Open it and scan this QR code.',
  'catalogue.offline.onboarding.step3': 'Sign in with your usual details. The items in your offline list download to the app.',
  'catalogue.offline.onboarding.qr': 'QR code that connects the offline app to your account',
  'catalogue.offline.onboarding.loading': 'Loading the QR code',
  'catalogue.offline.onboarding.close': 'Close',
} as const;
