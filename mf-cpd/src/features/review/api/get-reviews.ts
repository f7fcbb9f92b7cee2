import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetReviewsResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** GetReviews {}: the periods of the tenant waiting for a CPDReviewer (the reference LMS's call). */
export function reviewsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.cpd.reviews,
    queryFn: async () => (await api.post(almanacPaths.getReviews, {}, { schema: GetReviewsResponseSchema })).reviews,
  });
}

export const useReviews = () => useQuery(reviewsQuery(useApi()));
