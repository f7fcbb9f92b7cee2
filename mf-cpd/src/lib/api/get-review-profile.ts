import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetReviewProfileResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from './almanac-paths';

/**
 * GetReviewProfile {uid}: whose journal a CPDReviewer opens (spec 3 §6); it fails for one's own or an
 * unknown user. ReviewGate answers that failure (home, saying so), so a 403 is not the shell's to act on.
 */
export function reviewProfileQuery(api: ApiClient, uid: string) {
  return queryOptions({
    queryKey: queryKeys.cpd.reviewProfile(uid),
    queryFn: async () => (await api.post(almanacPaths.getReviewProfile, { uid }, { schema: GetReviewProfileResponseSchema, answersRefusal: true })).profile,
  });
}

export const useReviewProfile = (uid: string) => useQuery({ ...reviewProfileQuery(useApi(), uid), enabled: uid !== '' });
