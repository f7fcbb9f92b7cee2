import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { headerValue, mailBody, matchesConfiguredRecipient } from './mail';
import { LmsError } from '../lib/errors';
import { sendToOutbox } from '../repositories/outbox';
import { tenantSettings } from '../repositories/tenants';
import { isEmailAddressTaken } from '../repositories/users';
import { takeWriteAllowance } from './write-limits';

/*
 * The one way mail leaves on a user's behalf (CPD shares, support messages, notifications), so the
 * portal is no relay for phishing or spam:
 * - recipients: support messages only to the tenant's `supportRecipients`; anything else only to an
 *   address of one of the tenant's users (account e-mail or profile mail), a support address, or an
 *   entry of the tenant's `mailRecipients` setting (an address, or '@domain' for a whole domain);
 *   one address outside refuses the whole message (400), nothing is queued;
 * - headers: the subject is one line without control characters, at most 200 characters;
 * - size: the body is cut at 20,000 characters;
 * - rate: per user and kind (write-limits.ts), counted before anything is queued.
 */

export type OnBehalfKind = 'share' | 'support' | 'notification';

export interface OnBehalfMessage {
  kind: OnBehalfKind;
  to: readonly string[];
  subject: string;
  body: string;
  /** The request field that named the recipients, for the 400's reason. */
  field: string;
}

function configuredList(settings: Record<string, unknown>, name: string): string[] {
  const value = settings[name];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : [];
}

/** Whether the tenant lets mail of this kind go to the address. */
export async function isAllowedRecipient(db: Database, scope: string, kind: OnBehalfKind, address: string): Promise<boolean> {
  const settings = await tenantSettings(db, scope);
  const support = configuredList(settings, 'supportRecipients');
  if (kind === 'support') return matchesConfiguredRecipient(address, support);
  if (matchesConfiguredRecipient(address, [...support, ...configuredList(settings, 'mailRecipients')])) return true;
  return isEmailAddressTaken(db, scope, address, '');
}

/** Checks, counts and queues one message from `sender`; answers the addresses it went to. */
export async function sendOnBehalf(db: Database, sender: UserRow, message: OnBehalfMessage): Promise<string[]> {
  const recipients = [...new Set(message.to.map((address) => address.trim()).filter(Boolean))];
  if (recipients.length === 0) throw new LmsError(400, 'ValidationFailed', `${message.field}: required`);
  for (const address of recipients) {
    if (!(await isAllowedRecipient(db, sender.scope, message.kind, address))) {
      throw new LmsError(400, 'RecipientNotAllowed', `${message.field}: mail goes only to addresses of the organisation`);
    }
  }
  await takeWriteAllowance(db, sender.id, `mail:${message.kind}`);
  const subject = headerValue(message.subject);
  const body = mailBody(message.body);
  for (const address of recipients) {
    await sendToOutbox(db, { scope: sender.scope, toUsername: address, toAddress: address, channel: 'email', subject, body });
  }
  return recipients;
}
