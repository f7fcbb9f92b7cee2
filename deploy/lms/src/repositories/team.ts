import { complianceStatus, type ComplianceStatus, type EnrolmentItem, type TeamCatalogueEntry, type TeamUser } from '@portal/contracts/team';
import { sql } from 'kysely';
import type { Database } from '../db';

/*
 * The team leader area (spec 3 §3 Team entities): who leads whom (team_members), each
 * member's compliance from their mandatory catalogue enrolments, and their enrolments and history
 * where the catalogue keeps them (catalogue_enrolments, catalogue_completions, session_enrolments).
 */

/** Deep enough for any real organisation; a cycle in bad data cannot loop for ever. */
const MAX_TEAM_DEPTH = 20;

/** True when `leaderId` leads `memberId` directly or through nested teams. */
export async function leadsMember(db: Database, scope: string, leaderId: string, memberId: string): Promise<boolean> {
  let current = memberId;
  for (let depth = 0; depth < MAX_TEAM_DEPTH; depth++) {
    const row = await db.selectFrom('team_members').select('leader_id').where('scope', '=', scope).where('member_id', '=', current).executeTakeFirst();
    if (!row) return false;
    if (row.leader_id === leaderId) return true;
    current = row.leader_id;
  }
  return false;
}

/** Each user's status from their mandatory enrolments and completions (spec 3 §9: 30-day window). */
export async function complianceOf(db: Database, scope: string, userIds: readonly string[], now: Date): Promise<Map<string, ComplianceStatus>> {
  const result = new Map<string, ComplianceStatus>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('catalogue_enrolments as e')
    .leftJoin('catalogue_completions as c', (join) => join.onRef('c.user_id', '=', 'e.user_id').onRef('c.scope', '=', 'e.scope').onRef('c.item_id', '=', 'e.item_id'))
    .select(['e.user_id', 'e.due_date', 'c.completion'])
    .where('e.scope', '=', scope)
    .where('e.user_id', 'in', userIds)
    .where('e.mandatory', '=', true)
    .where('e.enrolment', '=', 'Enrolled')
    .execute();
  for (const id of userIds) {
    const mine = rows.filter((r) => r.user_id === id).map((r) => ({ dueDate: r.due_date ? new Date(r.due_date) : null, completed: r.completion === 'Completed' }));
    result.set(id, complianceStatus(mine, now));
  }
  return result;
}

/** The members a leader leads directly, with their compliance; those leading a team of their own are marked. */
export async function teamMembers(db: Database, scope: string, leaderId: string, now: Date): Promise<TeamUser[]> {
  const rows = await db
    .selectFrom('team_members as t')
    .innerJoin('users as u', 'u.id', 't.member_id')
    .select(['u.id', 'u.display_name', 'u.surname', 'u.email', 'u.last_sign_in_at'])
    .select((eb) =>
      eb.exists(eb.selectFrom('team_members as sub').select('sub.member_id').whereRef('sub.scope', '=', 't.scope').whereRef('sub.leader_id', '=', 't.member_id')).as('leads'),
    )
    .where('t.scope', '=', scope)
    .where('u.scope', '=', scope)
    .where('t.leader_id', '=', leaderId)
    .orderBy('u.surname')
    .orderBy('u.display_name')
    .orderBy('u.id')
    .execute();
  const compliance = await complianceOf(
    db,
    scope,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => ({
    id: r.id,
    displayName: r.display_name,
    surname: r.surname,
    mail: r.email,
    lastLogin: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
    avatar: `/_api/avatar/${encodeURIComponent(r.email ?? r.id)}?s=160`,
    complianceStatus: compliance.get(r.id) ?? 'Compliant',
    isTeamLeader: Boolean(r.leads),
  }));
}

/** The scaled score (0–1) of a stored statement's result, if it has one. */
function scaledScore(statement: Record<string, unknown>): number | null {
  const result = statement.result as { score?: { scaled?: unknown } } | undefined;
  const scaled = result?.score?.scaled;
  return typeof scaled === 'number' && Number.isFinite(scaled) ? scaled : null;
}

/** The activity definition's extensions of a stored statement (where a mastery score is given). */
function definitionExtensions(statement: Record<string, unknown>): Record<string, unknown> {
  const object = statement.object as { definition?: { extensions?: unknown } } | undefined;
  const extensions = object?.definition?.extensions;
  return extensions && typeof extensions === 'object' && !Array.isArray(extensions) ? (extensions as Record<string, unknown>) : {};
}

/**
 * A member's catalogue history: every item they are enrolled in or have progress on. The score and
 * the activity definition's extensions (a mastery score) come from the newest scored statement the
 * record store holds for the item's activity (spec 3 §3 History event).
 */
export async function memberHistory(db: Database, scope: string, userId: string): Promise<TeamCatalogueEntry[]> {
  const rows = await db
    .selectFrom('catalogue_items as i')
    .leftJoin('catalogue_enrolments as e', (join) => join.onRef('e.scope', '=', 'i.scope').onRef('e.item_id', '=', 'i.id').on('e.user_id', '=', userId))
    .leftJoin('catalogue_completions as c', (join) => join.onRef('c.scope', '=', 'i.scope').onRef('c.item_id', '=', 'i.id').on('c.user_id', '=', userId))
    .select(['i.id', 'i.type', 'i.name', 'e.enrolment', 'c.completion', 'c.completed_on', 'c.started_on', 'e.updated_at'])
    .select(sql<string | null>`i.definition ->> 'ActivityId'`.as('activity_id'))
    .where('i.scope', '=', scope)
    .where((eb) => eb.or([eb('e.user_id', 'is not', null), eb('c.user_id', 'is not', null)]))
    .orderBy('i.name')
    .execute();
  const statements = await db
    .selectFrom('xapi_statements')
    .select(['activity_id', 'statement'])
    .where('scope', '=', scope)
    .where('user_id', '=', userId)
    .where('voided', '=', false)
    .orderBy('stored', 'desc')
    .orderBy('seq', 'desc')
    .execute();
  const scored = statements.filter((row) => scaledScore(row.statement) !== null);
  return rows.map((r) => {
    const occurred = r.completed_on ?? r.started_on ?? r.updated_at;
    const statement = scored.find((row) => row.activity_id === r.id || (r.activity_id !== null && row.activity_id === r.activity_id))?.statement;
    return {
      type: r.type,
      title: r.name,
      status: r.completion ?? r.enrolment ?? null,
      score: statement ? scaledScore(statement) : null,
      occurredon: occurred ? new Date(occurred).toISOString() : null,
      definition: { extensions: statement ? definitionExtensions(statement) : {} },
    };
  });
}

export async function memberStats(db: Database, scope: string, userId: string): Promise<{ enrolment_count: number; completed_count: number }> {
  const enrolled = await db
    .selectFrom('catalogue_enrolments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('scope', '=', scope)
    .where('user_id', '=', userId)
    .where('enrolment', '=', 'Enrolled')
    .executeTakeFirstOrThrow();
  const completed = await db
    .selectFrom('catalogue_completions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('scope', '=', scope)
    .where('user_id', '=', userId)
    .where('completion', '=', 'Completed')
    .executeTakeFirstOrThrow();
  return { enrolment_count: Number(enrolled.n), completed_count: Number(completed.n) };
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The member's enrolments: items they have an enrolment row for, and every event with its sessions. */
export async function enrolmentList(db: Database, scope: string, userId: string): Promise<EnrolmentItem[]> {
  const items = await db
    .selectFrom('catalogue_items as i')
    .leftJoin('catalogue_enrolments as e', (join) => join.onRef('e.scope', '=', 'i.scope').onRef('e.item_id', '=', 'i.id').on('e.user_id', '=', userId))
    .select(['i.id', 'i.type', 'i.name', 'e.enrolment'])
    .where('i.scope', '=', scope)
    .where((eb) => eb.or([eb('e.user_id', 'is not', null), eb('i.type', '=', 'Event')]))
    .orderBy('i.name')
    .execute();
  const sessions = await db
    .selectFrom('catalogue_sessions as s')
    .leftJoin('session_enrolments as se', (join) => join.onRef('se.scope', '=', 's.scope').onRef('se.session_id', '=', 's.id').on('se.user_id', '=', userId))
    .select(['s.id', 's.event_id', 's.name', 's.start_date', 's.enrolment_deadline', 's.cancellation_deadline', 'se.enrolment'])
    .where('s.scope', '=', scope)
    .orderBy('s.start_date')
    .execute();
  return items.map((item) => ({
    Id: item.id,
    Type: item.type,
    DisplayType: item.type,
    Title: item.name,
    Enrolment: item.enrolment ?? null,
    Sessions: sessions
      .filter((s) => s.event_id === item.id)
      .map((s) => ({
        Id: s.id,
        Name: s.name,
        StartDate: new Date(s.start_date).toISOString(),
        Enrolment: s.enrolment ?? null,
        EnrolmentDeadline: iso(s.enrolment_deadline),
        CancellationDeadline: iso(s.cancellation_deadline),
      })),
    EnrolmentDeadline: null,
    CancellationDeadline: null,
  }));
}

/** The member's enrolment in the session, or null. */
export async function currentSessionEnrolment(db: Database, scope: string, sessionId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('session_enrolments')
    .select('enrolment')
    .where((eb) => eb.and({ scope, session_id: sessionId, user_id: userId }))
    .executeTakeFirst();
  return row?.enrolment ?? null;
}

/** The member's enrolment in the item, or null. */
export async function currentItemEnrolment(db: Database, scope: string, itemId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('catalogue_enrolments')
    .select('enrolment')
    .where((eb) => eb.and({ scope, item_id: itemId, user_id: userId }))
    .executeTakeFirst();
  return row?.enrolment ?? null;
}

export async function itemExists(db: Database, scope: string, itemId: string): Promise<boolean> {
  return (await db.selectFrom('catalogue_items').select('id').where('scope', '=', scope).where('id', '=', itemId).executeTakeFirst()) !== undefined;
}

/** Sets a session enrolment; the cancellation reason is kept with it. */
export async function setSessionEnrolment(db: Database, input: { scope: string; sessionId: string; userId: string; enrolment: string; reason: string | null }): Promise<void> {
  await db
    .insertInto('session_enrolments')
    .values({ scope: input.scope, session_id: input.sessionId, user_id: input.userId, enrolment: input.enrolment, status: null, reason: input.reason })
    .onConflict((oc) => oc.columns(['user_id', 'session_id']).doUpdateSet({ enrolment: input.enrolment, reason: input.reason, updated_at: new Date() }))
    .execute();
}

export async function setItemEnrolment(db: Database, input: { scope: string; itemId: string; userId: string; enrolment: string; reason: string | null }): Promise<void> {
  await db
    .insertInto('catalogue_enrolments')
    .values({ scope: input.scope, item_id: input.itemId, user_id: input.userId, enrolment: input.enrolment, reason: input.reason })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ enrolment: input.enrolment, reason: input.reason, updated_at: new Date() }))
    .execute();
}
