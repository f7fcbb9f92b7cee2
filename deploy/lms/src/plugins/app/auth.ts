import { COOKIES } from '@portal/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';
import { LmsError } from '../../lib/errors';
import { findUserById } from '../../repositories/users';
import { createSession, findSession, type SessionRecord } from '../../repositories/sessions';

export type LmsSession = SessionRecord;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session behind the lp_session cookie, or null. */
    session: LmsSession | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a live session; 403 when the session belongs to another tenant than the path's. */
    requireSession: preHandlerAsyncHookHandler;
  }
}

/** Looks the session up from the httpOnly cookie on every request; routes decide whether they need one. */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('session', null);
    fastify.addHook('onRequest', async (request) => {
      const token = request.cookies[COOKIES.session];
      request.session = token ? ((await findSession(fastify.db, token)) ?? null) : null;
    });
    fastify.decorate('requireSession', async function requireSession(request: FastifyRequest) {
      if (!request.session) throw new LmsError(401, 'NotAuthenticated');
      if (request.tenant && request.tenant !== request.session.scope) throw new LmsError(403, 'ScopeMismatch');
    });
  },
  { name: 'lms-auth', dependencies: ['lms-db', 'lms-cookies', 'lms-tenant'] },
);

/** The session's user; a session whose user was removed counts as no session. */
export async function sessionUser(request: FastifyRequest): Promise<UserRow> {
  const user = request.session && (await findUserById(request.server.db, request.session.userId));
  if (!user) throw new LmsError(401, 'NotAuthenticated');
  return user;
}

/** Secure when configured, or when the request came over TLS directly or through a proxy. */
export function isSecure(request: FastifyRequest): boolean {
  return request.server.lmsConfig.secureCookies || request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * Session cookies of decision 0001: httpOnly `lp_session` (the token), readable `exp` (epoch seconds,
 * read by the portal's heartbeat) and readable `uid` (marks authentication). All expire together.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, input: { token: string; userId: string; expiresAt: Date }): number {
  const base = { path: '/', sameSite: 'lax' as const, secure: isSecure(request), expires: input.expiresAt };
  const exp = epochSeconds(input.expiresAt);
  reply.setCookie(COOKIES.session, input.token, { ...base, httpOnly: true });
  reply.setCookie(COOKIES.exp, String(exp), { ...base, httpOnly: false });
  reply.setCookie(COOKIES.userId, input.userId, { ...base, httpOnly: false });
  return exp;
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: isSecure(request) };
  for (const name of [COOKIES.session, COOKIES.exp, COOKIES.userId]) reply.clearCookie(name, options);
}

/** Starts a session for the user and sets its cookies; answers `exp`. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, user: { id: string; scope: string }, expiresIn: number): Promise<number> {
  const { token, expiresAt } = await createSession(request.server.db, { userId: user.id, scope: user.scope, expiresIn });
  return setSessionCookies(request, reply, { token, userId: user.id, expiresAt });
}

/** Short-lived httpOnly cookie of a sign-in step still to finish (second factor, new password). */
export function setPendingCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeSeconds: number): void {
  reply.setCookie(name, value, { path: '/', sameSite: 'lax', secure: isSecure(request), httpOnly: true, maxAge: maxAgeSeconds });
}

export function clearPendingCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: '/', sameSite: 'lax', secure: isSecure(request), httpOnly: true });
}

/**
 * After 'RequiresNewPassword' the portal asks for a VerifyAndSetPasswordWithoutEmail code. The code is
 * handed out only to the browser holding this cookie, set when the current password was given, so a
 * username alone is not enough to take over an account waiting for a new password.
 */
export const PASSWORD_CHANGE_COOKIE = 'lp_pwd';
export const PASSWORD_CHANGE_TTL_SECONDS = 15 * 60;
