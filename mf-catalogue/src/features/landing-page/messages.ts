/** en-GB texts of the content landing page (keys under catalogue.landingPage.*; spec 2 §2 names its title). */
export const landingPageMessages = {
  'catalogue.landingPage.title': 'Content landing page',
  'catalogue.landingPage.launch': 'Launch',
  'catalogue.landingPage.play': 'Play',
  'catalogue.landingPage.markComplete': 'Mark complete',
  'catalogue.landingPage.cancelCompletion': 'Cancel completion',
  'catalogue.landingPage.registerInterest': 'Register interest',
  'catalogue.landingPage.pending': 'Your enrolment is waiting for approval.',
  'catalogue.landingPage.invited': 'You have been invited: answer the invitation on the session.',
  'catalogue.landingPage.ownEnrolment': 'Enrolling in {{name}} did not enrol you in this item: it needs an enrolment of its own.',
  'catalogue.landingPage.noSelfEnrolment': 'You cannot enrol on this item yourself. Your administrator enrols learners on it.',
  'catalogue.landingPage.notFound': 'This item could not be found. It may have been removed, or you may no longer have access to it.',
  'catalogue.landingPage.close': 'Close',
  'catalogue.landingPage.loading': 'Loading the item',
} as const;

/** Texts of an item's catalogue extensions (en-GB). */
export const extensionMessages = {
  'catalogue.extensions.title': 'More details',
  'catalogue.extensions.opensInNewWindow': '(opens in a new window)',
} as const;

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
