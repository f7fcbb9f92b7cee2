/** en-GB texts of the channels feature (keys under catalogue.channels.*). */
export const channelsMessages = {
  'catalogue.channels.title': 'Welcome to your playlists',
  'catalogue.channels.loading': 'Loading your playlists',
  'catalogue.channels.featured': 'Featured',
  'catalogue.channels.recommended': 'Recommended for you',
  'catalogue.channels.channels': 'Channels',
  'catalogue.channels.noChannels': 'There are no channels yet.',
  'catalogue.channels.emptyPlaylist': 'Nothing here yet.',
  'catalogue.channels.openChannel': 'Open {{name}}',
  'catalogue.channels.scrollBack': 'Scroll {{name}} back',
  'catalogue.channels.scrollOn': 'Scroll {{name}} on',
  'catalogue.channels.emptyCategory': 'There is nothing in this category yet.',
  'catalogue.widget.featured.title': 'Featured content',
  'catalogue.widget.featured.more': 'All playlists',
} as const;
