import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Avatar pictures: one file per request, at most 2 MB (larger answers 413). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export default fp(
  async (fastify) => {
    if (fastify.hasContentTypeParser('multipart/form-data')) return;
    await fastify.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 5 } });
  },
  { name: 'lms-multipart' },
);
