import { randomUUID } from 'node:crypto';
import { isUsernameAllowed, passwordComplexityProblem, RegistrationSchema, type RegistrationResponse, USERNAME_COMPLEXITY } from '@portal/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import { isSelfRegistrationOpen, registrationDisplayName, registrationProfile } from '../../domain/registration';
import { LmsError, parseInput } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { createRegisteredUser } from '../../repositories/accounts';
import { appSettings, systemName } from '../../repositories/tenants';
import { findUserByEmailAddress, findUserByUsername } from '../../repositories/users';
import { sendToOutbox } from '../../repositories/outbox';
import { signUpAttemptMessage } from '../../domain/outbox-messages';
import { contextualPasswordProblem } from '../step-up';
import { emailCode } from './account-verification';

/**
 * Self-registration (spec 1 §3 registration payload, §4, §5 sign-up). Failures are 400 with the
 * ErrorCode the sign-up page shows (REGISTRATION_ERRORS); the new user verifies the e-mail before the
 * first sign-in, with the RegisteredEmailVerification code sent to it.
 */
const registerRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/api/v4/users', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request): Promise<RegistrationResponse> => {
    const input = parseInput(RegistrationSchema, request.body);
    const scope = request.tenant!;
    const settings = await appSettings(db, scope);
    if (!isSelfRegistrationOpen(settings)) throw new LmsError(403, 'RegistrationDisabled');

    const items = settings.items ?? [];
    const username = settings.userNameIsEmail ? input.Username.toLowerCase() : input.Username;
    if (!isUsernameAllowed(username, items)) throw new LmsError(400, USERNAME_COMPLEXITY);
    const complexity = passwordComplexityProblem(input.Password, items);
    if (complexity) throw new LmsError(400, 'PasswordComplexity', complexity);
    const common = passwordProblem(input.Password);
    if (common) throw new LmsError(400, 'PasswordTooCommon', common);
    // The spec's password-requirements answer for a password made of the username, the product's or the tenant's name.
    const contextual = await contextualPasswordProblem(db, input.Password, { username, scope });
    if (contextual) throw new LmsError(400, 'PasswordComplexity', contextual);
    const outcome = registrationProfile(
      { definitions: settings.profile ?? [], registrationFields: settings.registrationProfileFields, userNameIsEmail: settings.userNameIsEmail },
      username,
      input.profile,
    );
    if (!outcome.ok) throw new LmsError(400, 'InvalidProfile', `${outcome.field}: ${outcome.reason}`);
    // Hashed before the username is looked up, so a taken and a free username cost the same time.
    const passwordHash = await hashPassword(input.Password);
    const sameUsername = await findUserByUsername(db, scope, username);
    // With userNameIsEmail the username is the address, so a taken one is a taken address (below).
    if (sameUsername && !settings.userNameIsEmail) throw new LmsError(400, 'UsernameTaken');

    const mail = typeof outcome.profile.mail === 'string' && outcome.profile.mail ? outcome.profile.mail.toLowerCase() : null;
    // An address belongs to one account. A sign-up with one in use answers as a fresh one would (a
    // stranger learns nothing about who has an account) and tells the owner instead; nothing is created.
    const owner = sameUsername ?? (mail ? await findUserByEmailAddress(db, scope, mail) : undefined);
    if (owner) {
      const text = signUpAttemptMessage(await systemName(db, scope), fastify.lmsConfig.portalUrl());
      await sendToOutbox(db, { scope, toUsername: owner.username, toAddress: mail ?? owner.email ?? username, channel: 'email', ...text });
      return { success: true, userId: randomUUID() };
    }

    const user = await createRegisteredUser(db, {
      scope,
      username,
      passwordHash,
      displayName: registrationDisplayName(username, outcome.profile),
      email: mail,
      profile: outcome.profile,
    });
    // Another registration took the name between the check and the insert.
    if (!user) throw new LmsError(400, 'UsernameTaken');
    await emailCode(db, user, 'RegisteredEmailVerification', fastify.lmsConfig.portalUrl());
    return { success: true, userId: user.id };
  });
};

export default registerRoutes;
