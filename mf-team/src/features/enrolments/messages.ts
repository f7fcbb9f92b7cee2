/** The Enrolments tab's texts (en-GB); the spec's messages exactly as given, misspellings included. */
export const enrolmentMessages = {
  'team.enrolments.none': 'There is nothing to enrol in.',
  'team.enrolments.session': 'Session',
  'team.enrolments.starts': 'Starts',
  'team.enrolments.enrolment': 'Enrolment',
  'team.enrolments.enrol': 'Enrol in {{name}}',
  'team.enrolments.unenrol': 'Unenrol from {{name}}',
  'team.approval.approve': 'Approve the enrolment in {{name}}',
  'team.approval.approved': 'Approved',
  'team.approval.success': 'The enrolment was approved.',
  'team.unenrol.title': 'Unenrol from {{name}}',
  'team.unenrol.reason': 'Reason for unenrolling',
  'team.unenrol.reasonRequired': 'Enter a reason to unenrol.',
  'team.unenrol.confirm': 'Unenrol',
  'team.unenrol.cancel': 'Cancel',
  'team.unenrol.success': 'The enrolment was cancelled.',
  'team.enrol.success': 'User was enroled successfully',
  'team.enrol.unknownError': 'An unknown error has occurred, please try again or contact your system administrator.',
  'team.enrol.cancellationDeadlinePassed': 'We were unable to cancel your enrolment because the session cancellation deadline has passed',
  'team.enrol.enrolmentDeadlinePassed': 'We were unable to enrol you as your enrolment because the session enolment deadline has passed',
} as const;

export type EnrolmentKey = keyof typeof enrolmentMessages;
