import { DEFAULT_EXPIRES_IN_SECONDS, TokenIssueResponseSchema, type TokenIssueResponse } from '@portal/contracts';
import { DEFAULT_SSO_TENANT, type TokenIssueAuth0 } from '@portal/contracts/sso';
import type { ApiClient } from '@portal/api-client';

/**
 * POST /authr/token/issue/auth0: the LMS checks the third-party token and starts a session for the user
 * its `field` claim names. Without a chosen connection's tenant, the fixed group tenant is sent.
 */
export function issueAuth0Token(api: ApiClient, request: Omit<TokenIssueAuth0, 'expiresIn'>): Promise<TokenIssueResponse> {
  return api.post('/authr/token/issue/auth0', { tenant: DEFAULT_SSO_TENANT, ...request, expiresIn: DEFAULT_EXPIRES_IN_SECONDS }, { schema: TokenIssueResponseSchema });
}
