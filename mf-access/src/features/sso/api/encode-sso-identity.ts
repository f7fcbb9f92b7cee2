import { SCOPE_HEADER } from '@portal/contracts';
import { DidpEncodeResponseSchema, type DidpEncode, type DidpEncodeResponse } from '@portal/contracts/sso';
import type { ApiClient } from '@portal/api-client';

/** POST /didp/encode (header X-Scope): signs the signed-in user's identity for the other site. */
export function encodeSsoIdentity(api: ApiClient, scope: string, identity: DidpEncode): Promise<DidpEncodeResponse> {
  return api.post('/didp/encode', identity, { schema: DidpEncodeResponseSchema, headers: { [SCOPE_HEADER]: scope } });
}
