import { SupportMessageSchema } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { json } from '../../db/json';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { sendOnBehalf } from '../on-behalf-mail';
import { appSettings } from '../../repositories/tenants';

/**
 * gpo: the support-message dialog (spec 1 §3). Messages go only to the tenant's configured support
 * addresses (settings supportRecipients): the request may pick among them (none picks all of them),
 * any other address is refused with 400, so the call is no mail relay. Subject and body are capped
 * by the contract; sending goes through the mail module (on-behalf-mail.ts), which limits each user
 * to WRITE_LIMITS['mail:support'] messages an hour (then 429).
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
    return { success: true };
  });
};

export default gpoRoutes;
