/**
 * en-GB texts of the launch. Outcome messages use the spec's keys under L10N.GLOBAL.MESSAGES
 * (spec 2 §8): Launch.{status} for a launch-check status; a status without a text of its own shows
 * Launch.error. Labels sit under catalogue.launch.*.
 */
export const launchMessages = {
  'L10N.GLOBAL.MESSAGES.Launch.notFound.title': 'Item not found',
  'L10N.GLOBAL.MESSAGES.Launch.notFound.text': 'This item could not be found. It may have been removed, or you may no longer have access to it.',
  'L10N.GLOBAL.MESSAGES.Launch.error': 'Sorry, this item could not be opened. Please try again later.',
  'L10N.GLOBAL.MESSAGES.Launch.mustCompleteByElapsed': 'This item had to be completed by {{dueDate}} and can no longer be opened.',
  'L10N.GLOBAL.MESSAGES.Launch.notEnrolled': 'You need to be enrolled on this item before you can open it.',
  'L10N.GLOBAL.MESSAGES.Launch.NotAvailable': 'This item is not available at the moment.',
  'L10N.GLOBAL.MESSAGES.Launch.PrerequisitesNotMet': 'Complete the prerequisites of this item before you open it.',
  'L10N.GLOBAL.MESSAGES.Launch.AttemptsNotAllowed': 'This item does not allow another attempt.',
  'L10N.GLOBAL.MESSAGES.Launch.ReviewNotAllowed': 'This item cannot be reviewed.',
  'L10N.GLOBAL.MESSAGES.Launch.MaxAllowedAttemptsExceeded': 'You have used every attempt allowed for this item.',
  'L10N.GLOBAL.MESSAGES.Launch.premiumUnpaid': 'This is premium content. Buy it to open it.',

  'catalogue.launch.opening': 'Opening your learning',
  'catalogue.launch.blocked': 'Your browser blocked the new window for this item.',
  'catalogue.launch.open': 'Open',
  'catalogue.launch.choiceTitle': 'You have finished this course',
  'catalogue.launch.choiceText': 'Start a new attempt, or review what you did last time?',
  'catalogue.launch.choice.cancel': 'Cancel',
  'catalogue.launch.choice.newAttempt': 'New attempt',
  'catalogue.launch.choice.review': 'Review',
  'catalogue.launch.newAttemptFailed': 'Error creating new attempt',
  'catalogue.launch.newAttemptCreated': 'New attempt created successfully',
  'catalogue.launch.exceededTitle': 'No attempts left',
  'catalogue.launch.exceededText': 'You have used every attempt allowed for this course.',
  'catalogue.launch.close': 'Close',
} as const;
