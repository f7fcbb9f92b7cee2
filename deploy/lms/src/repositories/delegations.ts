import { randomUUID } from 'node:crypto';
import type { Delegation } from '@portal/contracts/account';
import type { Database } from '../db';

export interface DelegationInput {
  scope: string;
  approverId: string;
  delegateeId: string;
  startAt: string | null;
  endAt: string | null;
}

const toDate = (value: string | null) => (value ? new Date(value) : null);

/** The approver's delegations, oldest first, each with the delegate's current display name. */
export async function listDelegations(db: Database, approverId: string): Promise<Delegation[]> {
  const rows = await db
    .selectFrom('delegations')
    .innerJoin('users', 'users.id', 'delegations.delegatee_id')
    .select([
      'delegations.reference',
      'delegations.scope',
      'delegations.approver_id',
      'delegations.delegatee_id',
      'users.display_name',
      'delegations.start_at',
      'delegations.end_at',
    ])
    .where('delegations.approver_id', '=', approverId)
    .orderBy('delegations.created_at')
    .orderBy('delegations.reference')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    scope: row.scope,
    approverId: row.approver_id,
    delegateeId: row.delegatee_id,
    delegateeName: row.display_name,
    startAt: row.start_at?.toISOString() ?? null,
    endAt: row.end_at?.toISOString() ?? null,
  }));
}

/** Answers the new delegation's reference. */
export async function createDelegation(db: Database, input: DelegationInput): Promise<string> {
  const reference = randomUUID();
  await db
    .insertInto('delegations')
    .values({
      reference,
      scope: input.scope,
      approver_id: input.approverId,
      delegatee_id: input.delegateeId,
      start_at: toDate(input.startAt),
      end_at: toDate(input.endAt),
    })
    .execute();
  return reference;
}

/** False when the approver has no delegation with that reference. */
export async function updateDelegation(db: Database, reference: string, input: DelegationInput): Promise<boolean> {
  const result = await db
    .updateTable('delegations')
    .set({ delegatee_id: input.delegateeId, start_at: toDate(input.startAt), end_at: toDate(input.endAt) })
    .where('reference', '=', reference)
    .where('approver_id', '=', input.approverId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when the approver has no delegation with that reference. */
export async function deleteDelegation(db: Database, reference: string, approverId: string): Promise<boolean> {
  const result = await db.deleteFrom('delegations').where('reference', '=', reference).where('approver_id', '=', approverId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
