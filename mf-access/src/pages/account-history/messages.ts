/** Texts of the learning history page, /account/history (en-GB; spec 1 §2). */
export const accountHistoryMessages = {
  'access.history.title': 'Learning history',
  'access.history.empty': 'There is no learning history to show yet.',
} as const;
