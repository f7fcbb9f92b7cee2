import { DidpDecodeSchema, type DidpDecodeResponse, DidpEncodeSchema, type DidpEncodeResponse } from '@portal/contracts/sso';
import type { FastifyPluginAsync } from 'fastify';
import { decodeSignOnRequest, signIdentity } from '../../domain/identity-provider';
import { parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { headerTenant } from '../../plugins/app/tenant';

/** didp: the portal as identity provider for another site (spec 1 §2, §7; the rules: domain/identity-provider). */
const didpRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  /** Checks the other site's signed request and reads where to send the user back, and its nonce. */
  fastify.post('/decode', async (request): Promise<DidpDecodeResponse> => {
    const input = parseInput(DidpDecodeSchema, request.body);
    return { success: true, ...(await decodeSignOnRequest(db, await headerTenant(request), input.data, input.hash)) };
  });

  /** Signs the signed-in user's identity for the other site. */
  fastify.post('/encode', { preValidation: fastify.requireSession }, async (request): Promise<DidpEncodeResponse> => {
    const input = parseInput(DidpEncodeSchema, request.body);
    return { success: true, ...(await signIdentity(db, await sessionUser(request), input)) };
  });
};

export default didpRoutes;
