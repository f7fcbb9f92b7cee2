import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetReviewsResponseSchema } from '@portal/contracts/cpd';
import { ALMANAC, CPD_KEY } from '../../../lib/almanac/queries';

/** GetReviews {}: the periods of the tenant waiting for a CPDReviewer (the reference LMS's call). */
export function reviewsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...CPD_KEY, 'reviews'],
    queryFn: async () => (await api.post(`${ALMANAC}/GetReviews`, {}, { schema: GetReviewsResponseSchema })).reviews,
  });
}

export const useReviews = () => useQuery(reviewsQuery(useApi()));
