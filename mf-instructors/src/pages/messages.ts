/** The instructor pages' own texts (en-GB): the title, the dashboard tabs, a session's tabs and the way back. */
export const pageMessages = {
  'instructors.title': 'Instructor dashboard',
  'instructors.tabs.label': 'Sessions',
  'instructors.tabs.Upcoming': 'Upcoming',
  'instructors.tabs.Historic': 'Historic',
  'instructors.session.back': 'Back to the sessions',
  'instructors.session.tabs.label': 'Session',
} as const;
