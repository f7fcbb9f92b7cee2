import { type ProfileResponse, ProfileUpdateSchema } from '@portal/contracts';
import { EmailChangeConfirmSchema, type EmailChangeConfirmResponse, type EmailChangeResponse, EmailChangeSchema } from '@portal/contracts/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { assertAddressAvailable, assertProfileEditable, checkNewAddress, MAIL_FIELD, updatedProfile } from '../../domain/accounts';
import { EMAIL_CHANGE_CODE_TYPE, EMAIL_CHANGE_TTL_MINUTES, currentEmailAddress, emailChangeCodeMessage, emailChangeNoticeMessage } from '../../domain/user';
import { json } from '../../db/json';
import { LmsError, parseInput } from '../../lib/errors';
import { sixDigitCode } from '../../lib/tokens';
import { endOtherSessions } from '../../repositories/account-security';
import { sendToOutbox } from '../../repositories/outbox';
import { systemName } from '../../repositories/tenants';
import { updateUser } from '../../repositories/users';
import { createUserCode, useUserCode } from '../../repositories/verifications';
import { actFor } from '../acting-for';
import { assertPasswordChecksAllowed, clearFailedChecks, failCodeCheck, proveCurrentUser } from '../step-up';

/** Only the signed-in user's own profile can be read or changed here. */
async function ownUser(request: FastifyRequest<{ Params: { userId: string } }>): Promise<UserRow> {
  return (await actFor(request, request.params.userId, { refusal: () => new LmsError(403, 'NotOwnProfile') })).subject;
}

const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const route = '/api/v4/users/:userId/profile';

  fastify.get<{ Params: { userId: string } }>(route, { preValidation: fastify.requireSession }, async (request): Promise<ProfileResponse> => {
    const user = await ownUser(request);
    return { profile: user.profile };
  });

  /** A partial update of the profile (the rules: domain/accounts updatedProfile). */
  fastify.post<{ Params: { userId: string } }>(route, { preValidation: fastify.requireSession }, async (request): Promise<ProfileResponse> => {
    const input = parseInput(ProfileUpdateSchema, request.body);
    const user = await ownUser(request);
    const profile = await updatedProfile(db, user, input);
    await updateUser(db, user.id, { profile: json(profile) });
    return { profile };
  });

  /**
   * Starts an e-mail change: needs the current password (and second factor) in the call, a free address
   * that passes the tenant's mail field rules; a code goes to the new address, a notice to the old one.
   */
  fastify.post<{ Params: { userId: string } }>('/api/v4/users/:userId/email', { preValidation: fastify.requireSession }, async (request): Promise<EmailChangeResponse> => {
    const { EmailAddress: address, ...proof } = parseInput(EmailChangeSchema, request.body);
    const user = await ownUser(request);
    await assertProfileEditable(db, user);
    // The call carries the current password (and second factor): a session alone, however fresh, changes nothing.
    await proveCurrentUser(db, user, proof);
    await checkNewAddress(db, user, address);
    const current = currentEmailAddress(user);

    const code = sixDigitCode();
    await createUserCode(db, { scope: user.scope, userId: user.id, type: EMAIL_CHANGE_CODE_TYPE, code, ttlSeconds: EMAIL_CHANGE_TTL_MINUTES * 60, payload: address });
    const name = await systemName(db, user.scope);
    const message = emailChangeCodeMessage(name, code);
    await sendToOutbox(db, { scope: user.scope, toUsername: user.username, toAddress: address, channel: 'email', ...message, code });
    if (current) await sendToOutbox(db, { scope: user.scope, toUsername: user.username, toAddress: current, channel: 'email', ...emailChangeNoticeMessage(name, address) });
    return { success: true, pending: address };
  });

  /** Confirms the pending change with the code sent to the new address; the user's other sessions end. */
  fastify.post<{ Params: { userId: string } }>(
    '/api/v4/users/:userId/email/confirm',
    { preValidation: fastify.requireSession },
    async (request): Promise<EmailChangeConfirmResponse> => {
      const { code } = parseInput(EmailChangeConfirmSchema, request.body);
      const user = await ownUser(request);
      await assertProfileEditable(db, user);
      await assertPasswordChecksAllowed(db, user);
      const address = await useUserCode(db, user.id, EMAIL_CHANGE_CODE_TYPE, code);
      if (!address) return failCodeCheck(db, user);
      await assertAddressAvailable(db, user, address);
      await updateUser(db, user.id, { email: address, email_verified: true, profile: json({ ...user.profile, [MAIL_FIELD]: address }) });
      await clearFailedChecks(db, user);
      await endOtherSessions(db, user.id, request.session!.tokenHash);
      return { success: true, email: address };
    },
  );
};

export default profileRoutes;
