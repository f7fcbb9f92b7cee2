import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CertificationsResponseSchema, certificatePaths, StartRenewalResponseSchema, type Certification, type StartRenewalResponse } from '@portal/contracts/certificates';
import { buildUrl, DEFAULT_BASE_URL, orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { useSession } from '@portal/session';

const NONE: Certification[] = [];

/** GET /diploma/learner/certificates_v2?scope= (spec 2 §7): the user's certifications; a failure shows none. */
export function getCertifications(api: ApiClient, scope: string): Promise<Certification[]> {
  return orEmpty(api.get(certificatePaths.certifications(scope), { schema: CertificationsResponseSchema }), NONE);
}

export function certificationsQuery(api: ApiClient, scope: string, userId: string) {
  return queryOptions({ queryKey: ['dashboard', 'certifications', scope, userId], queryFn: () => getCertifications(api, scope) });
}

export function useCertifications() {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  return useQuery({ ...certificationsQuery(api, scope, userId), enabled: Boolean(scope && userId) });
}

/** POST …/certifications/{id}/start_renewal; the certifications are read again afterwards. */
export function useStartRenewal() {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  return useMutation({
    mutationFn: (certificationId: string): Promise<StartRenewalResponse> =>
      api.post(certificatePaths.startRenewal(scope, certificationId), {}, { schema: StartRenewalResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: certificationsQuery(api, scope, userId).queryKey }),
  });
}

/** The PDF's address: a plain link downloads it with the session cookie (GET /diploma/learner/certificates/{id}/download). */
export function certificateDownloadHref(scope: string, certificateId: string): string {
  return buildUrl(DEFAULT_BASE_URL, certificatePaths.download(scope, certificateId));
}
