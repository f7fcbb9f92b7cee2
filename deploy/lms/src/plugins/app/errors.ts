import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { LmsError } from '../../lib/errors';

/** Fastify's own 4xx errors (bad JSON, body too large, wrong media type) named for the client. */
function errorCodeFor(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'UnsupportedMediaType';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'PayloadTooLarge';
  if (error.statusCode === 429) return 'TooManyRequests';
  return 'BadRequest';
}

/** Every error answers the agreed body `{success:false, ErrorCode?, Message?}`; 5xx details stay in the log. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError | LmsError, request, reply) => {
      if (error instanceof LmsError) return reply.code(error.statusCode).send(error.body);
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ success: false, ErrorCode: errorCodeFor(error), Message: error.message });
      }
      request.log.error({ err: error }, 'LMS request failed');
      return reply.code(500).send({ success: false, ErrorCode: 'InternalError' });
    });
    fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, ErrorCode: 'NotFound' }));
  },
  { name: 'lms-errors' },
);
