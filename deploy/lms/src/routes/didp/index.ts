import { DidpDecodeSchema, type DidpDecodeResponse, DidpEncodeSchema, type DidpEncodeResponse } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { decodeIdentityPayload, encodeIdentityPayload, returnSsoUrl } from '../../domain/sso';
import { LmsError, parseInput } from '../../lib/errors';
import { hmacHex, verifyHexHmac } from '../../lib/signing';
import { sessionUser } from '../../plugins/app/auth';
import { headerTenant } from '../../plugins/app/tenant';
import { findSsoSettings } from '../../repositories/sso-settings';

/**
 * didp: the portal as identity provider for another site (spec 1 §2 /access/sso/auth, §7), Discourse
 * style: payloads are base64 query strings signed with HMAC-SHA256 (hex) under the tenant's secret.
 * A bad request is 400, not 401: the user is signed in, only the other site's request is wrong.
 */
const didpRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  async function didpSecret(scope: string): Promise<string> {
    const settings = await findSsoSettings(db, scope);
    if (!settings?.didp_secret) throw new LmsError(400, 'SsoNotConfigured', 'This site does not act as an identity provider.');
    return settings.didp_secret;
  }

  /** Checks the other site's signed request and reads where to send the user back, and its nonce. */
  fastify.post('/decode', async (request): Promise<DidpDecodeResponse> => {
    const input = parseInput(DidpDecodeSchema, request.body);
    if (!verifyHexHmac(await didpSecret(await headerTenant(request)), input.data, input.hash))
      throw new LmsError(400, 'InvalidSignature', 'The sign-on request could not be verified.');
    const params = decodeIdentityPayload(input.data);
    const nonce = params?.get('nonce');
    const returnUrl = returnSsoUrl(params?.get('return_sso_url') ?? null);
    if (!nonce || !returnUrl) throw new LmsError(400, 'InvalidPayload', 'The sign-on request needs a nonce and an http(s) return_sso_url.');
    return { success: true, return_sso_url: returnUrl, nonce };
  });

  /**
   * Signs the signed-in user's identity for the other site, with the secret of the user's tenant. The
   * identity always comes from the session:
   * a request naming someone else is refused (403) rather than corrected, since it shows a broken or
   * forged client.
   */
  fastify.post('/encode', { preHandler: fastify.requireSession }, async (request): Promise<DidpEncodeResponse> => {
    const input = parseInput(DidpEncodeSchema, request.body);
    const user = await sessionUser(request);
    const mismatch =
      input.external_id !== user.id ||
      input.username.trim().toLowerCase() !== user.username.toLowerCase() ||
      (input.email !== undefined && input.email !== '' && input.email.toLowerCase() !== (user.email ?? '').toLowerCase()) ||
      (input.name !== undefined && input.name !== '' && input.name !== user.display_name);
    if (mismatch) throw new LmsError(403, 'IdentityMismatch');
    const data = encodeIdentityPayload({
      nonce: input.nonce,
      external_id: user.id,
      email: user.email ?? '',
      username: user.username,
      name: user.display_name,
    });
    return { success: true, data, hash: hmacHex(await didpSecret(user.scope), data) };
  });
};

export default didpRoutes;
