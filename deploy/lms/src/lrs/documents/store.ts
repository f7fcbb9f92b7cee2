import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { etagOf } from './concurrency';

/*
 * The documents as stored (table xapi_documents): one row per document, its bytes as sent with their
 * content type and ETag. A document is named by its kind, activity, agent, registration and id; an
 * agent that names one of the tenant's users is kept as 'user:<id>', so the LMS finds its users'
 * documents (a task's submission state) whatever address the portal's agents carry.
 */

export type DocumentKind = 'state' | 'activity_profile' | 'agent_profile';

export interface DocumentKey {
  scope: string;
  kind: DocumentKind;
  /** '' for an agent profile. */
  activityId: string;
  /** 'user:<id>' or the agent's inverse functional identifier; '' for an activity profile. */
  agent: string;
  /** '' for none. */
  registration: string;
  /** The stateId or profileId. */
  documentId: string;
}

/** Which documents a list or a delete of several covers: a registration left out means any. */
export type DocumentSet = Omit<DocumentKey, 'documentId' | 'registration'> & { registration?: string | undefined; since?: Date | undefined };

export interface StoredDocument {
  contentType: string;
  content: Buffer;
  etag: string;
  updated: Date;
}

export const JSON_TYPE = 'application/json';

/** Whether a Content-Type names JSON (parameters such as charset aside). */
export function isJsonType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === JSON_TYPE;
}

/** The agent key of one of the tenant's users. */
export const userAgentKey = (userId: string): string => `user:${userId}`;

type Db = Kysely<DB>;

/** The columns that name a set of documents: its registration only when the set names one. */
const setColumns = (set: DocumentSet) => ({
  scope: set.scope,
  kind: set.kind,
  activity_id: set.activityId,
  agent: set.agent,
  ...(set.registration !== undefined ? { registration: set.registration } : {}),
});

/** The columns that name one document (its reads, writes and deletes alike). */
const keyColumns = (key: DocumentKey) => ({ ...setColumns(key), registration: key.registration, document_id: key.documentId });

function byKey(db: Db, key: DocumentKey) {
  return db.selectFrom('xapi_documents').where((eb) => eb.and(keyColumns(key)));
}

/** The document, or undefined; `forUpdate` locks its row for the caller's transaction (a write that checks a condition first). */
export async function findDocument(db: Db, key: DocumentKey, options: { forUpdate?: boolean } = {}): Promise<StoredDocument | undefined> {
  let query = byKey(db, key).select(['content_type', 'content', 'etag', 'updated']);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { contentType: row.content_type, content: Buffer.from(row.content), etag: row.etag, updated: new Date(row.updated) } : undefined;
}

function inSet(db: Db, set: DocumentSet) {
  let query = db.selectFrom('xapi_documents').where((eb) => eb.and(setColumns(set)));
  if (set.since !== undefined) query = query.where('updated', '>', set.since);
  return query;
}

/** The ids of the documents of a set, changed after `since` when given (each id once: several registrations may hold it). */
export async function listDocumentIds(db: Db, set: DocumentSet): Promise<string[]> {
  const rows = await inSet(db, set).select('document_id').distinct().orderBy('document_id').execute();
  return rows.map((row) => row.document_id);
}

/**
 * Stores the document (a new one or in place of the one there); its ETag is returned. With `onlyIfNew`
 * a document that is there already (another request made it meanwhile) stays, and undefined is returned.
 */
export async function saveDocument(
  db: Db,
  key: DocumentKey,
  document: { contentType: string; content: Buffer; userId: string | null },
  updated = new Date(),
  options: { onlyIfNew?: boolean } = {},
): Promise<string | undefined> {
  const etag = etagOf(document.content);
  const values = { content_type: document.contentType, content: document.content, etag, updated, user_id: document.userId };
  const row = await db
    .insertInto('xapi_documents')
    .values({ ...keyColumns(key), ...values })
    .onConflict((oc) => {
      const columns = oc.columns(['scope', 'kind', 'activity_id', 'agent', 'registration', 'document_id']);
      return options.onlyIfNew ? columns.doNothing() : columns.doUpdateSet(values);
    })
    .returning('etag')
    .executeTakeFirst();
  return row?.etag;
}

export async function deleteDocument(db: Db, key: DocumentKey): Promise<void> {
  await db
    .deleteFrom('xapi_documents')
    .where((eb) => eb.and(keyColumns(key)))
    .execute();
}

export async function deleteDocuments(db: Db, set: DocumentSet): Promise<void> {
  await db
    .deleteFrom('xapi_documents')
    .where((eb) => eb.and(setColumns(set)))
    .execute();
}

// The LMS's own use: JSON documents of its users -----------------------------------------------------

/** A user's JSON document as the LMS reads it (a task's submission state, the score-history profile); undefined when none or not JSON. */
export async function readUserJson(db: Db, key: Omit<DocumentKey, 'agent'> & { userId: string }): Promise<{ content: unknown; updated: Date } | undefined> {
  const found = await findDocument(db, { ...key, agent: userAgentKey(key.userId) });
  if (!found || !isJsonType(found.contentType)) return undefined;
  return { content: JSON.parse(found.content.toString('utf8')) as unknown, updated: found.updated };
}

/** Writes a user's JSON document as the LMS decides it (no conditions: the LMS is the document's author). */
export async function writeUserJson(db: Db, key: Omit<DocumentKey, 'agent'> & { userId: string }, content: unknown, updated = new Date()): Promise<void> {
  await saveDocument(
    db,
    { ...key, agent: userAgentKey(key.userId) },
    { contentType: JSON_TYPE, content: Buffer.from(JSON.stringify(content), 'utf8'), userId: key.userId },
    updated,
  );
}
