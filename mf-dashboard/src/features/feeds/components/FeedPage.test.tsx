import { screen } from '@testing-library/react';
import { renderWith, signIn } from '../../../test-utils';
import FeedPage from './FeedPage';

const trimmed = `${'a'.repeat(200)}…`;

beforeEach(() => signIn());

describe('FeedPage', () => {
  it("shows a tenant's feed by reference, its items as text", async () => {
    const api = renderWith(
      <FeedPage />,
      {
        'GET /rssle/feeds': () => ({ feeds: [{ id: 'news', title: 'Demo news', url: 'content:feeds/news.xml' }] }),
        'GET /rssle/rss': () => ({
          title: 'Demo news',
          items: [{ title: 'An item', link: 'https://demo.example/a', content: trimmed, description: '<b>not bold</b>', pubDate: '2026-11-16T09:00:00.000Z' }],
        }),
      },
      { path: '/feed/news', pattern: '/feed/:feedId' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo news' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'An item' })).toHaveAttribute('href', 'https://demo.example/a');
    // Text, never HTML.
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/rssle/rss')?.query).toMatchObject({ url: 'content:feeds/news.xml', size: '10' });
  });

  it("says so when the feed is not one of the tenant's", async () => {
    renderWith(<FeedPage />, { 'GET /rssle/feeds': () => ({ feeds: [] }) }, { path: '/feed/other', pattern: '/feed/:feedId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This feed is not available' })).toBeInTheDocument();
  });
});
