import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReviewProfile } from '@portal/contracts/cpd';
import { defaultStatePath, useSession } from '@portal/session';
import { messages, Spinner } from '@portal/ui';
import { useReviewProfile } from '../api/get-review-profile';
import { cpdMessages, useText } from '../messages';

/**
 * A page of another user's journal opens only once their review profile has loaded (spec 3 §6: a
 * failed review profile load sends the user home, saying so); nothing of the journal is read before.
 * For one's own journal (`uid` '') it renders the page at once.
 */
export function ReviewGate({ uid, children }: { uid: string; children(owner: ReviewProfile | undefined): ReactNode }) {
  const text = useText(cpdMessages);
  const settings = useSession((state) => state.settings);
  const owner = useReviewProfile(uid);
  const failed = uid !== '' && owner.isError;
  const navigate = useNavigate();
  const home = defaultStatePath(settings);
  useEffect(() => {
    if (!failed) return;
    // The message first, for the page the user is sent to (the next route), then home: the tenant's
    // default state, else the dashboard (spec 3 §6). In this order whatever way the router announces
    // the move, the message is waiting for it.
    messages.error(text('cpd.review.notFound'), { status: 'next' });
    navigate(home, { replace: true });
  }, [failed, home, navigate, text]);
  if (uid === '') return children(undefined);
  if (failed) return null;
  if (!owner.data) return <Spinner label={text('cpd.review.loading')} />;
  return children(owner.data);
}

/** Whose journal is shown, under the heading of a page in review mode. */
export function ReviewOwner({ owner }: { owner: ReviewProfile }) {
  const text = useText(cpdMessages);
  return (
    <p className="lp-cpd__owner">
      {text('cpd.review.owner', { name: owner.displayName, username: owner.username })}
      {owner.membershipNumber && <> · {text('cpd.review.membership', { number: owner.membershipNumber })}</>}
    </p>
  );
}
