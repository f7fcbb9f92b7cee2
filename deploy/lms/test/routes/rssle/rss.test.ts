import { ELLIPSIS, FEED_TEXT_LIMIT } from '@portal/contracts/dashboard';
import { DEFAULT_CONTENT_DIR } from '../../../src/paths';
import { saveFeeds } from '../../../src/repositories/feeds';
import { fetchFeed, parseFeed } from '../../../src/domain/feeds';
import { DEMO_FEEDS } from '../../../src/seed/demo-dashboard';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const rss = (url: string, size?: number) => `/_api/rssle/rss?url=${encodeURIComponent(url)}${size ? `&size=${size}` : ''}`;

describe('the feed parser', () => {
  it('a malformed feed is an empty list, not an error', () => {
    expect(parseFeed('<rss><channel><item><title>open')).toEqual({ title: '', items: [] });
    expect(parseFeed('not xml at all')).toEqual({ title: '', items: [] });
    expect(parseFeed('<html><body>a page</body></html>')).toEqual({ title: '', items: [] });
  });

  it('keeps the text of item HTML only: no tag, script or handler reaches the page, and trims to 200 + ellipsis', () => {
    const long = 'words'.repeat(80);
    const feed = parseFeed(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>T &amp; C</title>
       <item><title>One</title><link>javascript:alert(1)</link><pubDate>Mon, 16 Nov 2026 09:00:00 GMT</pubDate>
       <description><![CDATA[<p>Hi <b>there</b> &amp; you<script>alert(1)</script><img src=x onerror="alert(2)"></p>]]></description></item>
       <item><title>Two</title><link>https://example.org/two</link><description>${long}</description></item></channel></rss>`,
    );
    expect(feed.title).toBe('T & C');
    expect(feed.items[0]).toEqual({ title: 'One', link: null, content: 'Hi there & you', description: 'Hi there & you', pubDate: '2026-11-16T09:00:00.000Z' });
    expect(feed.items[1]!.link).toBe('https://example.org/two');
    expect(Array.from(feed.items[1]!.description)).toHaveLength(FEED_TEXT_LIMIT + 1);
    expect(feed.items[1]!.description.endsWith(ELLIPSIS)).toBe(true);
  });

  it('gives at most size items', () => {
    const items = Array.from({ length: 15 }, (_, n) => `<item><title>${n}</title></item>`).join('');
    expect(parseFeed(`<rss><channel><title>x</title>${items}</channel></rss>`).items).toHaveLength(10);
    expect(parseFeed(`<rss><channel><title>x</title>${items}</channel></rss>`, 3).items).toHaveLength(3);
  });
});

describe('the feed fetcher', () => {
  const context = (url: string, resolve: (host: string) => Promise<string[]>, fetchImpl = jest.fn()) => ({
    scope: 'demo',
    contentDir: DEFAULT_CONTENT_DIR,
    allowed: [{ id: 'x', title: 'x', url }],
    resolve,
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });

  it('refuses a configured host name that resolves to a private address, without fetching', async () => {
    const fetchImpl = jest.fn();
    await expect(
      fetchFeed(
        'https://feeds.example.org/rss',
        10,
        context('https://feeds.example.org/rss', async () => ['10.0.0.8'], fetchImpl),
      ),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches a public configured address without following redirects; a failure is an empty feed', async () => {
    const ok = jest.fn(async (_url: URL, _init: RequestInit) => new Response('<rss><channel><title>Hi</title><item><title>A</title></item></channel></rss>', { status: 200 }));
    const feed = await fetchFeed(
      'https://feeds.example.org/rss',
      10,
      context('https://feeds.example.org/rss', async () => ['93.184.216.34'], ok),
    );
    expect(feed.items.map((item) => item.title)).toEqual(['A']);
    expect(ok.mock.calls[0]![1]).toMatchObject({ redirect: 'manual' });
    const down = jest.fn(async () => new Response('', { status: 302, headers: { location: 'http://127.0.0.1/' } }));
    expect(
      await fetchFeed(
        'https://feeds.example.org/rss',
        10,
        context('https://feeds.example.org/rss', async () => ['93.184.216.34'], down),
      ),
    ).toEqual({ title: '', items: [] });
  });

  it('a malformed feed fetched from a configured address is an empty list', async () => {
    const broken = jest.fn(async () => new Response('<rss><channel><item><title>unclosed', { status: 200 }));
    expect(
      await fetchFeed(
        'https://feeds.example.org/rss',
        10,
        context('https://feeds.example.org/rss', async () => ['93.184.216.34'], broken),
      ),
    ).toEqual({ title: '', items: [] });
  });

  it('refuses an address that is not configured', async () => {
    await expect(
      fetchFeed(
        'https://other.example.org/rss',
        10,
        context('https://feeds.example.org/rss', async () => ['93.184.216.34']),
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe.each(databases())('GET /rssle on $name', (database) => {
  const lms = useLms(database);

  it("lists the demo tenant's two feeds and reads one of its files, trimmed and as text", async () => {
    const client = lms.client();
    await client.signIn('learner');
    expect((await client.get('/_api/rssle/feeds')).json()).toEqual({ feeds: DEMO_FEEDS });
    const response = await client.get(rss(DEMO_FEEDS[0]!.url));
    expect(response.statusCode).toBe(200);
    const feed = response.json<{ title: string; items: { description: string }[] }>();
    expect(feed.title).toBe('Demo University news');
    expect(feed.items).toHaveLength(3);
    expect(feed.items[0]!.description.endsWith(ELLIPSIS)).toBe(true);
    expect(feed.items.map((item) => item.description).join(' ')).not.toMatch(/<|alert/);
  });

  it('refuses an address the tenant did not configure, and private addresses it did', async () => {
    const client = lms.client();
    await client.signIn('learner');
    expect((await client.get(rss('https://evil.example.org/feed'))).statusCode).toBe(403);
    expect((await client.get(rss('content:feeds/../../../package.json'))).statusCode).toBe(403);
    await saveFeeds(lms.db, 'demo', [
      ...DEMO_FEEDS,
      { id: 'meta', title: 'm', url: 'http://169.254.169.254/latest' },
      { id: 'local', title: 'l', url: 'http://127.0.0.1:8080/_api/x' },
      { id: 'lan', title: 'n', url: 'http://[fd00::1]/rss' },
    ]);
    try {
      for (const url of ['http://169.254.169.254/latest', 'http://127.0.0.1:8080/_api/x', 'http://[fd00::1]/rss']) {
        const response = await client.get(rss(url));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ ErrorCode: 'FeedAddressRefused' });
      }
    } finally {
      await saveFeeds(lms.db, 'demo', DEMO_FEEDS);
    }
  });

  it('a configured feed file that cannot be read gives an empty list, not a 500', async () => {
    const client = lms.client();
    await client.signIn('learner');
    await saveFeeds(lms.db, 'demo', [...DEMO_FEEDS, { id: 'broken', title: 'b', url: 'content:feeds/missing.xml' }]);
    try {
      const response = await client.get(rss('content:feeds/missing.xml'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ title: '', items: [] });
    } finally {
      await saveFeeds(lms.db, 'demo', DEMO_FEEDS);
    }
  });

  it('needs a session and a url', async () => {
    expect((await lms.client().get(rss(DEMO_FEEDS[0]!.url))).statusCode).toBe(401);
    const client = lms.client();
    await client.signIn('learner');
    expect((await client.get('/_api/rssle/rss')).statusCode).toBe(400);
  });
});
