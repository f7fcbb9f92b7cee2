import type { FastifyError, FastifyInstance } from 'fastify';
import { LmsError } from '../../lib/errors';

/**
 * Errors answer as everywhere in the LMS (`{success:false, ErrorCode, Message}`) with the status xAPI
 * names; Fastify's own 4xx (a body too large, a bad header) keep their status, anything else is a 500
 * whose detail stays in the log.
 */
export function registerLrsErrors(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError | LmsError, request, reply) => {
    if (error instanceof LmsError) return reply.code(error.statusCode).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ success: false, ErrorCode: status === 413 ? 'PayloadTooLarge' : 'BadRequest', Message: error.message });
    request.log.error({ err: error }, 'record store request failed');
    return reply.code(500).send({ success: false, ErrorCode: 'InternalError' });
  });
}
