import { SCOPE_HEADER } from '@portal/contracts';
import { DidpDecodeResponseSchema, type DidpDecode, type DidpDecodeResponse } from '@portal/contracts/sso';
import type { ApiClient } from '@portal/api-client';

/** POST /didp/decode (header X-Scope): checks another site's signed request; answers where to return and its nonce. */
export function decodeSsoRequest(api: ApiClient, scope: string, request: DidpDecode): Promise<DidpDecodeResponse> {
  return api.post('/didp/decode', request, { schema: DidpDecodeResponseSchema, headers: { [SCOPE_HEADER]: scope } });
}
