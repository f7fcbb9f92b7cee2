import { useMessageText, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace. */
export const TEAM_ID = 'team';

/** `text(key)` in the team namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(TEAM_ID, messages);

/**
 * The texts several features of the team leader area share (en-GB; each feature's own are in its
 * messages.ts): loading and failure, compliance statuses, the member tabs, the LMS's values.
 */
export const teamMessages = {
  'team.loading': 'Loading your team',
  'team.general.failure': 'Sorry, something went wrong. Please try again.',
  'team.status.Compliant': 'Compliant',
  'team.status.ExpiringSoon': 'Expiring soon',
  'team.status.NonCompliant': 'Non-compliant',
  'team.member.tabs.Certificates': 'Certificates',
  'team.member.tabs.LearningHistory': 'Learning history',
  'team.member.tabs.Enrolments': 'Enrolments',
  'team.member.tabs.IndependentLearning': 'Independent learning',
  /* The column of a table's buttons (download, enrol, approve). */
  'team.column.action': 'Action',
  /* Enrolment and completion values as the LMS sends them (spec 2 §3). */
  'team.value.NotEnrolled': 'Not enrolled',
  'team.value.Enrolled': 'Enrolled',
  'team.value.PendingAdminApproval': 'Waiting for approval',
  'team.value.PendingSecondLevelApproval': 'Waiting for second approval',
  'team.value.PendingUserApproval': 'Invited',
  'team.value.NotAttempted': 'Not started',
  'team.value.Attempted': 'Incomplete',
  'team.value.Completed': 'Completed',
  'team.value.Passed': 'Passed',
  'team.value.Failed': 'Failed',
  'team.value.Attended': 'Attended',
  'team.value.NotAttended': 'Did not attend',
  'team.value.PendingApproval': 'Pending approval',
  'team.value.Rejected': 'Rejected',
} as const;
