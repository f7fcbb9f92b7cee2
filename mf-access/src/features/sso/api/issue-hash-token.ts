import { DEFAULT_EXPIRES_IN_SECONDS, TokenIssueResponseSchema, type TokenIssueResponse } from '@portal/contracts';
import { type TokenIssueHash } from '@portal/contracts/sso';
import type { ApiClient } from '@portal/api-client';

/** POST /authr/token/issue/hash: the LMS checks `sig` against `sso` with the tenant's secret and starts a session. */
export function issueHashToken(api: ApiClient, request: Omit<TokenIssueHash, 'expiresIn'>): Promise<TokenIssueResponse> {
  return api.post('/authr/token/issue/hash', { ...request, expiresIn: DEFAULT_EXPIRES_IN_SECONDS }, { schema: TokenIssueResponseSchema });
}
