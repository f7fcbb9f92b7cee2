import { sql } from 'kysely';
import type { Database } from '../db';

export interface OutboxMessage {
  scope: string;
  toUsername: string;
  toAddress: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  /** The code the message carries, so the demo outbox can show it on its own. */
  code?: string;
}

/** Every e-mail and SMS the LMS "sends" lands here; nothing leaves the machine. */
export async function sendToOutbox(db: Database, message: OutboxMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      scope: message.scope,
      to_username: message.toUsername,
      to_address: message.toAddress,
      channel: message.channel,
      subject: message.subject,
      body: message.body,
      code: message.code ?? null,
    })
    .execute();
}

export interface OutboxEntry {
  to: string;
  address: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  code: string | null;
  createdAt: string;
}

/** Newest first; `to` matches a username or an address, without regard to case. */
export async function latestOutbox(db: Database, to: string, limit = 20): Promise<OutboxEntry[]> {
  const needle = to.trim().toLowerCase();
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where((eb) => eb.or([eb(sql<string>`lower(to_username)`, '=', needle), eb(sql<string>`lower(to_address)`, '=', needle)]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    to: row.to_username,
    address: row.to_address,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    code: row.code,
    createdAt: row.created_at.toISOString(),
  }));
}
