import { ITEMS } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { avatarPlaceholderSvg, avatarSize, initials } from '../../domain/avatar';
import { itemValue } from '../../domain/named-items';
import { LmsError } from '../../lib/errors';
import { imageTypeOf } from '../../lib/file-signatures';
import { sessionUser } from '../../plugins/app/auth';
import { namedItemsForUser, profileFieldDefinitions } from '../../repositories/tenants';
import { findUserByMailOrId } from '../../repositories/users';

type AvatarRequest = { Params: { mailOrId: string }; Querystring: { s?: string } };

/** avatar: GET serves the uploaded picture or an initials placeholder; POST uploads the user's own picture. */
const avatarRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.get<AvatarRequest>('/:mailOrId', { preHandler: fastify.requireSession }, async (request, reply) => {
    const scope = request.session!.scope;
    const user = await findUserByMailOrId(db, scope, request.params.mailOrId);
    const picture = user && (await db.selectFrom('avatars').select(['content_type', 'data']).where('user_id', '=', user.id).executeTakeFirst());
    reply.header('cache-control', 'private, max-age=60').header('x-content-type-options', 'nosniff');
    if (picture) return reply.type(picture.content_type).send(Buffer.from(picture.data));
    const size = avatarSize(request.query.s);
    const label = initials(user?.display_name || request.params.mailOrId);
    return reply.type('image/svg+xml').send(avatarPlaceholderSvg(label, size, user?.id ?? request.params.mailOrId));
  });

  /** Errors of spec 1 §8: 400 missing mail, 413 too large, 415 not a gif/jpeg/png. */
  fastify.post<AvatarRequest>('/:mailOrId', { preHandler: fastify.requireSession }, async (request) => {
    const user = await sessionUser(request);
    const target = await findUserByMailOrId(db, user.scope, request.params.mailOrId);
    if (target?.id !== user.id) throw new LmsError(403, 'NotOwnAvatar');
    if (itemValue(await namedItemsForUser(db, user), ITEMS.avatarEditingEnabled) === 'false') throw new LmsError(403, 'AvatarEditingDisabled');
    const mailRequired = (await profileFieldDefinitions(db, user.scope)).some((def) => def.name === 'mail' && def.required);
    if (mailRequired && !user.email) throw new LmsError(400, 'MissingMail');

    const file = request.isMultipart() ? await request.file() : undefined;
    if (!file) throw new LmsError(400, 'ValidationFailed', 'file: required');
    const data = await file.toBuffer();
    const contentType = imageTypeOf(data);
    if (!contentType) throw new LmsError(415, 'UnsupportedMediaType');
    const values = { content_type: contentType, data, updated_at: new Date() };
    await db
      .insertInto('avatars')
      .values({ user_id: user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return { success: true };
  });
};

export default avatarRoutes;
