import type { DossierAreaKind } from '@portal/contracts/external-learning';
import { isTaskAttachmentType } from '@portal/contracts/tasks';
import { isElaAttachmentType } from '@portal/contracts/external-learning';
import type { Database } from '../db';
import { refusals } from '../lib/errors';
import { contentMatchesName } from '../lib/file-signatures';
import { deleteFile, findFile } from '../repositories/cpd';
import { type FileAreaContext, findStoredFile, mayReadFiles, mayWriteFiles, storedBytesOf } from '../repositories/files';

/*
 * Uploaded files (spec 2 §5, §7, spec 3 §5, §8): the file store's areas and the CPD journal's
 * evidence. A file is taken only when its name is of a type the area accepts and its bytes are of that
 * type; a user's files together stay within their quota. Only the owner writes, while the area's slice
 * allows it; others read only where the slice allows it; any other file is not found.
 */

/** What the file calls refuse, with their statuses (routes/README.md, dossier and almanac). */
export const FILE_REFUSALS = {
  ValidationFailed: 400,
  ReadOnly: 403,
  NotFound: 404,
  QuotaExceeded: 413,
  UnsupportedMediaType: 415,
} as const;
const refuse = refusals(FILE_REFUSALS);

/** What one user's files may take in the file store, all areas together. */
export const DOSSIER_QUOTA_BYTES = 200 * 1024 * 1024;

/** The file types each kind of area takes (spec 2 §5): tasks' list for a task's areas, the ELA list for external learning. */
export const AREA_ACCEPTS: Record<DossierAreaKind, (name: string) => boolean> = {
  '.attachments': isTaskAttachmentType,
  'task-file-attachments': isTaskAttachmentType,
  'external-learning-attachments': isElaAttachmentType,
};

/** The part of a multipart upload the rules read. */
export interface Upload {
  filename: string;
  toBuffer(): Promise<Buffer>;
}

/**
 * The upload's safe name and bytes: a type `accepts` takes, and bytes of that type (judged by its
 * bytes, not its name: HTML named report.pdf is no PDF). `beforeRead` runs once the name passed.
 */
export async function acceptedUpload<F extends Upload>(
  file: F | undefined,
  accepts: (name: string) => boolean,
  beforeRead: () => Promise<void> = async () => {},
): Promise<{ file: F; name: string; data: Buffer }> {
  if (!file) throw refuse('ValidationFailed', 'file: required');
  if (!accepts(file.filename)) throw refuse('UnsupportedMediaType', 'file: type not supported');
  await beforeRead();
  const data = await file.toBuffer();
  if (!contentMatchesName(file.filename, data)) throw refuse('UnsupportedMediaType', 'file: content does not match its type');
  return { file, name: file.filename.replace(/[\\/\r\n]/g, '_').slice(0, 200), data };
}

/** The caller may read the area's files (their own, or where its slice lets others read); else not found. */
export async function assertAreaReadable(db: Database, context: FileAreaContext): Promise<void> {
  if (!(await mayReadFiles(db, context))) throw refuse('NotFound');
}

/** The caller may add files to their own area now; else not found. */
export async function assertAreaWritable(db: Database, context: FileAreaContext): Promise<void> {
  if (!(await mayWriteFiles(db, context))) throw refuse('NotFound');
}

/** Adding `bytes` keeps the owner's files within DOSSIER_QUOTA_BYTES. */
export async function assertWithinQuota(db: Database, scope: string, ownerId: string, bytes: number): Promise<void> {
  if ((await storedBytesOf(db, scope, ownerId)) + bytes > DOSSIER_QUOTA_BYTES) {
    throw refuse('QuotaExceeded', 'file: your files would exceed the storage allowed');
  }
}

type AreaRef = Omit<FileAreaContext, 'ownerId' | 'userId'> & { area: string };

/** A stored file the caller may read; another user's, another tenant's or a missing one is not found. */
export async function readableStoredFile(db: Database, ref: AreaRef, userId: string, fileId: string) {
  const file = await findStoredFile(db, ref.scope, ref.area, fileId);
  if (!file || !(await mayReadFiles(db, { scope: ref.scope, key: ref.key, kind: ref.kind, ownerId: file.ownerId, userId }))) {
    throw refuse('NotFound');
  }
  return file;
}

/** A stored file the caller may remove: readable (else not found) and in an area they may change (else ReadOnly). */
export async function removableStoredFile(db: Database, ref: AreaRef, userId: string, fileId: string) {
  const file = await readableStoredFile(db, ref, userId, fileId);
  if (!(await mayWriteFiles(db, { scope: ref.scope, key: ref.key, kind: ref.kind, ownerId: file.ownerId, userId }))) throw refuse('ReadOnly');
  return file;
}

/** A CPD entry's evidence file, or not found. */
export async function evidenceFile(db: Database, entryId: string, fileId: string) {
  const file = await findFile(db, entryId, fileId);
  if (!file) throw refuse('NotFound');
  return file;
}

/** Removes a CPD entry's evidence file, or answers not found. */
export async function removeEvidenceFile(db: Database, entryId: string, fileId: string): Promise<void> {
  if (!(await deleteFile(db, entryId, fileId))) throw refuse('NotFound');
}
