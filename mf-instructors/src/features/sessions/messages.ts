/** The session list's texts (en-GB). */
export const sessionListMessages = {
  'instructors.sessions.none': 'There are no sessions to show.',
  'instructors.sessions.attendees': 'Attendees: {{number}}',
  'instructors.paging.label': 'Session pages',
} as const;
