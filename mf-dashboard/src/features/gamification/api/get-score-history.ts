import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { EMPTY_SCORE_HISTORY, SCORE_HISTORY_PROFILE_ID, ScoreHistorySchema, type ScoreHistory } from '@portal/contracts/dashboard';
import { agentParam } from '@portal/contracts/tasks';
import { queryKeys } from '@portal/query/keys';
import { agentOf, recordStoreRequest, type RecordStoreOwner } from '@portal/query/record-store';
import { useSession } from '@portal/session';

/**
 * The user's score history (spec 3 §7): GET agents/profile (profileId score-history) of the record
 * store xapi/config names, with its token. No document yet (404) or a failure: an empty history.
 */
export function getScoreHistory(api: ApiClient, who: RecordStoreOwner, client?: QueryClient): Promise<ScoreHistory> {
  const read = recordStoreRequest(
    api,
    who,
    { method: 'GET', resource: 'agents/profile', query: (config) => ({ agent: agentParam(agentOf(config)), profileId: SCORE_HISTORY_PROFILE_ID }), schema: ScoreHistorySchema },
    client,
  );
  return orEmpty(read, EMPTY_SCORE_HISTORY);
}

export function scoreHistoryQuery(api: ApiClient, who: RecordStoreOwner, client?: QueryClient) {
  return queryOptions({ queryKey: queryKeys.dashboard.gamification.scoreHistory(who.scope, who.owner), queryFn: () => getScoreHistory(api, who, client) });
}

export function useScoreHistory(enabled: boolean) {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  const owner = useSession((state) => state.user?.id) ?? '';
  return useQuery({ ...scoreHistoryQuery(api, { scope, owner }, client), enabled: enabled && Boolean(scope && owner) });
}
