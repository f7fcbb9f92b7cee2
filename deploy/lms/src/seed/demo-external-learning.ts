import { APPROVAL_STATE } from '@portal/contracts/approvals';
import { ELA_OBJECT_TYPE, type ElaApprovalStatus } from '@portal/contracts/external-learning';
import { sql } from 'kysely';
import type { Database } from '../db';
import { json } from '../db/json';
import { addApprovalRequest, setRequestState } from '../repositories/approvals';
import { addComment } from '../repositories/comments';

/*
 * Demo external learning: the demo tenant's activity types, and `learner`'s items in each
 * approval state: a draft, one pending approval with an open request for `approver`, one approved and one
 * rejected with the approver's comment (in the request's journal and on the item's comment thread).
 */

export const DEMO_ACTIVITY_TYPES = [
  { id: 'ela-type-conference', name: 'Conference' },
  { id: 'ela-type-workshop', name: 'Workshop' },
  { id: 'ela-type-course', name: 'External course' },
  { id: 'ela-type-webinar', name: 'Webinar' },
  { id: 'ela-type-reading', name: 'Reading' },
  { id: 'ela-type-other', name: 'Other' },
];

export const DEMO_REJECTION_COMMENT = 'Please attach your certificate of attendance and submit it again.';

interface DemoItem {
  id: string;
  name: string;
  description: string;
  keyLearning: string;
  typeId: string;
  daysAgo: number;
  at: string;
  status: ElaApprovalStatus;
  cpdPoints: number;
  learningHours: number;
}

const ITEMS: DemoItem[] = [
  {
    id: 'ela-demo-draft',
    name: 'Medicines safety webinar',
    description: 'A lunchtime webinar on reporting medication incidents.',
    keyLearning: 'How to report a near miss, and why it matters.',
    typeId: 'ela-type-webinar',
    daysAgo: 3,
    at: '12:30',
    status: 'draft',
    cpdPoints: 1,
    learningHours: 1,
  },
  {
    id: 'ela-demo-pending',
    name: 'Regional sepsis study day',
    description: 'A study day run by the regional critical care network.',
    keyLearning: 'Screening tools and the first hour of treatment.',
    typeId: 'ela-type-conference',
    daysAgo: 10,
    at: '09:00',
    status: 'pendingapproval',
    cpdPoints: 6,
    learningHours: 6.5,
  },
  {
    id: 'ela-demo-approved',
    name: 'Advanced life support refresher',
    description: 'A one-day refresher with simulated scenarios.',
    keyLearning: 'Team roles during a cardiac arrest.',
    typeId: 'ela-type-course',
    daysAgo: 40,
    at: '08:45',
    status: 'approved',
    cpdPoints: 7,
    learningHours: 7.5,
  },
  {
    id: 'ela-demo-rejected',
    name: 'Hand hygiene journal club',
    description: 'Discussion of a recent audit of hand hygiene on the wards.',
    keyLearning: 'The five moments for hand hygiene.',
    typeId: 'ela-type-reading',
    daysAgo: 20,
    at: '16:15',
    status: 'rejected',
    cpdPoints: 1,
    learningHours: 1,
  },
];

/** Idempotent: the switch on; the types when the tenant has none; the items when `learner` has none of them. */
export async function seedDemoExternalLearning(db: Database, scope: string): Promise<void> {
  // The switch the portal's header and dashboard tiles read (the feature is on unless false; the shell's rule shows them only when true).
  await db
    .updateTable('settings')
    .set({ json: sql`json || ${json({ enableExternalLearning: true })}::jsonb` })
    .where('scope', '=', scope)
    .execute();
  const hasTypes = await db.selectFrom('external_learning_types').select('id').where('scope', '=', scope).executeTakeFirst();
  if (!hasTypes) {
    await db
      .insertInto('external_learning_types')
      .values(DEMO_ACTIVITY_TYPES.map((type, position) => ({ ...type, scope, position })))
      .execute();
  }
  const users = await db.selectFrom('users').select(['id', 'username']).where('scope', '=', scope).where('username', 'in', ['learner', 'approver']).execute();
  const learner = users.find((u) => u.username === 'learner');
  const approver = users.find((u) => u.username === 'approver');
  if (!learner || !approver) return;
  const seeded = await db
    .selectFrom('external_learning_items')
    .select('id')
    .where(
      'id',
      'in',
      ITEMS.map((i) => i.id),
    )
    .executeTakeFirst();
  if (seeded) return;

  const today = new Date();
  for (const item of ITEMS) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - item.daysAgo));
    const occurredOn = new Date(`${day.toISOString().slice(0, 10)}T${item.at}:00.000Z`);
    const modified = new Date(today.getTime() - item.daysAgo * 3_600_000);
    await db
      .insertInto('external_learning_items')
      .values({
        id: item.id,
        scope,
        owner_id: learner.id,
        name: item.name,
        description: item.description,
        key_learning: item.keyLearning,
        type_id: item.typeId,
        occurred_on: occurredOn,
        occurred_at: item.at,
        completion_status_id: 'completed',
        score: null,
        cpd_points: item.cpdPoints,
        learning_hours: item.learningHours,
        learning_item_id: null,
        approval_status_id: item.status,
        created_at: modified,
        updated_at: modified,
      })
      .execute();
    if (item.status === 'draft') continue;
    const request = await addApprovalRequest(db, {
      scope,
      actorId: learner.id,
      approverId: approver.id,
      objectId: item.id,
      objectType: ELA_OBJECT_TYPE,
      approvalType: 'completion',
    });
    if (item.status === 'pendingapproval') continue;
    // The approver's decision, written without the approvals rules' own transaction (a seed may run inside one, where decideApprovalRequest cannot open its own).
    const state = item.status === 'approved' ? APPROVAL_STATE.approved : APPROVAL_STATE.rejected;
    const comment = item.status === 'rejected' ? DEMO_REJECTION_COMMENT : null;
    await setRequestState(db, request, state, approver.id, comment ?? undefined);
    if (comment) {
      await addComment(db, { scope, topicRef: `${item.id}:${learner.id}`, topicLabel: item.name, topicData: ELA_OBJECT_TYPE, value: comment, commenterId: approver.id });
    }
  }
}
