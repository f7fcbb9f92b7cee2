import { ITEMS, type Profile, type ProfileResponse, ProfileUpdateSchema } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { itemValue } from '../../domain/named-items';
import { applyProfileUpdate } from '@portal/contracts';
import { json } from '../../db/json';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { namedItemsForUser, profileFieldDefinitions } from '../../repositories/tenants';
import { updateUser } from '../../repositories/users';

/** The language selector posts only this field; it works even where the profile is read-only. */
const LANGUAGE_FIELD = 'preferredLanguage';

/** Only the signed-in user's own profile can be read or changed here. */
async function ownUser(request: FastifyRequest<{ Params: { userId: string } }>): Promise<UserRow> {
  const user = await sessionUser(request);
  if (request.params.userId !== user.id) throw new LmsError(403, 'NotOwnProfile');
  return user;
}

const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const route = '/api/v4/users/:userId/profile';

  fastify.get<{ Params: { userId: string } }>(route, { preHandler: fastify.requireSession }, async (request): Promise<ProfileResponse> => {
    const user = await ownUser(request);
    return { profile: user.profile };
  });

  /** A partial update: the fields sent are checked against their definitions (spec 1 §5), the rest are kept. */
  fastify.post<{ Params: { userId: string } }>(route, { preHandler: fastify.requireSession }, async (request): Promise<ProfileResponse> => {
    const input = parseInput(ProfileUpdateSchema, request.body);
    const user = await ownUser(request);
    const editable = user.authentication_mode === 'forms' && itemValue(await namedItemsForUser(db, user), ITEMS.profileEditingEnabled) !== 'false';
    if (!editable && Object.keys(input.profile).some((name) => name !== LANGUAGE_FIELD)) throw new LmsError(403, 'ProfileReadOnly');

    const outcome = applyProfileUpdate(await profileFieldDefinitions(db, user.scope), user.profile, input.profile);
    if (!outcome.ok) throw new LmsError(400, 'ValidationFailed', `${outcome.field}: ${outcome.reason}`);
    const profile: Profile = input.EmailAddress ? { ...outcome.profile, mail: input.EmailAddress } : outcome.profile;
    const mail = typeof profile.mail === 'string' && profile.mail ? profile.mail : user.email;
    await updateUser(db, user.id, { profile: json(profile), email: mail });
    return { profile };
  });
};

export default profileRoutes;
