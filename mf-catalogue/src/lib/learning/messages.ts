/**
 * en-GB texts shared by the launch, landing page and curriculum page. Outcome messages use the
 * spec's keys under L10N.GLOBAL.MESSAGES (spec 2 §8), so a tenant's content file rewords them by
 * the same keys; labels sit under catalogue.learning.*.
 */
export const learningMessages = {
  'L10N.GLOBAL.MESSAGES.General.Failure': 'Sorry, something went wrong. Please try again.',
  'L10N.GLOBAL.MESSAGES.Rate.Success': 'Thank you for rating this item',
  'L10N.GLOBAL.MESSAGES.Rate.Failure': 'We were unable to save your rating. Please try again.',
  'L10N.GLOBAL.MESSAGES.Complete.Success': 'The item is marked as complete',
  'L10N.GLOBAL.MESSAGES.Complete.Failure': 'We were unable to mark the item as complete. Please try again.',
  'L10N.GLOBAL.MESSAGES.Subscribe.Success': 'Thank you, we will let you know when there is news about this item',
  'L10N.GLOBAL.MESSAGES.Subscribe.Failure': 'We were unable to register your interest. Please try again.',
  'L10N.GLOBAL.MESSAGES.CurriculumLocking.Failure': 'This item is locked because a curriculum it belongs to is locked.',
  'L10N.GLOBAL.MESSAGES.CurriculumLockingReRouting.Failure': 'This item belongs to a premium curriculum. Buy the curriculum to open it.',

  'catalogue.learning.status.NotEnrolled': 'Not enrolled',
  'catalogue.learning.status.NotAttempted': 'Not started',
  'catalogue.learning.status.Attempted': 'In progress',
  'catalogue.learning.status.Incomplete': 'In progress',
  'catalogue.learning.status.Completed': 'Completed',
  'catalogue.learning.status.Passed': 'Passed',
  'catalogue.learning.status.Failed': 'Failed',
  'catalogue.learning.status.Attended': 'Attended',
  'catalogue.learning.status.NotAttended': 'Not attended',
  'catalogue.learning.status.PendingApproval': 'Pending approval',
  'catalogue.learning.status.PendingAdminApproval': 'Pending approval',
  'catalogue.learning.status.Rejected': 'Rejected',

  'catalogue.learning.enrol': 'Enrol',
  'catalogue.learning.enrolled': 'You are now enrolled',
  'catalogue.learning.enrolPending': 'Your enrolment request has been sent for approval',
  'catalogue.learning.enrolFailed': 'We were unable to enrol you. Please try again.',
  'catalogue.learning.breadcrumb': 'Breadcrumb',
  'catalogue.learning.catalogue': 'Catalogue',
  'catalogue.learning.locked': '{{name}} (locked)',
  'catalogue.learning.details': 'About this item',
  'catalogue.learning.details.type': 'Type',
  'catalogue.learning.details.duration': 'Duration',
  'catalogue.learning.details.minutes_one': '{{count}} minute',
  'catalogue.learning.details.minutes_other': '{{count}} minutes',
  'catalogue.learning.details.status': 'Status',
  'catalogue.learning.details.progress': 'Progress',
  'catalogue.learning.details.progressValue': '{{percent}}% complete',
  'catalogue.learning.details.dueDate': 'Due date',
  'catalogue.learning.details.overdue': '{{date}} (overdue)',
  'catalogue.learning.details.mandatory': 'Mandatory',
  'catalogue.learning.details.yes': 'Yes',
  'catalogue.learning.details.rating': 'Rating',

  'catalogue.learning.rating.legend': 'Your rating',
  'catalogue.learning.rating.star': 'Rate {{value}} out of 5',
  'catalogue.learning.rating.mean': 'Average rating {{mean}} out of 5 (ratings: {{count}})',
  'catalogue.learning.rating.none': 'Not rated yet',
  'catalogue.learning.rating.saving': 'Saving your rating',

  'catalogue.learning.prerequisites.title': 'Prerequisites',
  'catalogue.learning.prerequisites.of': 'Prerequisites of {{name}}',
  'catalogue.learning.prerequisites.all': 'Complete these before you start this item.',
  'catalogue.learning.prerequisites.some_one': 'Complete {{count}} of these before you start this item.',
  'catalogue.learning.prerequisites.some_other': 'Complete {{count}} of these before you start this item.',
  'catalogue.learning.prerequisites.Complete': 'Complete',
  'catalogue.learning.prerequisites.Needed': 'Needed',
  'catalogue.learning.prerequisites.Blocked': 'Blocked',
  'catalogue.learning.prerequisites.missing': 'An item you cannot see',
} as const;

export type LearningMessageKey = keyof typeof learningMessages;
