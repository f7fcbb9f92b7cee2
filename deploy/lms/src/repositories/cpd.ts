import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  CpdConfigSchema,
  type CpdConfig,
  type CpdEntry,
  type CpdPeriod,
  type CpdPeriodStatus,
  type CpdPlan,
  type CpdPlanField,
  type CpdPlanSummary,
  type CpdTargetMode,
  type SchemaField,
} from '@portal/contracts/cpd';
import type { Selectable } from 'kysely';
import type { Database } from '../db';
import { json } from '../db/json';
import type { CpdEntriesTable, CpdPeriodsTable } from '../db/schema';

/** The CPD journal's data (migration 0008): configuration, schema, periods, entries, files, plans. */

/** The tenant's CPD options, defaults filled in (spec 3 §9). */
export async function cpdConfig(db: Database, scope: string): Promise<CpdConfig> {
  const row = await db.selectFrom('cpd_config').select('config').where('scope', '=', scope).executeTakeFirst();
  return v.parse(CpdConfigSchema, row?.config ?? {});
}

/** The entry schema of one target mode, in order. */
export async function cpdSchema(db: Database, scope: string, targetMode: CpdTargetMode): Promise<SchemaField[]> {
  const rows = await db.selectFrom('cpd_schema_fields').select('field').where('scope', '=', scope).where('target_mode', '=', targetMode).orderBy('position').execute();
  return rows.map((row) => row.field);
}

type PeriodRow = Selectable<CpdPeriodsTable> & { entries: number | string };

function toPeriod(row: PeriodRow): CpdPeriod {
  return {
    reference: row.reference,
    start_date: row.start_date.toISOString(),
    end_date: row.end_date.toISOString(),
    submission_date: row.submission_date?.toISOString() ?? null,
    target: row.target,
    target_mode: row.target_mode as CpdTargetMode,
    status: (row.status as CpdPeriodStatus | null) ?? null,
    owner: row.owner_id,
    entries: Number(row.entries),
    review_comments: row.review_comments,
  };
}

function periodsQuery(db: Database) {
  return db
    .selectFrom('cpd_periods')
    .selectAll('cpd_periods')
    .select((eb) => eb.selectFrom('cpd_entries').whereRef('cpd_entries.journal_id', '=', 'cpd_periods.reference').select(eb.fn.countAll<number | string>().as('n')).as('entries'));
}

/** A user's periods, oldest first (the picker's order). */
export async function listPeriods(db: Database, ownerId: string): Promise<CpdPeriod[]> {
  const rows = await periodsQuery(db).where('owner_id', '=', ownerId).orderBy('start_date').orderBy('reference').execute();
  return rows.map((row) => toPeriod({ ...row, entries: row.entries ?? 0 }));
}

export async function findPeriod(db: Database, reference: string): Promise<CpdPeriod | undefined> {
  const row = await periodsQuery(db).where('reference', '=', reference).executeTakeFirst();
  return row ? toPeriod({ ...row, entries: row.entries ?? 0 }) : undefined;
}

export interface PeriodInput {
  start_date: string;
  end_date: string;
  submission_date: string | null;
  target: number;
  target_mode: CpdTargetMode;
}

export async function createPeriod(db: Database, scope: string, ownerId: string, input: PeriodInput): Promise<string> {
  const reference = randomUUID();
  await db
    .insertInto('cpd_periods')
    .values({
      reference,
      scope,
      owner_id: ownerId,
      start_date: new Date(input.start_date),
      end_date: new Date(input.end_date),
      submission_date: input.submission_date ? new Date(input.submission_date) : null,
      target: input.target,
      target_mode: input.target_mode,
      status: null,
    })
    .execute();
  return reference;
}

export async function updatePeriod(db: Database, reference: string, input: PeriodInput): Promise<void> {
  await db
    .updateTable('cpd_periods')
    .set({
      start_date: new Date(input.start_date),
      end_date: new Date(input.end_date),
      submission_date: input.submission_date ? new Date(input.submission_date) : null,
      target: input.target,
      target_mode: input.target_mode,
    })
    .where('reference', '=', reference)
    .execute();
}

export async function setPeriodStatus(db: Database, reference: string, status: CpdPeriodStatus, comments?: string): Promise<void> {
  await db
    .updateTable('cpd_periods')
    .set({ status, ...(comments !== undefined ? { review_comments: comments } : {}) })
    .where('reference', '=', reference)
    .execute();
}

type EntryRow = Selectable<CpdEntriesTable>;

async function filesOf(db: Database, entryIds: readonly string[]) {
  if (entryIds.length === 0) return [];
  return db.selectFrom('cpd_files').select(['id', 'entry_id', 'field', 'name', 'size']).where('entry_id', 'in', entryIds).orderBy('created_at').orderBy('id').execute();
}

function toEntry(row: EntryRow, files: Awaited<ReturnType<typeof filesOf>>): CpdEntry {
  return {
    reference: row.reference,
    journalId: row.journal_id,
    title: row.title,
    type: row.type,
    completion_date: row.completion_date.toISOString(),
    draft: row.draft,
    credits: row.credits,
    time: row.time,
    reflection: row.reflection,
    files: files.filter((f) => f.entry_id === row.reference).map((f) => ({ id: f.id, name: f.name, size: f.size, field: f.field })),
    created_date: row.created_at.toISOString(),
    updated_date: row.updated_at.toISOString(),
    owner: row.owner_id,
    fields: row.fields,
  };
}

/** A user's entries completed between two instants (GetEntriesByOwner), newest first. */
export async function listEntries(db: Database, ownerId: string, start: string, end: string): Promise<CpdEntry[]> {
  const rows = await db
    .selectFrom('cpd_entries')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('completion_date', '>=', new Date(start))
    .where('completion_date', '<=', new Date(end))
    .orderBy('completion_date', 'desc')
    .orderBy('reference')
    .execute();
  const files = await filesOf(
    db,
    rows.map((row) => row.reference),
  );
  return rows.map((row) => toEntry(row, files));
}

export async function periodEntries(db: Database, journalId: string): Promise<CpdEntry[]> {
  const rows = await db.selectFrom('cpd_entries').selectAll().where('journal_id', '=', journalId).execute();
  const files = await filesOf(
    db,
    rows.map((row) => row.reference),
  );
  return rows.map((row) => toEntry(row, files));
}

export async function findEntry(db: Database, reference: string): Promise<CpdEntry | undefined> {
  const row = await db.selectFrom('cpd_entries').selectAll().where('reference', '=', reference).executeTakeFirst();
  return row ? toEntry(row, await filesOf(db, [row.reference])) : undefined;
}

export interface EntryInput {
  journalId: string;
  title: string;
  type: string;
  completion_date: string;
  draft: boolean;
  credits: number;
  time: number;
  reflection: string;
  fields: Record<string, string>;
}

/** Creates (no reference) or replaces an entry; answers its reference. */
export async function saveEntry(db: Database, ownerId: string, reference: string | undefined, input: EntryInput, now = new Date()): Promise<string> {
  const values = {
    journal_id: input.journalId,
    title: input.title,
    type: input.type,
    completion_date: new Date(input.completion_date),
    draft: input.draft,
    credits: input.credits,
    time: input.time,
    reflection: input.reflection,
    fields: json(input.fields),
    updated_at: now,
  };
  if (reference) {
    await db.updateTable('cpd_entries').set(values).where('reference', '=', reference).execute();
    return reference;
  }
  const created = randomUUID();
  await db
    .insertInto('cpd_entries')
    .values({ reference: created, owner_id: ownerId, created_at: now, ...values })
    .execute();
  return created;
}

export async function deleteEntry(db: Database, reference: string): Promise<void> {
  await db.deleteFrom('cpd_entries').where('reference', '=', reference).execute();
}

/* ---------- plans ---------- */

const planValue = (fields: readonly CpdPlanField[], key: string): string | null => fields.find((f) => f.key === key)?.value || null;

export async function listPlans(db: Database, ownerId: string): Promise<CpdPlanSummary[]> {
  const rows = await db.selectFrom('cpd_plans').select(['reference', 'fields']).where('owner_id', '=', ownerId).execute();
  return rows.map((row) => ({
    reference: row.reference,
    title: planValue(row.fields, 'title') ?? '',
    start_date: planValue(row.fields, 'start_date'),
    end_date: planValue(row.fields, 'end_date'),
  }));
}

export async function findPlan(db: Database, reference: string): Promise<CpdPlan | undefined> {
  const row = await db.selectFrom('cpd_plans').selectAll().where('reference', '=', reference).executeTakeFirst();
  return row ? { reference: row.reference, owner: row.owner_id, updated_date: row.updated_at.toISOString(), fields: row.fields } : undefined;
}

export async function savePlan(db: Database, scope: string, ownerId: string, reference: string | undefined, fields: readonly CpdPlanField[], now = new Date()): Promise<string> {
  if (reference) {
    await db
      .updateTable('cpd_plans')
      .set({ fields: json(fields), updated_at: now })
      .where('reference', '=', reference)
      .execute();
    return reference;
  }
  const created = randomUUID();
  await db
    .insertInto('cpd_plans')
    .values({ reference: created, scope, owner_id: ownerId, fields: json(fields), updated_at: now })
    .execute();
  return created;
}

export async function deletePlan(db: Database, reference: string): Promise<void> {
  await db.deleteFrom('cpd_plans').where('reference', '=', reference).execute();
}

/* ---------- evidence files ---------- */

export interface EvidenceFileInput {
  entryId: string;
  field: string;
  name: string;
  contentType: string;
  data: Uint8Array;
}

export async function saveFile(db: Database, input: EvidenceFileInput): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('cpd_files')
    .values({ id, entry_id: input.entryId, field: input.field, name: input.name, content_type: input.contentType, size: input.data.byteLength, data: input.data })
    .execute();
  return id;
}

export async function findFile(db: Database, entryId: string, id: string) {
  return db.selectFrom('cpd_files').selectAll().where('entry_id', '=', entryId).where('id', '=', id).executeTakeFirst();
}

export async function deleteFile(db: Database, entryId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('cpd_files').where('entry_id', '=', entryId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The evidence of several entries with their bytes (the ZIP export). */
export async function filesWithData(db: Database, entryIds: readonly string[]) {
  if (entryIds.length === 0) return [];
  return db.selectFrom('cpd_files').selectAll().where('entry_id', 'in', entryIds).orderBy('created_at').orderBy('id').execute();
}

/** A user's plans in full (the plans export). */
export async function plansOf(db: Database, ownerId: string): Promise<CpdPlan[]> {
  const rows = await db.selectFrom('cpd_plans').selectAll().where('owner_id', '=', ownerId).orderBy('updated_at', 'desc').execute();
  return rows.map((row) => ({ reference: row.reference, owner: row.owner_id, updated_date: row.updated_at.toISOString(), fields: row.fields }));
}

/** Periods of the tenant waiting for review (Submitted), oldest submission window first; the reviewer's own left out. */
export async function submittedPeriods(db: Database, scope: string, reviewerId: string) {
  const rows = await db
    .selectFrom('cpd_periods')
    .innerJoin('users', 'users.id', 'cpd_periods.owner_id')
    .select(['cpd_periods.reference', 'cpd_periods.owner_id', 'users.display_name', 'cpd_periods.start_date', 'cpd_periods.end_date'])
    .where('cpd_periods.scope', '=', scope)
    .where('cpd_periods.status', '=', 'Submitted')
    .where('cpd_periods.owner_id', '!=', reviewerId)
    .orderBy('cpd_periods.end_date')
    .orderBy('cpd_periods.reference')
    .execute();
  return rows.map((row) => ({
    uid: row.owner_id,
    name: row.display_name,
    reference: row.reference,
    start_date: row.start_date.toISOString(),
    end_date: row.end_date.toISOString(),
  }));
}
