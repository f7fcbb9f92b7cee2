import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
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
  useEffect(() => {
    // Shown on the page the user is sent to (the next route), not on this one, which is leaving.
    if (failed) messages.error(text('cpd.review.notFound'), { status: 'next' });
  }, [failed, text]);
  if (uid === '') return children(undefined);
  // Home: the tenant's default state, else the dashboard (spec 3 §6), directly, so the message is seen there.
  if (failed) return <Navigate to={defaultStatePath(settings)} replace />;
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
