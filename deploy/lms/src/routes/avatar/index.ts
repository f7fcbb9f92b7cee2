import { ITEMS } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { avatarPlaceholderSvg, avatarSize, initials } from '../../domain/avatar';
import { itemValue } from '../../domain/named-items';
import { LmsError } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { namedItemsForUser, profileFieldDefinitions } from '../../repositories/tenants';
import { findUserByMailOrId } from '../../repositories/users';

type AvatarRequest = { Params: { mailOrId: string }; Querystring: { s?: string } };

/** The picture types of spec 1 §5 (gif, jpg/jpeg, png), recognised by their first bytes, not by the name sent. */
function imageType(data: Buffer): string | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  return undefined;
}

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
    const contentType = imageType(data);
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
