import '../features/subscriptions/components/subscriptions.css';
import { Link } from 'react-router-dom';
import { formatNumber } from '@portal/i18n';
import type { Subscription } from '@portal/contracts/comments';
import { Button, messages, Spinner, usePageTitle } from '@portal/ui';
import { useText } from '../lib/messages';
import { ReadFailure } from '../lib/ReadFailure';
import { paths } from '../paths';
import { useSubscriptions } from '../features/subscriptions/api/list-subscriptions';
import { useRemoveSubscription } from '../features/subscriptions/api/remove-subscription';
import { subscriptionTypeKey } from '../features/subscriptions/domain/subscription-type';
import { subscriptionMessages } from '../features/subscriptions/messages';

/** /subscriptions (spec 3 §2): the user's topics with their display type, number of comments and state. */
export default function SubscriptionsPage() {
  const text = useText(subscriptionMessages);
  usePageTitle(text('subscriptions.title'));
  const subscriptions = useSubscriptions();
  const remove = useRemoveSubscription();
  // The list keeps topics one unsubscribed from, so they can be subscribed again; this takes one off it.
  const removeFromList = async (subscription: Subscription) => {
    try {
      await remove.mutateAsync(subscription.reference);
      messages.success(text('subscriptions.removed', { topic: subscription.topic_label }));
    } catch {
      messages.error(text('subscriptions.removeFailure'));
    }
  };
  const list = subscriptions.data ?? [];
  const type = (data: string) => {
    const key = subscriptionTypeKey(data);
    return key ? text(key) : data;
  };

  // No list at all: a later read's failure keeps the list loaded; while Try again reads, the spinner shows.
  const failed = subscriptions.isError && !subscriptions.data;
  let body;
  if (failed && !subscriptions.isFetching)
    body = <ReadFailure message={text('subscriptions.failed')} retryLabel={text('subscriptions.retry')} onRetry={() => void subscriptions.refetch()} />;
  // The portal retries a server fault a few times: past the first failure, say so rather than only "loading".
  else if (subscriptions.isPending || failed) body = <Spinner label={text(subscriptions.failureCount > 0 ? 'subscriptions.retrying' : 'subscriptions.loading')} />;
  else if (list.length === 0) body = <p role="status">{text('subscriptions.empty')}</p>;
  else
    body = (
      <div className="lp-subscriptions__scroll" role="region" aria-label={text('subscriptions.title')} tabIndex={0}>
        <table className="lp-subscriptions__table lp-table-stack">
          <thead>
            <tr>
              <th scope="col">{text('subscriptions.column.topic')}</th>
              <th scope="col">{text('subscriptions.column.type')}</th>
              <th scope="col">{text('subscriptions.column.comments')}</th>
              <th scope="col">{text('subscriptions.column.state')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((subscription) => (
              <tr key={subscription.reference}>
                <th scope="row">
                  <Link to={paths.subscription.href(subscription.reference)}>{subscription.topic_label || subscription.topic_ref}</Link>
                </th>
                <td data-label={text('subscriptions.column.type')}>{type(subscription.topic_data)}</td>
                <td data-label={text('subscriptions.column.comments')}>{formatNumber(subscription.count)}</td>
                <td data-label={text('subscriptions.column.state')}>
                  {subscription.subscribed ? text('subscriptions.subscribed') : text('subscriptions.unsubscribed')}
                  {subscription.subscribed ? (
                    <>
                      {' '}
                      <Link to={paths.unsubscribe.href(subscription.reference)} aria-label={text('subscriptions.unsubscribeFrom', { topic: subscription.topic_label })}>
                        {text('subscriptions.unsubscribe')}
                      </Link>
                    </>
                  ) : (
                    <>
                      {' '}
                      <Button
                        variant="link"
                        disabled={remove.isPending}
                        aria-label={text('subscriptions.removeFrom', { topic: subscription.topic_label })}
                        onClick={() => void removeFromList(subscription)}
                      >
                        {text('subscriptions.remove')}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="lp-dashboard lp-subscriptions">
      <h1>{text('subscriptions.title')}</h1>
      {body}
    </div>
  );
}
