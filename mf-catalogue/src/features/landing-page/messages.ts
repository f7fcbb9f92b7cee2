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
