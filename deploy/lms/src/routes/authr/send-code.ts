import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { verificationCodeMessage } from '../../domain/outbox-messages';
import { sendToOutbox } from '../../repositories/outbox';
import { systemName } from '../../repositories/tenants';

export interface CodeDestination {
  mode: 'email' | 'sms';
  email?: string | null;
  countryCode?: string | null;
  contactNumber?: string | null;
}

/** Sends a six-digit code by e-mail or SMS (to the outbox); false when the user has no such destination. */
export async function sendCode(db: Database, user: UserRow, destination: CodeDestination, code: string): Promise<boolean> {
  const address = destination.mode === 'email' ? destination.email : destination.contactNumber && [destination.countryCode, destination.contactNumber].filter(Boolean).join(' ');
  if (!address) return false;
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
  return true;
}
