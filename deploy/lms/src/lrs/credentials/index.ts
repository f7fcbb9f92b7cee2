import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LmsError } from '../../lib/errors';
import type { LrsPrincipal } from '../principal';

/*
 * Placeholder until the record-store clients land: the demo client only. Replaced by the
 * table-backed clients (migration 0026), user tokens from xapi/config and the session fallback.
 */
export async function authenticate(_db: Kysely<DB>, request: FastifyRequest, mode: 'demo' | 'production'): Promise<LrsPrincipal> {
  const header = request.headers.authorization ?? '';
  const expected = `Basic ${Buffer.from('demo-lrs:Portal!2026').toString('base64')}`;
  if (mode === 'demo' && header === expected) {
    return {
      tenant: 'demo',
      clientId: 'demo-lrs',
      scopes: ['all'],
      authority: { objectType: 'Agent', name: 'demo-lrs', account: { homePage: 'http://localhost:8080', name: 'demo-lrs' } },
    };
  }
  throw new LmsError(401, 'Unauthorized', 'the record store needs HTTP Basic credentials of a record-store client or a token from xapi/config');
}
