import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardPaths, HistorySchema, type History } from '@portal/contracts/dashboard';
import { useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';
import { HISTORY_PAGE_SIZE } from '../domain/history';

/** One page (from 0) of the user's history events, newest first: POST /records/report_data/history. */
export function getHistoryPage(api: ApiClient, scope: string, userId: string, page: number): Promise<History> {
  return api.post(dashboardPaths.history, { skip: page * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE, scope, user_id: userId }, { schema: HistorySchema });
}

export function historyQuery(api: ApiClient, scope: string, userId: string, page: number) {
  return queryOptions({ queryKey: queryKeys.dashboard.history(scope, userId, page), queryFn: () => getHistoryPage(api, scope, userId, page), placeholderData: keepPreviousData });
}

export function useHistory(page: number) {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  return useQuery({ ...historyQuery(api, scope, userId, page), enabled: Boolean(scope && userId) });
}
