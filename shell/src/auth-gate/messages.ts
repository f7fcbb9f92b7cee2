export const gateMessages = {
  'shell.gate.notAuthorised.title': 'You do not have access to this page',
  'shell.gate.notAuthorised.text': 'Your account does not have the role this page needs. Please contact your administrator.',
} as const;
