/** The statistics' texts (en-GB). */
export const statsMessages = {
  'instructors.stats.title': 'Your sessions in the last {{months}} months',
  'instructors.stats.measure': 'Measure',
  'instructors.stats.value': 'Number',
  'instructors.stats.sessions': 'Sessions',
  'instructors.stats.attendees': 'Attendees',
  'instructors.stats.attended': 'Attended',
} as const;
