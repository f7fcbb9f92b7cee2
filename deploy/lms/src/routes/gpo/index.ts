import { SupportMessageSchema } from '@portal/contracts/support';
import type { FastifyPluginAsync } from 'fastify';
import { sendSupportMessage } from '../../domain/support';
import { parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';

/**
 * gpo: the support-message dialog (spec 1 §3). Messages go only to the tenant's configured support
 * addresses, at most WRITE_LIMITS['mail:support'] an hour per user (domain/support.ts).
 */
const gpoRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/send/', { preValidation: fastify.requireSession }, async (request) => {
    const input = parseInput(SupportMessageSchema, request.body);
    const user = await sessionUser(request);
    await sendSupportMessage(db, user, input);
    return { success: true };
  });
};

export default gpoRoutes;
