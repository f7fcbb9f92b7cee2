/** Texts of the main dashboard (en-GB). */
export const dashboardMessages = {
  'dashboard.welcome': 'Welcome, {{displayName}}',
  'dashboard.search.label': 'Search the catalogue',
  'dashboard.search.submit': 'Search',
  'dashboard.banner.label': 'Highlights',
  'dashboard.loading': 'Loading your dashboard',
  'dashboard.approvals.waiting': 'Waiting for your decision: {{number}}',
} as const;
