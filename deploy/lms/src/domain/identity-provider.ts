import type { DidpEncodeSchema } from '@portal/contracts/sso';
import type * as v from 'valibot';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { hmacHex, verifyHexHmac } from '../lib/signing';
import { findSsoSettings } from '../repositories/sso-settings';
import { decodeIdentityPayload, encodeIdentityPayload, returnSsoUrl } from './sso';

/*
 * The portal as identity provider for another site (spec 1 §2 /access/sso/auth, §7), Discourse style:
 * payloads are base64 query strings signed with HMAC-SHA256 (hex) under the tenant's secret. A bad
 * request is 400, not 401: the user is signed in, only the other site's request is wrong.
 */

/** What the identity-provider calls refuse, with their statuses (routes/README.md, didp). */
export const IDENTITY_PROVIDER_REFUSALS = {
  SsoNotConfigured: 400,
  InvalidSignature: 400,
  InvalidPayload: 400,
  IdentityMismatch: 403,
} as const;
const refuse = refusals(IDENTITY_PROVIDER_REFUSALS);

async function didpSecret(db: Database, scope: string): Promise<string> {
  const settings = await findSsoSettings(db, scope);
  if (!settings?.didp_secret) throw refuse('SsoNotConfigured', 'This site does not act as an identity provider.');
  return settings.didp_secret;
}

/** The other site's signed request, checked: where to send the user back, and its nonce. */
export async function decodeSignOnRequest(db: Database, scope: string, data: string, hash: string): Promise<{ return_sso_url: string; nonce: string }> {
  if (!verifyHexHmac(await didpSecret(db, scope), data, hash)) throw refuse('InvalidSignature', 'The sign-on request could not be verified.');
  const params = decodeIdentityPayload(data);
  const nonce = params?.get('nonce');
  const returnUrl = returnSsoUrl(params?.get('return_sso_url') ?? null);
  if (!nonce || !returnUrl) throw refuse('InvalidPayload', 'The sign-on request needs a nonce and an http(s) return_sso_url.');
  return { return_sso_url: returnUrl, nonce };
}

/**
 * The signed-in user's identity, signed for the other site with their tenant's secret. The identity
 * always comes from the session: a request naming someone else is refused rather than corrected,
 * since it shows a broken or forged client.
 */
export async function signIdentity(db: Database, user: UserRow, input: v.InferOutput<typeof DidpEncodeSchema>): Promise<{ data: string; hash: string }> {
  const mismatch =
    input.external_id !== user.id ||
    input.username.trim().toLowerCase() !== user.username.toLowerCase() ||
    (input.email !== undefined && input.email !== '' && input.email.toLowerCase() !== (user.email ?? '').toLowerCase()) ||
    (input.name !== undefined && input.name !== '' && input.name !== user.display_name);
  if (mismatch) throw refuse('IdentityMismatch');
  const data = encodeIdentityPayload({ nonce: input.nonce, external_id: user.id, email: user.email ?? '', username: user.username, name: user.display_name });
  return { data, hash: hmacHex(await didpSecret(db, user.scope), data) };
}
