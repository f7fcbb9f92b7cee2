import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { LmsError } from '../lib/errors';
import { sendToOutbox } from '../repositories/outbox';
import { systemName } from '../repositories/tenants';
import { verificationCodeMessage } from './outbox-messages';

export interface CodeDestination {
  mode: 'email' | 'sms';
  email?: string | null;
  countryCode?: string | null;
  contactNumber?: string | null;
}

/** Sends a six-digit code by e-mail or SMS (to the outbox); 400 NoDestination when the user has no such destination. */
export async function sendCode(db: Database, user: UserRow, destination: CodeDestination, code: string): Promise<void> {
  const address = destination.mode === 'email' ? destination.email : destination.contactNumber && [destination.countryCode, destination.contactNumber].filter(Boolean).join(' ');
  if (!address) throw new LmsError(400, 'NoDestination');
  const text = verificationCodeMessage(await systemName(db, user.scope), code);
  await sendToOutbox(db, {
    scope: user.scope,
    toUsername: user.username,
    toAddress: address,
    channel: destination.mode,
    // An SMS has no subject; the body alone is the message.
    subject: destination.mode === 'email' ? text.subject : '',
    body: text.body,
    code,
  });
}
