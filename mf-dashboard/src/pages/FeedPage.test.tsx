import { screen } from '@testing-library/react';
import { renderAreaPage } from '@portal/testing';
import { lee } from '../test/dashboard-test';
import FeedPage from './FeedPage';

const trimmed = `${'a'.repeat(200)}…`;

describe('FeedPage', () => {
  it("shows a tenant's feed by reference, its items as text", async () => {
    const api = renderAreaPage(<FeedPage />, {
      route: '/feed/:feedId',
      path: '/feed/news',
      user: lee,
      handlers: {
        'GET /rssle/feeds': () => ({ feeds: [{ id: 'news', title: 'Demo news', url: 'content:feeds/news.xml' }] }),
        'GET /rssle/rss': () => ({
          title: 'Demo news',
          items: [{ title: 'An item', link: 'https://demo.example/a', content: trimmed, description: '<b>not bold</b>', pubDate: '2026-11-16T09:00:00.000Z' }],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo news' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'An item' })).toHaveAttribute('href', 'https://demo.example/a');
    // Text, never HTML.
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/rssle/rss')?.query).toMatchObject({ url: 'content:feeds/news.xml', size: '10' });
  });

  it("says so when the feed is not one of the tenant's", async () => {
    renderAreaPage(<FeedPage />, { route: '/feed/:feedId', path: '/feed/other', user: lee, handlers: { 'GET /rssle/feeds': () => ({ feeds: [] }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This feed is not available' })).toBeInTheDocument();
  });
});
