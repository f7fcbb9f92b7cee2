/** Texts of the feed widget and page (en-GB; spec 3 §2 Feeds). */
export const feedMessages = {
  'feeds.widget.title': 'News',
  'feeds.widget.empty': 'No news yet',
  'feeds.page.empty': 'This feed has no items',
  'feeds.page.notFound': 'This feed is not available',
  'feeds.page.back': 'Back to the dashboard',
  'feeds.page.loading': 'Loading the feed',
} as const;
