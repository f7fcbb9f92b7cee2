/** Add users' texts (en-GB). */
export const addUsersMessages = {
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

export type AddUsersKey = keyof typeof addUsersMessages;
