import { DEFAULT_EXPIRES_IN_SECONDS, TokenIssueResponseSchema, type TokenIssueResponse } from '@portal/contracts';
import { isApiError, type ApiClient } from '@portal/api-client';

export interface Credentials {
  username: string;
  password: string;
  scope: string;
}

/**
 * POST /authr/token/issue/reach: checks the password and answers the sign-in result. Too many
 * attempts answer 429 with result 'Failed' (decision 0001); that is a result like any other, and
 * its Message tells the user to wait.
 */
export async function issueToken(api: ApiClient, { username, password, scope }: Credentials): Promise<TokenIssueResponse> {
  try {
    return await api.post('/authr/token/issue/reach', { user: username, pass: password, scope, expiresIn: DEFAULT_EXPIRES_IN_SECONDS }, { schema: TokenIssueResponseSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 429) return { result: 'Failed', Message: error.message };
    throw error;
  }
}
