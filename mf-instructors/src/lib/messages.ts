import { useMessageText, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace. */
export const INSTRUCTORS_ID = 'instructors';

/** `text(key)` in the instructors namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(INSTRUCTORS_ID, messages);

/** Every text of the instructor area (en-GB). */
export const instructorsMessages = {
  'instructors.title': 'Instructor dashboard',
  'instructors.loading': 'Loading your sessions',
  'instructors.general.failure': 'Sorry, something went wrong. Please try again.',
  'instructors.tabs.label': 'Sessions',
  'instructors.tabs.Upcoming': 'Upcoming',
  'instructors.tabs.Historic': 'Historic',
  'instructors.sessions.none': 'There are no sessions to show.',
  'instructors.sessions.location': 'Location: {{location}}',
  'instructors.sessions.attendees': 'Attendees: {{number}}',
  'instructors.sessions.submittedOn': 'Attendance submitted on {{date}}',
  'instructors.paging.label': 'Session pages',
  'instructors.paging.previous': 'Previous page',
  'instructors.paging.next': 'Next page',
  'instructors.paging.status': 'Page {{page}} of {{pages}}',
  'instructors.stats.title': 'Your sessions in the last 3 months',
  'instructors.stats.measure': 'Measure',
  'instructors.stats.value': 'Number',
  'instructors.stats.sessions': 'Sessions',
  'instructors.stats.attendees': 'Attendees',
  'instructors.stats.attended': 'Attended',
  'instructors.session.back': 'Back to the sessions',
  'instructors.session.tabs.label': 'Session',
  'instructors.session.tabs.Attendees': 'Attendees',
  'instructors.session.tabs.AddUsers': 'Add users',
  'instructors.register.name': 'Name',
  'instructors.register.username': 'User name',
  'instructors.register.mail': 'E-mail',
  'instructors.register.attended': 'Attended',
  'instructors.register.all': 'Everyone attended',
  'instructors.register.markOne': '{{name}} attended',
  'instructors.register.submit': 'Submit attendance',
  'instructors.register.submitted': 'The attendance was submitted.',
  'instructors.register.notSubmitted': 'The attendance has not been submitted yet.',
  'instructors.register.auto': 'The attendance of this session is recorded automatically.',
  'instructors.register.notStarted': 'The attendance can be submitted once the session has started.',
  'instructors.register.none': 'No one attends this session yet.',
  'instructors.register.pages': 'Register pages',
  'instructors.search.label': 'Name, user name or e-mail',
  'instructors.search.labelEmail': 'E-mail address',
  'instructors.search.submit': 'Search',
  'instructors.search.tooShort': 'Enter at least 3 characters.',
  'instructors.search.email': 'Enter a valid e-mail address, like name@example.com.',
  'instructors.search.failure': 'The users could not be searched.',
  'instructors.search.none': 'No users were found.',
  'instructors.search.results': 'Users found',
  'instructors.search.add': 'Add {{name}}',
  'instructors.search.attending': 'Attending',
  'instructors.search.added': '{{name}} was added to the session.',
} as const;

export type InstructorsKey = keyof typeof instructorsMessages;
