import {
  certificateRows,
  CERTIFICATE_STATUSES,
  sortCertificates,
  type CertificateRow,
  type CertificateSortOption,
  type CertificateStatus,
  type Certification,
} from '@portal/contracts/certificates';

export const CERTIFICATE_FILTERS = ['all', ...CERTIFICATE_STATUSES] as const;
export type CertificateFilter = (typeof CERTIFICATE_FILTERS)[number];

/** A certification the user holds no certificate of yet: shown with Start. */
export interface NotStartedCertification {
  certificationId: string;
  name: string;
  status: 'notStarted';
  /** The awarding activity, to open; undefined when none is known. */
  activityId: string | undefined;
}

export type CertificateListEntry = ({ kind: 'held' } & CertificateRow) | ({ kind: 'notStarted' } & NotStartedCertification);

/**
 * The certifications widget's list (spec 3 §2): one entry per certification, its latest certificate
 * with the older ones as history (the contracts' certificateRows and status rule), or not started;
 * filtered by status and sorted by one of the spec's options (not-started ones last, by title).
 */
export function certificateList(
  certifications: readonly Certification[],
  { userId, filter, sort, now, locale }: { userId: string; filter: CertificateFilter; sort: CertificateSortOption; now: Date; locale?: string },
): CertificateListEntry[] {
  const held = sortCertificates(certificateRows(certifications, userId, now), sort, locale).map((row) => ({ kind: 'held' as const, ...row }));
  const collator = new Intl.Collator(locale);
  const notStarted = certifications
    .filter((certification) => certification.certificates.length === 0)
    .map((certification) => ({
      kind: 'notStarted' as const,
      certificationId: certification.id,
      name: certification.title,
      status: 'notStarted' as const,
      activityId: certification.awardingActivities[0]?.activityId,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...held, ...notStarted].filter((entry) => filter === 'all' || entry.status === (filter as CertificateStatus));
}
