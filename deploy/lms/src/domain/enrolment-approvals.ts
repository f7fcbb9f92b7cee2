import { APPROVAL_STATE } from '@portal/contracts/approvals';
import type { Enrolment } from '@portal/contracts/catalogue';
import type { Database } from '../db';
import { LmsError } from '../lib/errors';
import type { ApprovalRequestRow } from '../repositories/approvals';
import { registerApprovalObject } from './approvals';
import { bumpCatalogueVersion, bumpUserStamp, findItem, findSession } from '../repositories/catalogue';
import { registrationOf, setEnrolment, setRegistration, userItemState } from '../repositories/catalogue-user';
import { enrolCurriculumChildren } from '../repositories/curriculum-enrolment';

/*
 * Enrolment approval requests (spec 2 §4 PendingAdminApproval): an enrolment in an approval mode files a
 * request of approvalType 'enrolment' for the learner's approver (objectType 'session' for a session, the
 * item's type for content). Accepting enrols the learner, rejecting leaves them NotEnrolled with the
 * approver's comment as the reason. A request whose enrolment is no longer waiting answers 404
 * UserCatalogueItemNotFound (the item is shown orphaned).
 */

const PENDING: readonly Enrolment[] = ['PendingAdminApproval', 'PendingSecondLevelApproval'];

/** Content types as the approvals list names them (spec 3 §3: 'Web link' shows as 'Link', 'Session' as 'Event'). */
const CONTENT_TYPES: Record<string, string> = { Link: 'Web link' };

async function decideSession(db: Database, request: ApprovalRequestRow, newState: number, comment?: string) {
  const session = await findSession(db, request.scope, request.objectId);
  if (!session) throw new LmsError(404, 'CatalogueItemNotFound');
  const current = (await registrationOf(db, request.actorId, session.id))?.enrolment;
  if (!current || !PENDING.includes(current)) throw new LmsError(404, 'UserCatalogueItemNotFound');
  const key = { userId: request.actorId, scope: request.scope, sessionId: session.id };
  if (newState === APPROVAL_STATE.approved) {
    await setRegistration(db, key, 'Enrolled', null);
    const event = (await userItemState(db, request.actorId, session.eventId)).enrolment?.enrolment ?? 'NotEnrolled';
    if (event === 'NotEnrolled') await setEnrolment(db, { userId: request.actorId, scope: request.scope, itemId: session.eventId }, 'Enrolled');
  } else {
    await setRegistration(db, key, 'NotEnrolled', comment ?? null);
  }
  await bumpCatalogueVersion(db, request.scope);
  await bumpUserStamp(db, request.actorId);
}

async function decideItem(db: Database, request: ApprovalRequestRow, newState: number, comment?: string) {
  const current = (await userItemState(db, request.actorId, request.objectId)).enrolment?.enrolment as Enrolment | undefined;
  if (!current || !PENDING.includes(current)) throw new LmsError(404, 'UserCatalogueItemNotFound');
  const key = { userId: request.actorId, scope: request.scope, itemId: request.objectId };
  await setEnrolment(db, key, newState === APPROVAL_STATE.approved ? 'Enrolled' : 'NotEnrolled', newState === APPROVAL_STATE.approved ? null : (comment ?? null));
  const item = newState === APPROVAL_STATE.approved ? await findItem(db, request.scope, request.objectId) : undefined;
  if (item?.type === 'Curriculum') await enrolCurriculumChildren(db, request.scope, request.actorId, item);
  await bumpUserStamp(db, request.actorId);
}

registerApprovalObject(
  '*',
  {
    async describe(db, scope, objectId) {
      const session = await findSession(db, scope, objectId);
      if (session) {
        const event = await findItem(db, scope, session.eventId);
        return { title: event ? `${event.name}: ${session.name}` : session.name, contentType: 'Session', sessionEnrolmentDeadline: session.enrolmentDeadline };
      }
      const item = await findItem(db, scope, objectId);
      return item ? { title: item.name, contentType: CONTENT_TYPES[item.type] ?? item.type } : undefined;
    },
    async decided(db, request, newState, comment) {
      // Only an approver's decision changes the enrolment; the learner withdraws through the enrolment call.
      if (newState !== APPROVAL_STATE.approved && newState !== APPROVAL_STATE.rejected) return;
      if (request.objectType === 'session') await decideSession(db, request, newState, comment);
      else await decideItem(db, request, newState, comment);
    },
  },
  'enrolment',
);
