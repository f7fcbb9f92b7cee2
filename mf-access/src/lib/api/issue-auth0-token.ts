import { DEFAULT_EXPIRES_IN_SECONDS, TokenIssueResponseSchema, type TokenIssueAuth0, type TokenIssueResponse } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

/** POST /authr/token/issue/auth0: the LMS checks the third-party token and starts a session for the user its `field` claim names. */
export function issueAuth0Token(api: ApiClient, request: Omit<TokenIssueAuth0, 'expiresIn'>): Promise<TokenIssueResponse> {
  return api.post('/authr/token/issue/auth0', { ...request, expiresIn: DEFAULT_EXPIRES_IN_SECONDS }, { schema: TokenIssueResponseSchema });
}
