import { isUsernameAllowed, passwordComplexityProblem, RegistrationSchema, type RegistrationResponse, USERNAME_COMPLEXITY } from '@portal/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import { isSelfRegistrationOpen, registrationDisplayName, registrationProfile } from '../../domain/registration';
import { LmsError, parseInput } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { createRegisteredUser } from '../../repositories/accounts';
import { appSettings } from '../../repositories/tenants';
import { findUserByUsername } from '../../repositories/users';
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
    const outcome = registrationProfile(
      { definitions: settings.profile ?? [], registrationFields: settings.registrationProfileFields, userNameIsEmail: settings.userNameIsEmail },
      username,
      input.profile,
    );
    if (!outcome.ok) throw new LmsError(400, 'InvalidProfile', `${outcome.field}: ${outcome.reason}`);
    // Hashed before the username is looked up, so a taken and a free username cost the same time.
    const passwordHash = await hashPassword(input.Password);
    if (await findUserByUsername(db, scope, username)) throw new LmsError(400, 'UsernameTaken');

    const mail = outcome.profile.mail;
    const user = await createRegisteredUser(db, {
      scope,
      username,
      passwordHash,
      displayName: registrationDisplayName(username, outcome.profile),
      email: typeof mail === 'string' && mail ? mail.toLowerCase() : null,
      profile: outcome.profile,
    });
    // Another registration took the name between the check and the insert.
    if (!user) throw new LmsError(400, 'UsernameTaken');
    await emailCode(db, user, 'RegisteredEmailVerification', fastify.lmsConfig.portalUrl());
    return { success: true, userId: user.id };
  });
};

export default registerRoutes;
