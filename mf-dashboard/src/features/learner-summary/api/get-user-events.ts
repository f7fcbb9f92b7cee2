import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardPaths, USER_EVENTS_BATCH, UserEventsSchema, type UserEvent } from '@portal/contracts/dashboard';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** The heatmap needs about 6 months: events are read newest first, 100 at a time, until one is older than `since`. */
export async function getUserEventsSince(api: ApiClient, scope: string, userId: string, since: Date, maxBatches = 10): Promise<UserEvent[]> {
  const events: UserEvent[] = [];
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const page = await orEmpty(
      api.post(
        dashboardPaths.userEvents,
        { skip: batch * USER_EVENTS_BATCH, limit: USER_EVENTS_BATCH, scope, user_id: userId, reach_hostname: window.location.hostname },
        { schema: UserEventsSchema },
      ),
      { rows: [], total: 0 },
    );
    events.push(...page.rows);
    const oldest = page.rows.at(-1);
    if (page.rows.length < USER_EVENTS_BATCH || !oldest || Date.parse(oldest.occurredon) < since.getTime() || events.length >= page.total) break;
  }
  return events.filter((event) => Date.parse(event.occurredon) >= since.getTime());
}

export function userEventsQuery(api: ApiClient, scope: string, userId: string, since: Date) {
  return queryOptions({ queryKey: queryKeys.dashboard.userEvents(scope, userId, since.toISOString().slice(0, 10)), queryFn: () => getUserEventsSince(api, scope, userId, since) });
}

export function useUserEvents(since: Date) {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  return useQuery({ ...userEventsQuery(api, scope, userId, since), enabled: Boolean(scope && userId) });
}
