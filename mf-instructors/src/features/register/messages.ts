/** The register's texts (en-GB). */
export const registerMessages = {
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
} as const;
