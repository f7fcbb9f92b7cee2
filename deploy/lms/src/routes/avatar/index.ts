import type { FastifyPluginAsync } from 'fastify';
import { assertAvatarEditable, avatarPicture, avatarPlaceholderSvg, avatarSize, initials } from '../../domain/avatar';
import { sessionUser } from '../../plugins/app/auth';
import { findUserByMailOrId } from '../../repositories/users';

type AvatarRequest = { Params: { mailOrId: string }; Querystring: { s?: string } };

/** avatar: GET serves the uploaded picture or an initials placeholder; POST uploads the user's own picture. */
const avatarRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.get<AvatarRequest>('/:mailOrId', { preValidation: fastify.requireSession }, async (request, reply) => {
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
  fastify.post<AvatarRequest>('/:mailOrId', { preValidation: fastify.requireSession }, async (request) => {
    const user = await sessionUser(request);
    const target = await findUserByMailOrId(db, user.scope, request.params.mailOrId);
    await assertAvatarEditable(db, user, target);
    const { contentType, data } = await avatarPicture(request.isMultipart() ? await request.file() : undefined);
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
