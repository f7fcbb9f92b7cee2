import type { FastifyInstance } from 'fastify';
import { LmsError } from '../../lib/errors';

/** What a record-store request may carry: statements with their attachments, and documents of any type. */
export const LRS_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The store's own body parsers, in place of the LMS's: JSON parsed (a 400 for broken JSON), a form
 * (the alternate request syntax) as its fields, anything else (multipart/mixed, a document of any
 * type) as the bytes sent.
 */
export function registerLrsParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: LRS_BODY_LIMIT }, (_request, body: string, done) => {
    if (body.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      done(new LmsError(400, 'InvalidJson', 'body: not valid JSON'), undefined);
    }
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: LRS_BODY_LIMIT }, (_request, body: string, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body)));
  });
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LRS_BODY_LIMIT }, (_request, body: Buffer, done) => done(null, body));
}
