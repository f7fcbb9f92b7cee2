import { useCallback, useMemo, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, DEFAULT_BASE_URL, orEmpty, useApi, type ApiClient } from '@portal/api-client';
import {
  CERTIFICATE_RENEWAL_WAIT_MS,
  CertificationsResponseSchema,
  certificatePaths,
  certificateSummary,
  StartRenewalResponseSchema,
  renewalAction,
  type Certificate,
  type CertificateSummary,
  type Certification,
  type StartRenewalResponse,
} from '@portal/contracts/certificates';
import { useSession } from '@portal/session';
import { wait } from '@portal/ui';
import { queryKeys } from './keys';

/*
 * The learner's certifications, read and renewed the same way by every area that shows them (the
 * catalogue's calendar and modal, the dashboard's certifications and the account's achievements).
 * One query key in the one QueryClient, so the areas share one answer and a renewal started in one is
 * seen in all. A subpath: only the areas that show certificates load it.
 */

const NONE: Certification[] = [];

/** GET /diploma/learner/certificates_v2?scope= (spec 2 §7): the user's certifications; a failure shows none. */
export function getCertifications(api: ApiClient, scope: string): Promise<Certification[]> {
  return orEmpty(api.get(certificatePaths.certifications(scope), { schema: CertificationsResponseSchema }), NONE);
}

export function certificationsQuery(api: ApiClient, scope: string | null, userId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.certificates.list(scope, userId), queryFn: () => getCertifications(api, scope ?? ''), enabled: Boolean(scope && userId) });
}

export function useCertifications() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const userId = useSession((state) => state.user?.id);
  return useQuery(certificationsQuery(api, scope, userId));
}

/**
 * The summary of the user's certifications (spec 3 §3: latest certificates, compliance and achievement
 * stats, compliant or not, a compliance certificate expiring within 30 days), from the same one answer.
 */
export function useCertificateSummary(): CertificateSummary | undefined {
  const { data } = useCertifications();
  const userId = useSession((state) => state.user?.id) ?? '';
  const [now] = useState(() => new Date());
  return useMemo(() => (data ? certificateSummary(data, userId, now) : undefined), [data, userId, now]);
}

/** POST …/certifications/{id}/start_renewal; the certifications are read again afterwards. */
export function useStartRenewal() {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  return useMutation({
    mutationFn: (certificationId: string): Promise<StartRenewalResponse> =>
      api.post(certificatePaths.startRenewal(scope, certificationId), {}, { schema: StartRenewalResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.certificates.all }),
  });
}

export interface RenewEffects {
  startRenewal(certificationId: string): Promise<unknown>;
  wait(ms: number): Promise<void>;
  /** Goes to the page of the item that renews the certificate. */
  openItem(itemId: string): void;
  /** The General.Failure toast (spec 2 §8: a failed renew). */
  fail(): void;
}

export type RenewableCertificate = Pick<Certificate, 'certificationId' | 'renewalState' | 'catalogueItem'>;

/**
 * The renewal action (spec 2 §4): when renewal is possible, request it, wait 1 second, then go to
 * the item; when already renewing, go straight to the item. Answers whether it went to the item.
 */
export async function renewCertificate(certificate: RenewableCertificate, effects: RenewEffects): Promise<boolean> {
  const action = renewalAction(certificate);
  const itemId = certificate.catalogueItem?.Id;
  if (action === 'none' || !itemId) return false;
  if (action === 'startRenewalThenOpen') {
    try {
      await effects.startRenewal(certificate.certificationId);
    } catch {
      effects.fail();
      return false;
    }
    await effects.wait(CERTIFICATE_RENEWAL_WAIT_MS);
  }
  effects.openItem(itemId);
  return true;
}

/**
 * The renewal action for a page: `renew(certificate)` starts it (renewCertificate, through this
 * cache's start_renewal), `renewing` is true from the click until it fails; the page says where the
 * item opens and how a failure shows.
 */
export function useRenewCertificate({ openItem, fail }: Pick<RenewEffects, 'openItem' | 'fail'>) {
  const startRenewal = useStartRenewal();
  const [renewing, setRenewing] = useState(false);
  const { mutateAsync } = startRenewal;
  const renew = useCallback(
    async (certificate: RenewableCertificate) => {
      setRenewing(true);
      const opened = await renewCertificate(certificate, { startRenewal: mutateAsync, wait, openItem, fail });
      if (!opened) setRenewing(false);
      return opened;
    },
    [mutateAsync, openItem, fail],
  );
  return { renew, renewing };
}

/** The PDF's address: a plain link downloads it with the session cookie (GET …/certificates/{id}/download). */
export function certificateDownloadHref(scope: string, certificateId: string): string {
  return buildUrl(DEFAULT_BASE_URL, certificatePaths.download(scope, certificateId));
}
