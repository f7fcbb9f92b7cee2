import { ITEMS, type Profile, type ProfileResponse, ProfileUpdateSchema } from '@portal/contracts';
import {
  ACCOUNT_SECURITY_ERRORS as E,
  EmailChangeConfirmSchema,
  type EmailChangeConfirmResponse,
  type EmailChangeResponse,
  EmailChangeSchema,
  applyProfileUpdate,
  profileFieldProblem,
} from '@portal/contracts/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { itemValue } from '../../domain/named-items';
import {
  EMAIL_CHANGE_CODE_TYPE,
  EMAIL_CHANGE_TTL_MINUTES,
  currentEmailAddress,
  emailChangeCodeMessage,
  emailChangeNoticeMessage,
  sameEmailAddress,
  userEditableDefinitions,
} from '../../domain/user';
import { json } from '../../db/json';
import { LmsError, parseInput } from '../../lib/errors';
import { sixDigitCode } from '../../lib/tokens';
import { endOtherSessions } from '../../repositories/account-security';
import { sendToOutbox } from '../../repositories/outbox';
import { namedItemsForUser, profileFieldDefinitions, systemName } from '../../repositories/tenants';
import { isEmailAddressTaken, updateUser } from '../../repositories/users';
import { createUserCode, useUserCode } from '../../repositories/verifications';
import { actFor } from '../acting-for';
import { assertPasswordChecksAllowed, clearFailedChecks, failCodeCheck, proveCurrentUser } from '../step-up';

/** The language selector posts only this field; it works even where the profile is read-only. */
const LANGUAGE_FIELD = 'preferredLanguage';
const MAIL_FIELD = 'mail';

/** Only the signed-in user's own profile can be read or changed here. */
async function ownUser(request: FastifyRequest<{ Params: { userId: string } }>): Promise<UserRow> {
  return (await actFor(request, request.params.userId, { refusal: new LmsError(403, 'NotOwnProfile') })).subject;
}

async function isProfileEditable(db: Database, user: UserRow): Promise<boolean> {
  return user.authentication_mode === 'forms' && itemValue(await namedItemsForUser(db, user), ITEMS.profileEditingEnabled) !== 'false';
}

/** Another user's address is refused without saying whose (issue 10 finding 1). */
async function assertAddressAvailable(db: Database, user: UserRow, address: string): Promise<void> {
  if (await isEmailAddressTaken(db, user.scope, address, user.id)) throw new LmsError(409, E.emailAddressUnavailable);
}

const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const route = '/api/v4/users/:userId/profile';

  fastify.get<{ Params: { userId: string } }>(route, { preHandler: fastify.requireSession }, async (request): Promise<ProfileResponse> => {
    const user = await ownUser(request);
    return { profile: user.profile };
  });

  /**
   * A partial update: the fields sent are checked against their definitions (spec 1 §5), the rest are
   * kept. adminOnly and admin-managed fields (cpdEligible) cannot change, and neither can the address:
   * mail and EmailAddress may only repeat the current one; a new address goes through …/email.
   */
  fastify.post<{ Params: { userId: string } }>(route, { preHandler: fastify.requireSession }, async (request): Promise<ProfileResponse> => {
    const input = parseInput(ProfileUpdateSchema, request.body);
    const user = await ownUser(request);
    if (!(await isProfileEditable(db, user)) && Object.keys(input.profile).some((name) => name !== LANGUAGE_FIELD)) throw new LmsError(403, 'ProfileReadOnly');

    const definitions = userEditableDefinitions(await profileFieldDefinitions(db, user.scope));
    const outcome = applyProfileUpdate(definitions, user.profile, input.profile);
    if (!outcome.ok) throw new LmsError(400, 'ValidationFailed', `${outcome.field}: ${outcome.reason}`);
    const current = currentEmailAddress(user);
    const sentMail = input.profile[MAIL_FIELD];
    const changesMail =
      (typeof sentMail === 'string' && !sameEmailAddress(sentMail, current)) || (input.EmailAddress !== undefined && !sameEmailAddress(input.EmailAddress, current));
    if (changesMail) throw new LmsError(400, E.emailChangeNeedsConfirmation, 'mail: a new address is confirmed by a code sent to it');
    // The stored mail keeps its current spelling; the account e-mail is not touched here.
    const profile: Profile = MAIL_FIELD in input.profile ? { ...outcome.profile, [MAIL_FIELD]: user.profile[MAIL_FIELD] ?? current } : outcome.profile;
    await updateUser(db, user.id, { profile: json(profile) });
    return { profile };
  });

  /**
   * Starts an e-mail change: needs the current password (and second factor) in the call, a free address
   * that passes the tenant's mail field rules; a code goes to the new address, a notice to the old one.
   */
  fastify.post<{ Params: { userId: string } }>('/api/v4/users/:userId/email', { preHandler: fastify.requireSession }, async (request): Promise<EmailChangeResponse> => {
    const { EmailAddress: address, ...proof } = parseInput(EmailChangeSchema, request.body);
    const user = await ownUser(request);
    if (!(await isProfileEditable(db, user))) throw new LmsError(403, 'ProfileReadOnly');
    // The call carries the current password (and second factor): a session alone, however fresh, changes nothing.
    await proveCurrentUser(db, user, proof);
    const current = currentEmailAddress(user);
    if (sameEmailAddress(address, current)) throw new LmsError(400, 'ValidationFailed', 'EmailAddress: unchanged');
    const mailDefinition = (await profileFieldDefinitions(db, user.scope)).find((def) => def.name === MAIL_FIELD);
    const problem = mailDefinition && profileFieldProblem(mailDefinition, address);
    if (problem) throw new LmsError(400, 'ValidationFailed', `EmailAddress: ${problem}`);
    await assertAddressAvailable(db, user, address);

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
    { preHandler: fastify.requireSession },
    async (request): Promise<EmailChangeConfirmResponse> => {
      const { code } = parseInput(EmailChangeConfirmSchema, request.body);
      const user = await ownUser(request);
      if (!(await isProfileEditable(db, user))) throw new LmsError(403, 'ProfileReadOnly');
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
