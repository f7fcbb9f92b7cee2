import { parseTopicRef } from '@portal/contracts/comments';
import { catalogueLinks } from '@portal/query/catalogue-links';
import { paths } from '../../../paths';

export interface TopicRedirectInput {
  /** The notification's id: the item id, optionally a colon and a user id. */
  id: string;
  /** The topic's data type. */
  data: string;
  currentUserId: string;
  /** ELA only: the approver of the item's first approval request, when there is one. */
  firstApproverId?: string | undefined;
}

/**
 * Spec 3 §2 topic redirect rules, by data type:
 * - ELA: the external activity, with the approval action if the first approval request's approver is the current user, otherwise the plain item;
 * - CPD: the CPD list; the review list (with uid and action review) if the id's user part differs from the current user;
 * - task: the task page on the Comments tab (approval action with uid if another user's);
 * - Curriculum and Event: their catalogue pages;
 * - anything else: the catalogue landing page.
 */
export function topicRedirect({ id, data, currentUserId, firstApproverId }: TopicRedirectInput): string {
  const { itemId, userId } = parseTopicRef(id);
  const otherUser = userId !== undefined && userId !== currentUserId ? userId : undefined;
  switch (data) {
    case 'ELA':
      return firstApproverId !== undefined && firstApproverId === currentUserId ? paths.externalActivity.href(itemId, 'approval') : paths.externalActivity.href(itemId);
    case 'CPD':
      return otherUser ? paths.cpdListReview.href(otherUser) : paths.cpdList.href();
    case 'task':
      return otherUser ? paths.task.href(itemId, { action: 'approval', uid: otherUser, tab: 'Comments' }) : paths.task.href(itemId, { tab: 'Comments' });
    case 'Curriculum':
      return paths.curriculum.href(itemId);
    case 'Event':
      return paths.event.href(itemId);
    default:
      return catalogueLinks.landingPage(itemId);
  }
}

/** Whether the redirect needs the item's first approval request (ELA only). */
export const needsFirstApprover = (data: string): boolean => data === 'ELA';
