import type { SupportMessageSchema } from '@portal/contracts/support';
import type * as v from 'valibot';
import type { Database } from '../db';
import { json } from '../db/json';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { appSettings } from '../repositories/tenants';
import { sendOnBehalf } from './on-behalf-mail';

/*
 * The support message (spec 1 §3): it goes only to the tenant's configured support addresses
 * (settings supportRecipients). The sender may pick among them (none picks all of them); any other
 * address is refused, so the call is no mail relay. Sending goes through on-behalf-mail.ts, which
 * limits each user to WRITE_LIMITS['mail:support'] messages an hour.
 */

/** What the support call refuses, with their statuses (routes/README.md, gpo). */
export const SUPPORT_REFUSALS = {
  ValidationFailed: 400,
  SupportNotConfigured: 409,
} as const;
const refuse = refusals(SUPPORT_REFUSALS);

/** Sends the user's support message to the addresses chosen among the tenant's, and keeps it. */
export async function sendSupportMessage(db: Database, user: UserRow, input: v.InferOutput<typeof SupportMessageSchema>): Promise<void> {
  const configured = (await appSettings(db, user.scope)).supportRecipients ?? [];
  if (configured.length === 0) throw refuse('SupportNotConfigured', 'The tenant has no support address');
  const known = new Map(configured.map((address) => [address.trim().toLowerCase(), address]));
  const unknown = input.recipients.find((address) => !known.has(address.toLowerCase()));
  if (unknown !== undefined) throw refuse('ValidationFailed', 'recipients: only the tenant’s support addresses may be chosen');
  const recipients = input.recipients.length > 0 ? [...new Set(input.recipients.map((address) => known.get(address.toLowerCase())!))] : configured;

  const subject = input.subject || `Support request from ${user.display_name}`;
  const body = `From: ${user.display_name} (${user.username}${user.email ? `, ${user.email}` : ''})\n\n${input.body}`;
  // The mail module checks the addresses again, counts the message against the user's limit and queues it; then it is kept.
  await db.transaction().execute(async (trx) => {
    await sendOnBehalf(trx, user, { kind: 'support', to: recipients, subject, body, field: 'recipients' });
    await trx
      .insertInto('support_messages')
      .values({ scope: user.scope, from_user: user.id, recipients: json(recipients), subject, body: input.body })
      .execute();
  });
}
