import { Link } from 'react-router-dom';
import type { FeedSource } from '@portal/contracts/dashboard';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { paths } from '../../../paths';
import { useFeeds } from '../api/get-feeds';
import { useRss } from '../api/get-rss';
import { feedMessages } from '../messages';
import { FeedItems } from './FeedItems';

const WIDGET_ITEMS = 3;

/** The external feed list (spec 3 §2): the tenant's feeds, a few items of each, each feed's title opening /feed/{feedId}. */
export function FeedWidget() {
  const text = useText(feedMessages);
  const { data: feeds, isPending } = useFeeds();
  if (!isPending && !feeds?.length) return null;
  return (
    <Widget title={text('feeds.widget.title')}>{isPending ? <Spinner label={text('feeds.widget.title')} /> : feeds!.map((feed) => <OneFeed key={feed.id} feed={feed} />)}</Widget>
  );
}

function OneFeed({ feed }: { feed: FeedSource }) {
  const text = useText(feedMessages);
  const { data, isPending } = useRss(feed.url);
  return (
    <div className="lp-feed__source">
      <h3>
        <Link to={paths.feed.href(feed.id)}>{feed.title}</Link>
      </h3>
      {isPending ? (
        <Spinner label={feed.title} />
      ) : data?.items.length ? (
        <FeedItems items={data.items.slice(0, WIDGET_ITEMS)} headingLevel={3} />
      ) : (
        <p>{text('feeds.widget.empty')}</p>
      )}
    </div>
  );
}
