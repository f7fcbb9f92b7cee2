import { SupportMessageSchema } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db';
import { json } from '../../db/json';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { sendToOutbox } from '../../repositories/outbox';
import { appSettings } from '../../repositories/tenants';

/** Support messages one user may send per window (issue 10, finding 11): enough for a real problem, too few for spam. */
export const SUPPORT_MESSAGES_PER_WINDOW = 5;
export const SUPPORT_WINDOW_MS = 60 * 60 * 1000;

async function sentInWindow(db: Database, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('from_user', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - SUPPORT_WINDOW_MS))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * gpo: the support-message dialog (spec 1 §3). Messages go only to the tenant's configured support
 * addresses (settings supportRecipients): the request may pick among them (none picks all of them),
 * any other address is refused with 400, so the call is no mail relay. Subject and body are capped
 * by the contract, and each user may send SUPPORT_MESSAGES_PER_WINDOW an hour (then 429).
 */
const gpoRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/send/', { preHandler: fastify.requireSession }, async (request) => {
    const input = parseInput(SupportMessageSchema, request.body);
    const user = await sessionUser(request);
    const configured = (await appSettings(db, user.scope)).supportRecipients ?? [];
    if (configured.length === 0) throw new LmsError(409, 'SupportNotConfigured', 'The tenant has no support address');
    const known = new Map(configured.map((address) => [address.trim().toLowerCase(), address]));
    const unknown = input.recipients.find((address) => !known.has(address.toLowerCase()));
    if (unknown !== undefined) throw new LmsError(400, 'ValidationFailed', 'recipients: only the tenant’s support addresses may be chosen');
    const recipients = input.recipients.length > 0 ? [...new Set(input.recipients.map((address) => known.get(address.toLowerCase())!))] : configured;

    const now = new Date();
    if ((await sentInWindow(db, user.id, now)) >= SUPPORT_MESSAGES_PER_WINDOW) {
      throw new LmsError(429, 'TooManyRequests', 'Too many support messages. Please wait and try again.');
    }
    const subject = input.subject || `Support request from ${user.display_name}`;
    await db
      .insertInto('support_messages')
      .values({ scope: user.scope, from_user: user.id, recipients: json(recipients), subject, body: input.body, created_at: now })
      .execute();
    const body = `From: ${user.display_name} (${user.username}${user.email ? `, ${user.email}` : ''})\n\n${input.body}`;
    for (const address of recipients) {
      await sendToOutbox(db, { scope: user.scope, toUsername: address, toAddress: address, channel: 'email', subject, body });
    }
    return { success: true };
  });
};

export default gpoRoutes;
