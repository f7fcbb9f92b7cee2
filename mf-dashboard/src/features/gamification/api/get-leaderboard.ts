import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardPaths, EMPTY_LEADERBOARD, LEADERBOARD_LIMIT, LeaderboardSchema, type Leaderboard } from '@portal/contracts/dashboard';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

interface Who {
  scope: string;
  userId: string;
  cohort: string | null;
}

/** POST /pursuit/getLeaderboard {scope, user_id, cohort, limit 6}; a failure gives an empty board (spec 3 §8). */
export function getLeaderboard(api: ApiClient, { scope, userId, cohort }: Who): Promise<Leaderboard> {
  return orEmpty(api.post(dashboardPaths.leaderboard, { scope, user_id: userId, cohort, limit: LEADERBOARD_LIMIT }, { schema: LeaderboardSchema }), EMPTY_LEADERBOARD);
}

export function leaderboardQuery(api: ApiClient, who: Who) {
  return queryOptions({ queryKey: queryKeys.dashboard.gamification.leaderboard(who.scope, who.userId, who.cohort), queryFn: () => getLeaderboard(api, who) });
}

export function useLeaderboard(enabled: boolean) {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  const cohort = useSession((state) => state.settings?.gamification?.cohort) ?? null;
  return useQuery({ ...leaderboardQuery(api, { scope, userId, cohort }), enabled: enabled && Boolean(scope && userId) });
}
