import type { CatalogueItem } from '@portal/contracts/catalogue';
import { isAvailable } from '../../../lib/domain/availability';
import { videoPlayback } from '../../../lib/domain/video-embed';
import { isPendingApproval } from '../../../lib/domain/enrolment';
import { entryOf, prerequisiteStates, prerequisitesMet, requiredPrerequisiteCount, type PrerequisiteView } from '../../../lib/domain/prerequisites';
import { isComplete } from '../../../lib/domain/status';

export type MediaKind = 'video' | 'audio';
export type PremiumState = 'checking' | 'unpaid' | 'open';

export interface LandingActions {
  /** Video and audio play on the page, in a modal. */
  media: MediaKind | undefined;
  canLaunch: boolean;
  canEnrol: boolean;
  canMarkComplete: boolean;
  /** CancelCompletion: a manual item the learner marked complete can be un-marked. */
  canCancelCompletion: boolean;
  canRegisterInterest: boolean;
  /** Why there is no enrol or launch; 'ownEnrolment': the curriculum it was reached from is enrolled, the item needs its own enrolment. */
  enrolmentNote: 'pending' | 'invited' | 'noSelfEnrolment' | 'ownEnrolment' | undefined;
  /** An unpaid premium item (or one in an unpaid premium curriculum): buying comes first (spec 2 §6), so no launch or completion. */
  buyFirst: boolean;
  /** Shown when the item is a curriculum child with prerequisites. */
  prerequisites: { views: PrerequisiteView[]; required: number; met: boolean } | undefined;
}

/** Items with pages of their own, which are not marked complete from here. */
const NOT_MARKED_HERE = ['Event', 'Curriculum', 'Task', 'Session'];

export function mediaKind(item: Pick<CatalogueItem, 'type' | 'LaunchPath' | 'OriginalFilename'>): MediaKind | undefined {
  // A packaged video or a YouTube / Vimeo link plays in its own window, through the launch.
  if (item.type === 'Video') return videoPlayback(item) === 'page' ? 'video' : undefined;
  if (item.type === 'Audio') return 'audio';
  return undefined;
}

/**
 * What the landing page offers (spec 2 §2, §4, §6): launching needs an enrolment (or a silent one,
 * RequiredWithNoApproval) and met prerequisites; enrolling is only for NotEnrolled items the learner
 * may enrol on; manual items are marked complete by hand; a locked parent curriculum disables all.
 */
export function landingActions(
  item: CatalogueItem,
  {
    parent,
    itemsById,
    isLocked,
    premium = 'open',
    now = Date.now(),
  }: {
    parent: CatalogueItem | undefined;
    itemsById: ReadonlyMap<string, CatalogueItem>;
    isLocked: boolean;
    /** The premium-content check (spec 2 §4 premiumChecks): still asking, unpaid, or nothing to buy. */
    premium?: PremiumState;
    now?: Date | number;
  },
): LandingActions {
  const entry = entryOf(parent, item.Id);
  const prerequisites =
    parent && entry && (entry.PrerequisiteIDs ?? []).length > 0
      ? { views: prerequisiteStates(parent, entry, itemsById), required: requiredPrerequisiteCount(entry), met: prerequisitesMet(entry, itemsById) }
      : undefined;
  const open = !isLocked;
  const paid = premium === 'open';
  const notEnrolled = item.Enrolment === 'NotEnrolled';
  const enrolledOrSilent = item.Enrolment === 'Enrolled' || (notEnrolled && item.EnrolmentMode === 'RequiredWithNoApproval');
  const selfEnrol = item.EnrolmentMode !== 'RequiredWithoutSelfEnrolment' && item.EnrolmentMode !== 'RequiredWithNoApproval';
  let enrolmentNote: LandingActions['enrolmentNote'];
  if (isPendingApproval(item.Enrolment)) enrolmentNote = 'pending';
  else if (item.Enrolment === 'PendingUserApproval') enrolmentNote = 'invited';
  else if (notEnrolled && item.EnrolmentMode === 'RequiredWithoutSelfEnrolment') enrolmentNote = 'noSelfEnrolment';
  // An item that is not available (AvailabilityMode Never, or outside its dates) offers no Enrol,
  // also when its page is opened by address (spec 2 §4 Availability).
  const canEnrol = open && notEnrolled && selfEnrol && item.type !== 'Event' && isAvailable(item, now);
  // Enrolling in a curriculum enrols the children that need no approval: one reached from an enrolled curriculum and still not enrolled needs its own.
  if (canEnrol && parent?.Enrolment === 'Enrolled') enrolmentNote = 'ownEnrolment';
  return {
    media: mediaKind(item),
    canLaunch: open && enrolledOrSilent && (prerequisites?.met ?? true) && paid,
    canEnrol,
    canMarkComplete: open && item.Enrolment === 'Enrolled' && item.CompletionMode === 'Manual' && !isComplete(item.Completion) && !NOT_MARKED_HERE.includes(item.type) && paid,
    canCancelCompletion: open && item.Enrolment === 'Enrolled' && item.CompletionMode === 'Manual' && item.Completion === 'Completed' && !NOT_MARKED_HERE.includes(item.type),
    // Interest is registered in events (spec 2 §1): the LMS takes it for nothing else.
    canRegisterInterest: open && notEnrolled && item.type === 'Event',
    enrolmentNote,
    buyFirst: premium === 'unpaid',
    prerequisites,
  };
}
