import { SupportMessageSchema } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { json } from '../../db/json';
import { parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { sendToOutbox } from '../../repositories/outbox';
import { appSettings } from '../../repositories/tenants';

/** gpo: the support-message dialog (spec 1 §3). With no recipients the tenant's supportRecipients are used. */
const gpoRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/send/', { preHandler: fastify.requireSession }, async (request) => {
    const input = parseInput(SupportMessageSchema, request.body);
    const user = await sessionUser(request);
    const recipients = input.recipients.length > 0 ? input.recipients : ((await appSettings(db, user.scope)).supportRecipients ?? []);
    const subject = input.subject || `Support request from ${user.display_name}`;
    await db
      .insertInto('support_messages')
      .values({ scope: user.scope, from_user: user.id, recipients: json(recipients), subject, body: input.body })
      .execute();
    for (const address of recipients) {
      const body = `From: ${user.display_name} (${user.username}${user.email ? `, ${user.email}` : ''})\n\n${input.body}`;
      await sendToOutbox(db, { scope: user.scope, toUsername: address, toAddress: address, channel: 'email', subject, body });
    }
    return { success: true };
  });
};

export default gpoRoutes;
