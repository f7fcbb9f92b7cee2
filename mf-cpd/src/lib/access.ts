import { reviewAllowed } from '@portal/contracts/cpd';
import { isCpdVisible, useSession } from '@portal/session';

/** Whose journal a page shows, from its route (spec 3 §2, §6). */
export type JournalAccess =
  /** The signed-in user's own journal. */
  | { kind: 'own'; uid: '' }
  /** A CPDReviewer reading someone else's. */
  | { kind: 'review'; uid: string }
  /** Not allowed: CPD hidden, or a review of one's own or by a non-reviewer; the user is sent home. */
  | { kind: 'home' };

/** Spec 3 §1, §6: CPD only when configured and cpdEligible is not 'No'; review only by a CPDReviewer, never of oneself. */
export function useJournalAccess(params: { action?: string | undefined; uid?: string | undefined }): JournalAccess {
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  if (!user) return { kind: 'home' };
  if (params.uid === undefined && params.action === undefined) return isCpdVisible(settings, user) ? { kind: 'own', uid: '' } : { kind: 'home' };
  if (params.action !== 'review' || !params.uid) return { kind: 'home' };
  return reviewAllowed({ roles: user.roles, currentUserId: user.id, uid: params.uid }) ? { kind: 'review', uid: params.uid } : { kind: 'home' };
}
