import { useMessageText, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace. */
export const INSTRUCTORS_ID = 'instructors';

/** `text(key)` in the instructors namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(INSTRUCTORS_ID, messages);

/**
 * The texts several features of the instructor area share (en-GB; each feature's own are in its
 * messages.ts): loading and failure, a session's facts, paging, the session tabs, the people columns.
 */
export const instructorsMessages = {
  'instructors.loading': 'Loading your sessions',
  'instructors.general.failure': 'Sorry, something went wrong. Please try again.',
  'instructors.sessions.location': 'Location: {{location}}',
  'instructors.sessions.submittedOn': 'Attendance submitted on {{date}}',
  'instructors.paging.previous': 'Previous page',
  'instructors.paging.next': 'Next page',
  'instructors.paging.status': 'Page {{page}} of {{pages}}',
  'instructors.session.tabs.Attendees': 'Attendees',
  'instructors.session.tabs.AddUsers': 'Add users',
  'instructors.register.name': 'Name',
  'instructors.register.username': 'User name',
  'instructors.register.mail': 'E-mail',
} as const;
