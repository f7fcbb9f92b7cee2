import { QueryClient } from '@tanstack/react-query';
import { createMockApiClient } from '@portal/api-client/testing';
import { createPortalQueryClient } from '@portal/query';
import { approverCountQuery } from './features/dashboard/api/get-approver-count';
import { rssQuery } from './features/feeds/api/get-rss';
import { subscriptionsQuery } from './features/subscriptions/api/list-subscriptions';
import { topicSubscriptionQuery } from './features/comments/api/topic-subscription';

/**
 * Spec 3 §7, §9: the approver count, the subscription list and feed results are cached for 1 minute:
 * read once, then answered from the portal's one cache until a minute has passed.
 */
describe('the one-minute caches of spec 3', () => {
  afterEach(() => jest.useRealTimers());

  const api = createMockApiClient({
    'POST /stamp/approvals/listRequestsForApprover': () => ({ success: true, requests: [] }),
    'POST /comments/listSubscriptions': () => ({ subscriptions: [] }),
    'GET /rssle/rss': () => ({ title: 'News', items: [] }),
  });
  const cases: [string, (client: QueryClient) => Promise<unknown>, string][] = [
    ['the approver count', (client) => client.fetchQuery(approverCountQuery(api, 'demo', 'u1')), '/stamp/approvals/listRequestsForApprover'],
    ['the subscription list', (client) => client.fetchQuery(subscriptionsQuery(api, 'demo', 'u1')), '/comments/listSubscriptions'],
    ['a feed’s results', (client) => client.fetchQuery(rssQuery(api, 'https://news.example/rss')), '/rssle/rss'],
    ['a topic’s subscription', (client) => client.fetchQuery(topicSubscriptionQuery(api, 'demo', 'u1', 'topic-1')), '/comments/listSubscriptions'],
  ];

  it.each(cases)('%s: asked once within a minute, again after it', async (_name, read, path) => {
    jest.useFakeTimers({ now: 0 });
    const client = createPortalQueryClient();
    const asked = () => api.calls.filter((call) => call.path === path).length;
    const before = asked();
    await read(client);
    jest.setSystemTime(59_999);
    await read(client);
    expect(asked() - before).toBe(1);
    jest.setSystemTime(60_001);
    await read(client);
    expect(asked() - before).toBe(2);
  });

  it.each(cases)('%s: kept a minute by its own query, whatever the client’s default', async (_name, read, path) => {
    jest.useFakeTimers({ now: 0 });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: false } } });
    const asked = () => api.calls.filter((call) => call.path === path).length;
    const before = asked();
    await read(client);
    jest.setSystemTime(59_999);
    await read(client);
    expect(asked() - before).toBe(1);
  });
});
