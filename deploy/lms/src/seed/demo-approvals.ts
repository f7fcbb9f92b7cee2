import { sql } from 'kysely';
import type { Database } from '../db';
import { json } from '../db/json';

/*
 * Demo data of approvals and comments (issue 14): `learner`'s approver is `approver` (the profile's
 * `approver` field, a username the LMS resolves in the tenant).
 */

export const DEMO_APPROVER_USERNAME = 'approver';

/** Idempotent: runs on a new demo tenant and on one seeded before issue 14. */
export async function seedDemoApprovals(db: Database, scope: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile: sql`profile || ${json({ approver: DEMO_APPROVER_USERNAME })}::jsonb` })
    .where('scope', '=', scope)
    .where('username', '=', 'learner')
    .execute();
}
