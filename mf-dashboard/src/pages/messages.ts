/** Texts of the learner dashboard, /account/dashboard, and of this area's parts of the other account pages (en-GB; spec 1 §2, spec 3 §2). */
export const learnerDashboardMessages = {
  'learnerDashboard.title': 'My learning dashboard',
  'account.achievements.loading': 'Loading your certificates',
} as const;
