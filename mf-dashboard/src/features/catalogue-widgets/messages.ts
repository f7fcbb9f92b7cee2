/** Texts of the catalogue widgets on the dashboard (en-GB; spec 3 §2). */
export const catalogueWidgetMessages = {
  'widgets.channels.title': 'Channels',
  'widgets.channels.empty': 'No channels yet',
  'widgets.recommended.title': 'Recommended for you',
  'widgets.recommended.empty': 'No recommendations yet',
} as const;
