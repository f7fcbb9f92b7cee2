import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db';
import { userAgent } from '../../src/lrs/credentials/agent';
import { DEMO_LRS_CLIENT } from '../../src/lrs/credentials/demo';
import { basicAuthorization, issueUserToken } from '../../src/lrs/credentials/user-tokens';
import { FALLBACK_PORTAL_URL } from '../../src/plugins/app/config';
import type { TestLms } from './lms';

/** The Authorization header of the demo tenant's full-access record-store client (demo-lrs). */
export const demoClientAuth = basicAuthorization(DEMO_LRS_CLIENT.key, DEMO_LRS_CLIENT.secret);

/** The record store's version header (xAPI 1.0.3) beside an Authorization value. */
export function lrsHeaders(authorization: string = demoClientAuth): Record<string, string> {
  return { authorization, 'x-experience-api-version': '1.0.3' };
}

type Source = TestLms | FastifyInstance | Database;

function databaseOf(source: Source): Database {
  if ('db' in source && source.db) return source.db as Database;
  return source as Database;
}

function homePageOf(source: Source): string {
  const app = 'app' in source ? (source as TestLms).app : (source as FastifyInstance);
  return (app as Partial<FastifyInstance>).lmsConfig?.stablePortalUrl ?? FALLBACK_PORTAL_URL;
}

/**
 * An Authorization header for one user's own statements and documents: the token xapi/config hands
 * out, issued straight in the database. `user` is a user id (of the demo tenant unless `scope` says),
 * or a signed-in TestClient's `{ userId }`. The token's agent is `lrsAgent(source, userId)`.
 */
export async function userLrsAuth(source: Source, user: string | { userId: string }, scope = 'demo'): Promise<string> {
  const userId = typeof user === 'string' ? user : user.userId;
  const { authorization } = await issueUserToken(databaseOf(source), { scope, userId, issuedTo: userId, agent: userAgent(homePageOf(source), userId) });
  return authorization;
}

/** The agent a user token of `userLrsAuth` names its user by (a statement's actor, a document's agent). */
export function lrsAgent(source: Source, userId: string) {
  return userAgent(homePageOf(source), userId);
}
