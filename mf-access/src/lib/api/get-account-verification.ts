import { AccountVerificationStatusSchema, type AccountVerificationStatus } from '@portal/contracts/account';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';

/** GET /reach/{scope}/api/v3/accountverification/{code}: whose code it is (404 InvalidCode when it is unknown or used). */
export function getAccountVerification(api: ApiClient, scope: string, code: string): Promise<AccountVerificationStatus> {
  return api.get(`/reach/${encodeURIComponent(scope)}/api/v3/accountverification/${encodeURIComponent(code)}`, {
    schema: AccountVerificationStatusSchema,
  });
}

/** Whose code it is, asked once (an unknown code answers 404, which a retry would not change). */
export function accountVerificationQuery(api: ApiClient, scope: string, code: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.access.accountVerification.detail(scope, code),
    queryFn: () => getAccountVerification(api, scope, code ?? ''),
    enabled: Boolean(code),
    staleTime: 0,
    retry: false,
  });
}
