import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { useText } from '../lib/messages';
import { paths } from '../paths';
import { useUnsubscribe } from '../features/subscriptions/api/unsubscribe';
import { subscriptionMessages } from '../features/subscriptions/messages';

/**
 * /subscription/{id}/unsubscribe (spec 3 §2, §8): unsubscribes at once and shows success, or an error
 * status on failure. Each id is its own unsubscription: another id in the same tab starts afresh.
 */
export default function UnsubscribePage() {
  const { id = '' } = useParams();
  return <Unsubscribe key={id} id={id} />;
}

function Unsubscribe({ id }: { id: string }) {
  const text = useText(subscriptionMessages);
  usePageTitle(text('subscriptions.title'));
  const scope = useSession((state) => state.scope) ?? '';
  const unsubscribe = useUnsubscribe();
  const [topic, setTopic] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !scope) return;
    started.current = true;
    unsubscribe.mutate({ scope, reference: id }, { onSuccess: (subscription) => setTopic(subscription.topic_label) });
  }, [id, scope, unsubscribe]);

  return (
    <div className="lp-dashboard lp-subscriptions">
      <h1>{text('subscriptions.title')}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status">{topic ? text('subscriptions.unsubscribe.success', { topic }) : text('subscriptions.unsubscribe.successNoTopic')}</p>
      ) : unsubscribe.isError ? (
        <p role="alert" className="lp-field__error">
          {text('subscriptions.unsubscribe.failure')}
        </p>
      ) : (
        <Spinner label={text('subscriptions.unsubscribing')} />
      )}
      <p>
        <Link to={paths.subscriptions.href()}>{text('subscriptions.back')}</Link>
      </p>
    </div>
  );
}
