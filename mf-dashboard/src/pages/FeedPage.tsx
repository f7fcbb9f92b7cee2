import { Link, useParams } from 'react-router-dom';
import { Spinner, usePageTitle } from '@portal/ui';
import { useText } from '../lib/messages';
import { paths } from '../paths';
import { useFeeds } from '../features/feeds/api/get-feeds';
import { useRss } from '../features/feeds/api/get-rss';
import { feedMessages } from '../features/feeds/messages';
import { FeedItems } from '../features/feeds/components/FeedItems';

/** /feed/{feedId} (spec 3 §2 Feeds): a feed of the tenant by reference, its items trimmed to 200 characters plus an ellipsis. */
export default function FeedPage() {
  const text = useText(feedMessages);
  const { feedId = '' } = useParams();
  const feeds = useFeeds();
  const feed = feeds.data?.find((candidate) => candidate.id === feedId);
  const rss = useRss(feed?.url);
  const title = feed?.title ?? (feeds.isPending ? text('feeds.page.loading') : text('feeds.page.notFound'));
  usePageTitle(title);
  return (
    <div className="lp-dashboard lp-feed-page">
      <h1>{title}</h1>
      {feeds.isPending || (feed && rss.isPending) ? (
        <Spinner label={text('feeds.page.loading')} />
      ) : !feed ? null : rss.data?.items.length ? (
        <FeedItems items={rss.data.items} headingLevel={2} />
      ) : (
        <p>{text('feeds.page.empty')}</p>
      )}
      <p>
        <Link to={paths.dashboard.href()}>{text('feeds.page.back')}</Link>
      </p>
    </div>
  );
}
