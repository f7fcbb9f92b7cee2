import { useMemo } from 'react';
import { latestCertificate, type Certificate } from '@portal/contracts/certificates';
import { useCertifications } from '@portal/query/certificates';
import type { CertificateDates } from '../domain/calendar-entries';

/**
 * Certificate expiry (pink) and renewal (blue) dates for the calendar, from the latest certificate of
 * each of the learner's certifications (GET /diploma/learner/certificates_v2), and those certificates
 * by id for the expiry and renewal modal.
 */
export function useCertificateDates(): { dates: readonly CertificateDates[]; byId: ReadonlyMap<string, Certificate> } {
  const { data } = useCertifications();
  return useMemo(() => {
    const latest = (data ?? []).map((certification) => latestCertificate(certification.certificates)).filter((c): c is Certificate => c !== undefined);
    return {
      dates: latest.map((c) => ({ id: c.id, calendarTitle: c.calendarTitle, expiresOn: c.expiresOn, renewalDate: c.renewalDate, itemId: c.catalogueItem?.Id })),
      byId: new Map(latest.map((c) => [c.id, c])),
    };
  }, [data]);
}
