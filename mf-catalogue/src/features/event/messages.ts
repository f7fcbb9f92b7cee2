/** en-GB texts of the event feature (keys under catalogue.event.*; register interest under the Subscribe action key). */
export const eventMessages = {
  'catalogue.event.sessions': 'Sessions',
  'catalogue.event.noSessions': 'There are no sessions to show.',
  'catalogue.event.noOpenSessions': 'There are no sessions open for enrolment. Register your interest and we will let you know when there are.',
  'catalogue.event.registerInterest': 'Register interest',
  'catalogue.event.loadMore': 'Show more sessions',
  'catalogue.event.shownOf': 'Showing {{shown}} of {{total}} sessions',
  'catalogue.event.details': 'Details of {{name}}',
  'catalogue.event.detailsText': 'Details',
  'catalogue.event.notFound': 'This event is not in your catalogue.',
  'catalogue.event.backToCatalogue': 'Back to the catalogue',
  'catalogue.event.backToParent': 'Back to {{name}}',
  'catalogue.event.loading': 'Loading the event',
  'L10N.GLOBAL.MESSAGES.Subscribe.Success': 'Thank you: we will let you know when new sessions are available',
  'L10N.GLOBAL.MESSAGES.Subscribe.Failure': 'We were unable to register your interest. Please try again.',
} as const;
