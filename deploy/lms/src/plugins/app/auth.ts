import { COOKIES } from '@portal/contracts';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';
import { LmsError } from '../../lib/errors';
import { findSignedInUser, findUserById } from '../../repositories/users';
import { createSession, deleteSessionByToken, findSession, liftRestriction, type SessionRecord } from '../../repositories/sessions';

export type LmsSession = SessionRecord;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session behind the session cookie, or null. */
    session: LmsSession | null;
  }
  interface FastifyInstance {
    /**
     * preValidation hook, so it answers before a route's body schema: 401 without a live session; 403
     * when the session belongs to another tenant than the path's; 403 TwoFactorSetupRequired for a restricted (Requires2FASetup) session unless the route
     * allows one (`config: { allowRestrictedSession: true }` or a two-factor set-up route).
     */
    requireSession: preValidationAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** The route serves a restricted session too: session read, refresh, sign-in step 2, two-factor set-up. */
    allowRestrictedSession?: boolean;
  }
}

/** Answer to a restricted session outside two-factor set-up (403: a 401 would sign the portal out). */
export const TWO_FACTOR_SETUP_REQUIRED = 'TwoFactorSetupRequired';

/**
 * The two-factor set-up calls (routes/authr/mfa-setup.ts) a restricted session may make: reading the
 * configuration and setting a method up. Reset and recovery codes are not set-up.
 */
const SETUP_ROUTES = /\/authr\/mfa\/(getConfiguration|issueCode|issueQRCode|saveConfiguration)$/;

function allowsRestrictedSession(request: FastifyRequest): boolean {
  return request.routeOptions.config?.allowRestrictedSession === true || SETUP_ROUTES.test(request.routeOptions.url ?? '');
}

/** A restricted session stays so until its user has a second factor set up. */
async function isStillRestricted(request: FastifyRequest, session: LmsSession): Promise<boolean> {
  if (!session.restricted) return false;
  const user = await findUserById(request.server.db, session.userId);
  if (!user || user.mfa_mode === 'none') return true;
  await liftRestriction(request.server.db, session.tokenHash);
  session.restricted = false;
  return false;
}

/** Looks the session up from the httpOnly cookie on every request; routes decide whether they need one. */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('session', null);
    fastify.addHook('onRequest', async (request) => {
      const token = sessionToken(request);
      request.session = token ? ((await findSession(fastify.db, token)) ?? null) : null;
    });
    // What is answered to a session is that user's data (profile, approvals, records, two-factor
    // settings…): unless a route chose its own caching, no browser or proxy cache may keep it.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (request.session && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      done(null, payload);
    });
    fastify.decorate('requireSession', async function requireSession(request: FastifyRequest) {
      const session = request.session;
      if (!session) throw new LmsError(401, 'NotAuthenticated');
      if (request.tenant && request.tenant !== session.scope) throw new LmsError(403, 'ScopeMismatch');
      if (!allowsRestrictedSession(request) && (await isStillRestricted(request, session))) throw new LmsError(403, TWO_FACTOR_SETUP_REQUIRED);
    });
  },
  { name: 'lms-auth', dependencies: ['lms-db', 'lms-cookies', 'lms-tenant'] },
);

/** The session's user; a session whose user was removed counts as no session. */
export async function sessionUser(request: FastifyRequest): Promise<UserRow> {
  const user = request.session && (await findSignedInUser(request.server.db, request.session.userId));
  if (!user) throw new LmsError(401, 'NotAuthenticated');
  return user;
}

/** Secure when configured, or when the request came over TLS directly or through a proxy. */
export function isSecure(request: FastifyRequest): boolean {
  return request.server.lmsConfig.secureCookies || request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}

/**
 * The session cookie's name: `__Host-lp_session` where served over TLS (the browser then keeps it to
 * this host, path / and Secure, so no sibling domain or plain-HTTP page can plant or overwrite it),
 * plain `lp_session` otherwise (browsers refuse the prefix without Secure).
 */
export const SECURE_SESSION_COOKIE = `__Host-${COOKIES.session}`;

export function sessionCookieName(request: FastifyRequest): string {
  return isSecure(request) ? SECURE_SESSION_COOKIE : COOKIES.session;
}

/**
 * The session token the request carries. Over TLS only the prefixed cookie counts; on plain HTTP the
 * plain one, or the prefixed one a browser can only have received over TLS (the gateway asks GET
 * /authr/session in-process, without the browser's TLS, when a socket connects).
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  const secure = request.cookies[SECURE_SESSION_COOKIE];
  return isSecure(request) ? secure : (secure ?? request.cookies[COOKIES.session]);
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * Session cookies of decision 0001: httpOnly session cookie (the token; name above), readable `exp`
 * (epoch seconds, read by the portal's heartbeat) and readable `uid` (marks authentication). All
 * expire together.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, input: { token: string; userId: string; expiresAt: Date }): number {
  const base = { path: '/', sameSite: 'lax' as const, secure: isSecure(request), expires: input.expiresAt };
  const exp = epochSeconds(input.expiresAt);
  reply.setCookie(sessionCookieName(request), input.token, { ...base, httpOnly: true });
  reply.setCookie(COOKIES.exp, String(exp), { ...base, httpOnly: false });
  reply.setCookie(COOKIES.userId, input.userId, { ...base, httpOnly: false });
  return exp;
}

/** Clears the session cookies under both names. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecure(request);
  const options = { path: '/', sameSite: 'lax' as const, secure };
  for (const name of [COOKIES.session, COOKIES.exp, COOKIES.userId]) reply.clearCookie(name, options);
  // The prefixed cookie can only be cleared with Secure, which a browser accepts over TLS only.
  if (secure) reply.clearCookie(SECURE_SESSION_COOKIE, { ...options, secure: true });
}

/**
 * Starts a session for the user and sets its cookies; answers `exp`. Every sign-in (password, second
 * factor, single sign-on) comes here: the session the browser held until now (its cookie on this
 * request) ends first, so a session planted in a browser does not outlive the next sign-in.
 * `restricted` starts a Requires2FASetup session.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; scope: string },
  expiresIn?: number,
  options: { restricted?: boolean } = {},
): Promise<number> {
  await endBrowserSession(request);
  const { token, expiresAt } = await createSession(request.server.db, { userId: user.id, scope: user.scope, expiresIn, restricted: options.restricted });
  return setSessionCookies(request, reply, { token, userId: user.id, expiresAt });
}

/** Ends the session of the cookies this request carried (under either name), if any. */
export async function endBrowserSession(request: FastifyRequest): Promise<void> {
  for (const token of new Set([request.cookies[SECURE_SESSION_COOKIE], request.cookies[COOKIES.session]])) {
    if (token) await deleteSessionByToken(request.server.db, token);
  }
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
