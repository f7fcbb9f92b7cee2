import { RegistrationSchema, type RegistrationResponse } from '@portal/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import { register } from '../../domain/accounts';
import { parseInput } from '../../lib/errors';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';

/**
 * Self-registration (spec 1 §3 registration payload, §4, §5 sign-up). Failures are 400 with the
 * ErrorCode the sign-up page shows (REGISTRATION_ERRORS); the new user verifies the e-mail before the
 * first sign-in, with the RegisteredEmailVerification code sent to it.
 */
const registerRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/api/v4/users', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request): Promise<RegistrationResponse> => {
    const input = parseInput(RegistrationSchema, request.body);
    return register(db, request.tenant!, input, fastify.lmsConfig.portalUrl());
  });
};

export default registerRoutes;
