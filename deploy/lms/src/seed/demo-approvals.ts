import { sql } from 'kysely';
import type { Database } from '../db';
import { json } from '../db/json';
import { addApprovalRequest } from '../repositories/approvals';
import { addComment, subscribe } from '../repositories/comments';

/*
 * Demo data of approvals and comments. `learner`'s approver is `approver` (the profile's
 * `approver` field, a username the LMS resolves in the tenant), as is `pat.lee2`'s (the approvals e2e
 * files and decides its own enrolment request as pat.lee2, touching nothing else). `approver` sees
 * learner's pending enrolment on 'Advanced communication skills' and an orphaned completion request
 * (a course since retired from the catalogue). learner's reflective-account task has a thread with
 * the approver, and learner follows the medicines safety webinar's topic (the comments e2e's own).
 */

export const DEMO_APPROVER_USERNAME = 'approver';
/** The object of the orphaned request: no catalogue item has this id. */
export const DEMO_ORPHANED_OBJECT = 'demo-retired-course';
/** The shared topic the comments e2e posts to, flags and unsubscribes from. */
export const DEMO_WEBINAR_TOPIC = 'demo-event-online';

const HAS_APPROVER = ['learner', 'pat.lee2'];

/** Idempotent: runs on a new demo tenant and on one seeded before approvals existed (the requests and topics once). */
export async function seedDemoApprovals(db: Database, scope: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile: sql`profile || ${json({ approver: DEMO_APPROVER_USERNAME })}::jsonb` })
    .where('scope', '=', scope)
    .where('username', 'in', HAS_APPROVER)
    .execute();
  const users = await db.selectFrom('users').select(['id', 'username']).where('scope', '=', scope).where('username', 'in', ['learner', DEMO_APPROVER_USERNAME]).execute();
  const learner = users.find((u) => u.username === 'learner')?.id;
  const approver = users.find((u) => u.username === DEMO_APPROVER_USERNAME)?.id;
  if (!learner || !approver) return;
  const seeded = await db.selectFrom('approval_requests').select('reference').where('scope', '=', scope).where('object_id', '=', DEMO_ORPHANED_OBJECT).executeTakeFirst();
  if (seeded) return;

  const pendingCourse = await db
    .selectFrom('catalogue_enrolments')
    .select('item_id')
    .where('user_id', '=', learner)
    .where('item_id', '=', 'demo-approval-course')
    .where('enrolment', '=', 'PendingAdminApproval')
    .executeTakeFirst();
  if (pendingCourse) {
    await addApprovalRequest(db, { scope, actorId: learner, approverId: approver, objectId: 'demo-approval-course', objectType: 'Course', approvalType: 'enrolment' });
  }
  await addApprovalRequest(db, { scope, actorId: learner, approverId: approver, objectId: DEMO_ORPHANED_OBJECT, objectType: 'Scorm', approvalType: 'completion' });

  const task = { scope, topicRef: `demo-task-reflection:${learner}`, topicLabel: 'Reflective account: a learning event', topicData: 'task' };
  await addComment(db, { ...task, value: 'I have started my reflection on the handover incident; is a page enough?', commenterId: learner });
  await addComment(db, { ...task, value: 'A page is fine. Say what you would do differently next time.', commenterId: approver });

  const webinar = { scope, topicRef: DEMO_WEBINAR_TOPIC, topicLabel: 'Medicines safety webinar', topicData: 'Event' };
  await addComment(db, { ...webinar, value: 'Will the slides be shared after the webinar?', commenterId: approver });
  await subscribe(db, { ...webinar, subscriberId: learner });
}
