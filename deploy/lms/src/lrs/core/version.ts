import type { FastifyRequest } from 'fastify';
import { LmsError } from '../../lib/errors';

/** The xAPI version the store speaks: every answer names it (X-Experience-API-Version). */
export const XAPI_VERSION = '1.0.3';
export const VERSION_HEADER = 'x-experience-api-version';
/** A request may name any 1.0.x version (xAPI 1.0.3 part three §3.3). */
const ACCEPTED = /^1\.0(\.\d+)?$/;

/** 400 unless the request names a version the store accepts. */
export function checkVersion(request: FastifyRequest): void {
  const version = request.headers[VERSION_HEADER];
  if (typeof version !== 'string') throw new LmsError(400, 'VersionMissing', 'X-Experience-API-Version: required (1.0.x)');
  if (!ACCEPTED.test(version.trim())) throw new LmsError(400, 'VersionNotSupported', `X-Experience-API-Version: ${version} is not 1.0.x`);
}
