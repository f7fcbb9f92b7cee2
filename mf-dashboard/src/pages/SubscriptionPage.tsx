import { Link, useParams } from 'react-router-dom';
import { Spinner, usePageTitle } from '@portal/ui';
import CommentThread from '../features/comments/components/CommentThread';
import { useSubscription } from '../features/subscriptions/api/read-subscription';
import { subscriptionMessages } from '../features/subscriptions/messages';
import { useText } from '../lib/messages';
import { paths } from '../paths';

/** /subscription/{id} (spec 3 §2): one subscribed topic and its comment thread. */
export default function SubscriptionPage() {
  const text = useText(subscriptionMessages);
  const { id = '' } = useParams();
  const subscription = useSubscription(id);
  const title = subscription.data?.topic_label || (subscription.isPending ? text('subscriptions.topic.loading') : text('subscriptions.topic.notFound'));
  usePageTitle(title);
  return (
    <div className="lp-dashboard lp-subscriptions">
      <h1>{title}</h1>
      {subscription.isPending ? (
        <Spinner label={text('subscriptions.topic.loading')} />
      ) : subscription.data ? (
        <CommentThread topicRef={subscription.data.topic_ref} topicLabel={subscription.data.topic_label} topicData={subscription.data.topic_data} />
      ) : null}
      <p>
        <Link to={paths.subscriptions.href()}>{text('subscriptions.back')}</Link>
      </p>
    </div>
  );
}
