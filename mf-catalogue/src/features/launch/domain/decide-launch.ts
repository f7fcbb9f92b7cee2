import type { AttemptType, CatalogueItem, Enrolment } from '@portal/contracts/catalogue';
import { MFA_SETUP_PATH, PROFILE_SETTINGS_PATH } from '@portal/session';
import { curriculaJudgedThrough, entryOf, prerequisitesMet } from '../../../lib/domain/prerequisites';
import { videoPlayback } from '../../../lib/domain/video-embed';
import type { CurriculumCheckOutcome } from '../../../lib/learning/api/curriculum-check';
import { itemPagePath } from '../../../lib/learning/item-page';
import { paths } from '../../../paths';

/** What the launch knows about the user's account (spec 2 §4 step 1). */
export interface LaunchAccount {
  /** Two-factor set-up is forced for this user and not done yet. */
  twoFactorSetupPending: boolean;
  profileComplete: boolean;
}

/**
 * Commerce for step 7 (spec 2 §4): `isPaid` answers from the premium-content checks (POST
 * /store/invoice/find per sku, made before deciding: see `premiumSkus` in lib/commerce/premium.ts).
 */
export interface LaunchCommerce {
  enabled: boolean;
  isPaid(sku: string): boolean;
}

/** Nothing bought (commerce off, or nothing premium to check). */
export const NOTHING_PAID: LaunchCommerce['isPaid'] = () => false;

export interface LaunchInput {
  account: LaunchAccount;
  /** The item being launched (the route's childId, else its id); undefined when not in the catalogue. */
  item: CatalogueItem | undefined;
  /** The curriculum it is launched from (the route's id when a childId follows it). */
  parentId?: string;
  itemsById: ReadonlyMap<string, CatalogueItem>;
  /** Step 3's call, once made; undefined until then. */
  curriculumCheck?: CurriculumCheckOutcome;
  /** Step 5 was tried already: an enrolment that did not take is not tried again. */
  silentEnrolmentTried?: boolean;
  commerce: LaunchCommerce;
}

export type ItemPageReason = 'locked-parent' | 'prerequisites' | 'not-enrolled' | 'pending';
/** Offered for a finished course that allows attempts; 'review' only with AllowReview. */
export type AttemptChoice = 'cancel' | Exclude<AttemptType, 'continue'>;

export type LaunchDecision =
  | { kind: 'account-setup'; path: string }
  | { kind: 'not-found' }
  | { kind: 'check-curriculum'; parentId: string | undefined }
  | { kind: 'curriculum-check-failed'; message?: string; route?: string }
  | { kind: 'item-page'; reason: ItemPageReason; path: string }
  | { kind: 'enrol-silently' }
  | { kind: 'premium-unpaid'; curriculumId?: string }
  | { kind: 'page'; path: string }
  | { kind: 'landing-autolaunch'; path: string }
  | { kind: 'attempt-choice'; options: AttemptChoice[] }
  | { kind: 'open'; launchMode: 'continue'; experienced: boolean };

const PENDING: readonly Enrolment[] = ['PendingAdminApproval', 'PendingSecondLevelApproval', 'PendingUserApproval'];
const FINISHED = ['Completed', 'Passed', 'Failed'];
/** Content opened through the launch check and recorded as experienced (step 8). */
const CHECKED_CONTENT = ['Link', 'File'];

/** The curricula an item is judged through: the one it was launched from, else all its parents. */
const parentCurricula = (input: LaunchInput, item: CatalogueItem): CatalogueItem[] => curriculaJudgedThrough(item, input.parentId, input.itemsById);

/**
 * Spec 2 §4 "Launch decision order": the first step that applies decides. The function is pure; the
 * steps that need a call (3: the curriculum check, 5: the silent enrolment) answer with that call, and
 * the caller decides again with its result.
 */
export function decideLaunch(input: LaunchInput): LaunchDecision {
  const { account, item, parentId } = input;

  // 1. Two-factor set-up and the mandatory profile come first.
  if (account.twoFactorSetupPending) return { kind: 'account-setup', path: MFA_SETUP_PATH };
  if (!account.profileComplete) return { kind: 'account-setup', path: PROFILE_SETTINGS_PATH };

  // 2. The item must exist.
  if (!item) return { kind: 'not-found' };
  const itemPage = (reason: ItemPageReason): LaunchDecision => ({ kind: 'item-page', reason, path: itemPagePath(item, parentId) });

  // 3. An item that is not directly targeted is reached through its parent curricula.
  if (item.TargetingMode === 'NotDirectlyTargeted' && item.parents.length > 0) {
    const check = input.curriculumCheck;
    if (!check) return { kind: 'check-curriculum', parentId: parentId ?? item.parents[0] };
    if (check.kind === 'failed') return { kind: 'curriculum-check-failed', message: check.message, route: check.route };
    if (check.breadcrumb.some((crumb) => crumb.isLocked)) return itemPage('locked-parent');
  }

  // 4. Unmet prerequisites in any curriculum it is judged through.
  if (parentCurricula(input, item).some((curriculum) => !prerequisitesMet(entryOf(curriculum, item.Id), input.itemsById))) {
    return itemPage('prerequisites');
  }

  // 5. Required items without approval are enrolled on the way (events are enrolled per session).
  if (item.EnrolmentMode === 'RequiredWithNoApproval' && item.Enrolment === 'NotEnrolled' && item.type !== 'Event' && !input.silentEnrolmentTried) {
    return { kind: 'enrol-silently' };
  }

  // 6. Not enrolled, or waiting for an approval or an answer to an invitation.
  if (item.Enrolment === 'NotEnrolled') return itemPage('not-enrolled');
  if (PENDING.includes(item.Enrolment)) return itemPage('pending');

  // 7. Premium content (or content in a premium curriculum) must be paid for first.
  if (input.commerce.enabled) {
    if (item.sku && !input.commerce.isPaid(item.sku)) return { kind: 'premium-unpaid' };
    const unpaidParent = parentCurricula(input, item).find((parent) => parent.sku && !input.commerce.isPaid(parent.sku));
    if (unpaidParent) return { kind: 'premium-unpaid', curriculumId: unpaidParent.Id };
  }

  // 8. By type.
  switch (item.type) {
    case 'Task':
    case 'Event':
    case 'Curriculum':
    case 'Session':
      return { kind: 'page', path: itemPagePath(item, parentId) };
    case 'Video':
      // A packaged video or a YouTube / Vimeo link opens in its own window (spec 2 §9 video embeds).
      if (videoPlayback(item) === 'window') return { kind: 'open', launchMode: 'continue', experienced: false };
      return { kind: 'landing-autolaunch', path: paths.landingPage.href(item.Id, parentId, true) };
    case 'Audio':
      return { kind: 'landing-autolaunch', path: paths.landingPage.href(item.Id, parentId, true) };
    case 'Course':
      if (item.AllowAttempts && FINISHED.includes(item.Completion)) {
        return { kind: 'attempt-choice', options: item.AllowReview ? ['cancel', 'newAttempt', 'review'] : ['cancel', 'newAttempt'] };
      }
      return { kind: 'open', launchMode: 'continue', experienced: false };
    default:
      return { kind: 'open', launchMode: 'continue', experienced: CHECKED_CONTENT.includes(item.type) };
  }
}
