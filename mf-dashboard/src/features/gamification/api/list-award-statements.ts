import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { awardStatementsPath, AwardStatementsSchema, type AwardStatement } from '@portal/contracts/dashboard';
import { queryKeys } from '@portal/query/keys';
import { agentOf, xapiConfigQuery, type RecordStoreOwner } from '@portal/query/record-store';
import { useSession } from '@portal/session';

/**
 * The user's award statements (spec 3 §7), through the LMS's proxy path: the LMS wrote them, so the
 * user's own record-store token (its own statements only) does not read them. The agent is the one
 * xapi/config names. A failure gives none.
 */
export function listAwardStatements(api: ApiClient, who: RecordStoreOwner, client: QueryClient): Promise<AwardStatement[]> {
  const read = async () => {
    const config = await client.fetchQuery(xapiConfigQuery(api, who));
    return (await api.get(awardStatementsPath(agentOf(config)), { schema: AwardStatementsSchema })).statements;
  };
  return orEmpty(read(), []);
}

export function awardStatementsQuery(api: ApiClient, who: RecordStoreOwner, client: QueryClient) {
  return queryOptions({ queryKey: queryKeys.dashboard.gamification.awards(who.scope, who.owner), queryFn: () => listAwardStatements(api, who, client) });
}

export function useAwardStatements(enabled: boolean) {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  const owner = useSession((state) => state.user?.id) ?? '';
  return useQuery({ ...awardStatementsQuery(api, { scope, owner }, client), enabled: enabled && Boolean(scope && owner) });
}
