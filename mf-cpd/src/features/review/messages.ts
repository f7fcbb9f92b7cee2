/** Texts of the reviewer's dashboard widget (en-GB). */
export const reviewMessages = {
  'cpd.reviews.title': 'CPD reviews',
  'cpd.reviews.empty': 'No periods are waiting for review.',
  'cpd.reviews.loading': 'Loading the periods to review',
  'cpd.reviews.item': '{{name}}, period {{period}}',
} as const;
