import type { Database } from '../db';
import { LmsError } from '../lib/errors';
import { countWrite, forgetWritesBefore, uncountWrite } from '../repositories/rate-events';

/*
 * Per-user limits on writes that create content or send mail. The address-based flood limits of the
 * rate-limit plugin stop one machine; these stop one account, wherever it calls from, and hold across
 * LMS replicas (the counts are rows, migration 0019).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const WRITE_LIMITS = {
  /** A CPD entry or plan shared by e-mail. */
  'mail:share': { max: 20, windowMs: HOUR },
  /** A support message (the dialog of spec 1 §3): enough for a real problem, too few for spam. */
  'mail:support': { max: 5, windowMs: HOUR },
  /** A notification sent because of something the user did. */
  'mail:notification': { max: 50, windowMs: HOUR },
  /** A comment. */
  comment: { max: 30, windowMs: 15 * MINUTE },
  /** A file uploaded to the file store or as CPD evidence. */
  upload: { max: 30, windowMs: 15 * MINUTE },
  /** Other records a user creates (CPD entries, plans and periods, external learning items). */
  record: { max: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, { max: number; windowMs: number }>;

export type WriteKind = keyof typeof WRITE_LIMITS;

const LONGEST_WINDOW_MS = Math.max(...Object.values(WRITE_LIMITS).map((limit) => limit.windowMs));

/**
 * Counts one write of the user; beyond the kind's limit 429 TooManyRequests, and the refused write is
 * not counted. Call it before the write (inside its transaction when it has one).
 */
export async function takeWriteAllowance(db: Database, userId: string, kind: WriteKind, now = new Date()): Promise<void> {
  const limit = WRITE_LIMITS[kind];
  const { id, count } = await countWrite(db, userId, kind, new Date(now.getTime() - limit.windowMs));
  if (count > limit.max) {
    await uncountWrite(db, id);
    throw new LmsError(429, 'TooManyRequests', 'Too many requests. Please wait and try again.');
  }
  // Keeps the table small: a user's rows older than any window count for nothing.
  if (id % 50 === 0) await forgetWritesBefore(db, userId, new Date(now.getTime() - LONGEST_WINDOW_MS));
}
