/** Texts of the learner dashboard, /account/dashboard (en-GB; spec 1 §2, spec 3 §2). */
export const learnerDashboardMessages = {
  'learnerDashboard.title': 'My learning dashboard',
} as const;
