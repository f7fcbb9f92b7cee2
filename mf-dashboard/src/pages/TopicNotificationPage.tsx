import { Navigate, useParams } from 'react-router-dom';
import { parseTopicRef } from '@portal/contracts/comments';
import { useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { useText } from '../lib/messages';
import { useFirstApprover } from '../features/subscriptions/api/first-approval-request';
import { needsFirstApprover, topicRedirect } from '../features/subscriptions/domain/topic-redirect';
import { subscriptionMessages } from '../features/subscriptions/messages';

/** /subscriptions/topic-notification/{id}/{data} (spec 3 §2): redirect only, by the topic redirect rules. */
export default function TopicNotificationPage() {
  const text = useText(subscriptionMessages);
  usePageTitle(text('subscriptions.redirecting'));
  const { id = '', data = '' } = useParams();
  const currentUserId = useSession((state) => state.user?.id) ?? '';
  const { itemId, userId } = parseTopicRef(id);
  const ela = needsFirstApprover(data);
  const firstApprover = useFirstApprover(itemId, userId, ela);
  if (ela && firstApprover.isPending) return <Spinner label={text('subscriptions.redirecting')} />;
  return <Navigate replace to={topicRedirect({ id, data, currentUserId, firstApproverId: firstApprover.data ?? undefined })} />;
}
