import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { ChartDataSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from './almanac-paths';

/** GetChartData {uid, period}: target, acquired and pending of a period (spec 3 §3). */
export function chartDataQuery(api: ApiClient, uid: string, period: string) {
  return queryOptions({
    queryKey: queryKeys.cpd.chart(uid, period),
    queryFn: () => api.post(almanacPaths.getChartData, { uid, period }, { schema: ChartDataSchema }),
  });
}

export const useChartData = (uid: string, period: string | undefined) => useQuery({ ...chartDataQuery(useApi(), uid, period ?? ''), enabled: !!period });
