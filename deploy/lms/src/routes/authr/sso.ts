import { DEFAULT_EXPIRES_IN_SECONDS, type TokenIssueResponse } from '@portal/contracts';
import { type SsoTokenIssueFailure, TokenIssueAuth0Schema, TokenIssueHashSchema } from '@portal/contracts/sso';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  hashSsoExpiry,
  isHashSsoTimestampFresh,
  readHashSsoPayload,
  SSO_FAILURES,
  type SsoFailure,
  ssoTokenExpectations,
  ssoUsernameClaim,
  ssoUsernameField,
} from '../../domain/sso';
import { parseInput } from '../../lib/errors';
import { JWT_CLOCK_TOLERANCE_SECONDS, verifyHexHmac, verifyHs256Jwt } from '../../lib/signing';
import { startSession } from '../../plugins/app/auth';
import { headerTenant, knownTenant } from '../../plugins/app/tenant';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { useSsoNonce } from '../../repositories/sso-nonces';
import { findSsoSettings, type SsoSettings } from '../../repositories/sso-settings';
import { findUserByUsername } from '../../repositories/users';

type SsoAnswer = TokenIssueResponse | SsoTokenIssueFailure;

function fail(reply: FastifyReply, failure: SsoFailure, ssoUser?: string): SsoTokenIssueFailure {
  const body: SsoTokenIssueFailure = { success: false, ErrorCode: failure.code, Message: failure.message, ...(ssoUser ? { ssoUser } : {}) };
  reply.code(401);
  return body;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Until when a verified token could still be accepted (its exp, which jose made sure is a number, plus the tolerance). */
const jwtExpiry = (claims: Record<string, unknown>) => new Date((Number(claims.exp) + JWT_CLOCK_TOLERANCE_SECONDS) * 1000);

/**
 * Single sign-on token issue (spec 1 §4 "SSO callback", §7): the identity provider's signed statement
 * replaces the password. Failures are 401 with a Message for the sso-error page and, once the
 * signature holds, the user it named (ssoUser).
 */
const ssoRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  async function tenantSettings(request: FastifyRequest, requested: string): Promise<{ scope: string; settings: SsoSettings | undefined }> {
    const scope = requested ? await knownTenant(request, requested) : await headerTenant(request);
    return { scope: scope ?? '', settings: scope ? await findSsoSettings(db, scope) : undefined };
  }

  /**
   * The user the identity provider vouched for must be a single-sign-on account: a forms account keeps
   * its password and second factor, so SSO never signs it in. Second factor does not apply here (forced
   * two-factor is for forms users only), so the session starts at once, as token/issue/reach does.
   */
  async function signInAs(request: FastifyRequest, reply: FastifyReply, scope: string, username: string, expiresIn: number | undefined): Promise<SsoAnswer> {
    const user = await findUserByUsername(db, scope, username);
    if (!user) return fail(reply, SSO_FAILURES.unknownUser, username);
    if (user.authentication_mode !== 'sso') return fail(reply, SSO_FAILURES.notSsoUser, username);
    return { result: 'Success', exp: await startSession(request, reply, user, expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS) };
  }

  /**
   * Third-party identity (auth0): an HS256 JWT under the tenant's key, addressed to and issued by the
   * tenant's configured audience and issuer; the username is in the tenant's claim (default 'upn'). The
   * request's `field` is accepted for the spec's sake and ignored: a caller never chooses the claim.
   */
  fastify.post('/token/issue/auth0', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request, reply): Promise<SsoAnswer> => {
    const input = parseInput(TokenIssueAuth0Schema, request.body);
    const { scope, settings } = await tenantSettings(request, input.scope);
    if (!settings?.auth0_key) return fail(reply, SSO_FAILURES.notConfigured);
    const verified = await verifyHs256Jwt(input.token, settings.auth0_key, ssoTokenExpectations(scope, settings));
    if (!verified.ok) return fail(reply, verified.reason === 'expired' || verified.reason === 'notYetValid' ? SSO_FAILURES.expired : SSO_FAILURES.invalidToken);
    const username = ssoUsernameClaim(verified.claims, ssoUsernameField(settings.field));
    if (!username) return fail(reply, SSO_FAILURES.noUser);
    // Like a hash payload, a token signs in once: a link carrying it cannot be replayed until it expires.
    if (!(await useSsoNonce(db, scope, input.token, jwtExpiry(verified.claims)))) return fail(reply, SSO_FAILURES.alreadyUsed);
    return signInAs(request, reply, scope, username, input.expiresIn);
  });

  /**
   * Hash: `sso` is base64 of `username=…&timestamp=…`, `sig` its HMAC-SHA256 (hex) under the tenant's
   * secret; five minutes valid and usable once (a verified payload is spent even when the user it names
   * cannot sign in, so a replay never gets a second try).
   */
  fastify.post('/token/issue/hash', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request, reply): Promise<SsoAnswer> => {
    const input = parseInput(TokenIssueHashSchema, request.body);
    const { scope, settings } = await tenantSettings(request, input.scope);
    if (!settings?.hash_secret) return fail(reply, SSO_FAILURES.notConfigured);
    if (!verifyHexHmac(settings.hash_secret, input.sso, input.sig)) return fail(reply, SSO_FAILURES.invalidSignature);
    const payload = readHashSsoPayload(input.sso);
    if (!payload) return fail(reply, SSO_FAILURES.invalidSignature);
    if (!payload.username) return fail(reply, SSO_FAILURES.noUser);
    if (!isHashSsoTimestampFresh(payload.timestamp, nowSeconds())) return fail(reply, SSO_FAILURES.expired, payload.username);
    if (!(await useSsoNonce(db, scope, input.sso, hashSsoExpiry(payload.timestamp)))) return fail(reply, SSO_FAILURES.alreadyUsed);
    return signInAs(request, reply, scope, payload.username, input.expiresIn);
  });
};

export default ssoRoutes;
