import type { Selectable } from 'kysely';
import type { Database } from '../db';
import type { AiccSessionsTable } from '../db/schema';
import { randomToken, sha256 } from '../lib/tokens';

/** An AICC session lasts a working day: the content may stay open that long. */
export const AICC_SESSION_HOURS = 12;

export type AiccSession = Selectable<AiccSessionsTable>;

/** Starts the HACP session of one launch; answers its aicc_sid (only its SHA-256 is stored). */
export async function createAiccSession(db: Database, input: { scope: string; userId: string; itemId: string; attemptId: string | null }): Promise<string> {
  const sid = randomToken(24);
  await db
    .insertInto('aicc_sessions')
    .values({
      sid_hash: sha256(sid),
      scope: input.scope,
      user_id: input.userId,
      item_id: input.itemId,
      attempt_id: input.attemptId,
      expires_at: new Date(Date.now() + AICC_SESSION_HOURS * 3600_000),
    })
    .execute();
  return sid;
}

/** The live session behind an aicc_sid, or undefined when unknown or expired. */
export async function findAiccSession(db: Database, sid: string): Promise<AiccSession | undefined> {
  return db.selectFrom('aicc_sessions').selectAll().where('sid_hash', '=', sha256(sid)).where('expires_at', '>', new Date()).executeTakeFirst();
}

/** What a PutParam reported; a value it left out keeps the one before. */
export async function updateAiccSession(
  db: Database,
  session: AiccSession,
  reported: { lessonStatus?: string | null; lessonLocation?: string | undefined; score?: string | undefined },
): Promise<void> {
  await db
    .updateTable('aicc_sessions')
    .set({
      lesson_status: reported.lessonStatus ?? session.lesson_status,
      lesson_location: reported.lessonLocation ?? session.lesson_location,
      score: reported.score ?? session.score,
      updated_at: new Date(),
    })
    .where('sid_hash', '=', session.sid_hash)
    .execute();
}
