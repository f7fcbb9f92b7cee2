import { randomUUID } from 'node:crypto';
import type { DossierAreaKind, DossierFile } from '@portal/contracts/external-learning';
import type { Database } from '../db';

/*
 * The file store (/dossier, migration 0017): files with their bytes in the database, each in an area of
 * its tenant ('{key}/{kind}') and owned by one user. Other slices keep attachments here (tasks: '{id}/.attachments',
 * '{externalReference}/task-file-attachments'; external learning: '{id}/external-learning-attachments') and may
 * register who else may read or write an area's files (registerFileArea).
 */

export interface StoredFileInput {
  scope: string;
  area: string;
  ownerId: string;
  name: string;
  contentType: string;
  uploader: string;
  data: Uint8Array;
}

type FileRow = { id: string; area: string; owner_id: string; name: string; content_type: string; size: number; uploader: string; created_at: Date };

const LISTED = ['id', 'area', 'owner_id', 'name', 'content_type', 'size', 'uploader', 'created_at'] as const;

function toFile(row: FileRow): DossierFile {
  return {
    reference: row.id,
    name: row.name,
    size: row.size,
    contentType: row.content_type,
    path: `${row.area}/${row.id}`,
    uploader: row.uploader,
    ownerId: row.owner_id,
    datestamp: row.created_at.getTime(),
  };
}

/** Stores a file; answers it as listed. */
export async function saveStoredFile(db: Database, input: StoredFileInput): Promise<DossierFile> {
  const row = await db
    .insertInto('dossier_files')
    .values({
      id: randomUUID(),
      scope: input.scope,
      area: input.area,
      owner_id: input.ownerId,
      name: input.name,
      content_type: input.contentType,
      size: input.data.byteLength,
      uploader: input.uploader,
      data: input.data,
    })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
  return toFile(row);
}

/** An owner's files of an area, oldest first (without their bytes). */
export async function listStoredFiles(db: Database, scope: string, area: string, ownerId: string): Promise<DossierFile[]> {
  const rows = await db
    .selectFrom('dossier_files')
    .select(LISTED)
    .where('scope', '=', scope)
    .where('area', '=', area)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toFile);
}

/** Every file of an area, whoever owns it, oldest first (an item's own content files). */
export async function listAreaFiles(db: Database, scope: string, area: string): Promise<DossierFile[]> {
  const rows = await db.selectFrom('dossier_files').select(LISTED).where('scope', '=', scope).where('area', '=', area).orderBy('created_at').orderBy('id').execute();
  return rows.map(toFile);
}

/** One file of an area with its bytes. */
export async function findStoredFile(db: Database, scope: string, area: string, id: string) {
  const row = await db.selectFrom('dossier_files').selectAll().where('scope', '=', scope).where('area', '=', area).where('id', '=', id).executeTakeFirst();
  return row ? { ...toFile(row), data: row.data } : undefined;
}

/** Removes one file; false when there was none. */
export async function deleteStoredFile(db: Database, scope: string, area: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('dossier_files').where('scope', '=', scope).where('area', '=', area).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes every file of an owner's area (an item deleted with its attachments); the number removed. */
export async function deleteAreaFiles(db: Database, scope: string, area: string, ownerId: string): Promise<number> {
  const result = await db.deleteFrom('dossier_files').where('scope', '=', scope).where('area', '=', area).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/* ---------- who may use an area ---------- */

export interface FileAreaContext {
  scope: string;
  /** The area's key: the item id or external reference before the kind. */
  key: string;
  kind: DossierAreaKind;
  /** The owner of the files in question. */
  ownerId: string;
  /** The caller. */
  userId: string;
}

/**
 * What a slice says about the areas of a kind. The owner always reads their own files. Without a policy,
 * nobody writes (an area must belong to a real record) and nobody else reads.
 */
export interface FileAreaPolicy {
  /** May the owner (userId === ownerId) add or remove files now (e.g. false when the item is read-only)? */
  writable?(db: Database, context: FileAreaContext): Promise<boolean>;
  /** May someone other than the owner read the owner's files (e.g. the approver of an open request)? */
  readableByOthers?(db: Database, context: FileAreaContext): Promise<boolean>;
}

const policies = new Map<DossierAreaKind, FileAreaPolicy>();

/** Called by a slice's route plugin (e.g. external learning for 'external-learning-attachments'). */
export function registerFileArea(kind: DossierAreaKind, policy: FileAreaPolicy): void {
  policies.set(kind, policy);
}

/** Only the owner writes, and only into an area a slice ties to a record they may change: a kind without a policy takes no files. */
export async function mayWriteFiles(db: Database, context: FileAreaContext): Promise<boolean> {
  if (context.userId !== context.ownerId) return false;
  const policy = policies.get(context.kind);
  return policy?.writable ? policy.writable(db, context) : false;
}

/** The bytes a user's files take in the tenant's file store, all areas together (the quota's measure). */
export async function storedBytesOf(db: Database, scope: string, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('dossier_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
    .where('scope', '=', scope)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export async function mayReadFiles(db: Database, context: FileAreaContext): Promise<boolean> {
  if (context.userId === context.ownerId) return true;
  const policy = policies.get(context.kind);
  return policy?.readableByOthers ? policy.readableByOthers(db, context) : false;
}
