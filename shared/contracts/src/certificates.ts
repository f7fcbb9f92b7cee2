import * as v from 'valibot';
import { IsoDateSchema } from './common';

/*
 * Certificates and certifications (spec 2 §3 Certificate, §4 Certificates, §7 /diploma, §9; spec 3 §3
 * "Certificate (dashboard widgets)", §4 Certificate status). The schemas parse the LMS's answers in
 * every area that shows certificates (catalogue calendar and modal, dashboard widgets, team member
 * tab); the rules are pure so the portal and the reference LMS derive the same status and renewability.
 */

const IsoDate = IsoDateSchema;

/** Spec 2 §3: the renewal states a certificate can be in. */
export const RENEWAL_STATES = ['RenewalPossible', 'IsManuallyRenewing', 'IsAutomaticallyRenewing', 'NotSupported'] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

/** Spec 2 §4: the derived status of a certificate or certification. */
export const CERTIFICATE_STATUSES = ['notStarted', 'valid', 'expiring', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Spec 2 §9: a certificate expiring within this many days is 'expiring'. */
export const CERTIFICATE_EXPIRING_WINDOW_DAYS = 30;
/** Spec 2 §9: after start_renewal the portal waits this long before going to the item. */
export const CERTIFICATE_RENEWAL_WAIT_MS = 1000;
/** Spec 2 §9 / spec 3 §3: the certificate sort options, in the spec's order. */
export const CERTIFICATE_SORT_OPTIONS = ['Awarded', 'Expires', 'Score', 'Title'] as const;
export type CertificateSortOption = (typeof CERTIFICATE_SORT_OPTIONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export const CertificateCatalogueItemSchema = v.object({ Id: v.string(), type: v.string() });

export const CertificateSchema = v.object({
  id: v.string(),
  certificationId: v.string(),
  /** The certification's title (spec 3's `name`). */
  name: v.string(),
  /** What the calendar shows on the expiry and renewal dates. */
  calendarTitle: v.string(),
  /** The latest certificate of a certification that has older ones (its history). */
  isParent: v.boolean(),
  isLatest: v.boolean(),
  /** Awarded on. */
  timestamp: IsoDate,
  /** When the renewal period starts (calendar: blue); null when the certificate does not expire. */
  renewalDate: v.nullable(IsoDate),
  expiresOn: v.nullable(IsoDate),
  hasExpired: v.boolean(),
  /** 0–100, null when the awarding activity has no score. */
  score: v.nullable(v.number()),
  renewalState: v.picklist(RENEWAL_STATES),
  /** The item that awards (and renews) it; null when no catalogue item matches (renewalState NotSupported). */
  catalogueItem: v.nullable(CertificateCatalogueItemSchema),
  /** The verification reference printed on the PDF. */
  reference: v.string(),
});
export type Certificate = v.InferOutput<typeof CertificateSchema>;

export const AwardingActivitySchema = v.object({ awardMode: v.string(), activityId: v.string() });

export const CertificationSchema = v.object({
  id: v.string(),
  title: v.string(),
  /** Newest first; the first is the latest (isLatest). */
  certificates: v.array(CertificateSchema),
  eligibilityStatus: v.string(),
  enteredRenewalOn: v.nullable(IsoDate),
  awardingActivities: v.array(AwardingActivitySchema),
  properties: v.record(v.string(), v.unknown()),
  /** A compliance certification: the learner must hold it. */
  hasCompliance: v.boolean(),
});
export type Certification = v.InferOutput<typeof CertificationSchema>;

/** GET /diploma/learner/certificates_v2?scope=&userId= */
export const CertificationsResponseSchema = v.array(CertificationSchema);
export type CertificationsResponse = v.InferOutput<typeof CertificationsResponseSchema>;

/** POST /diploma/learner/certifications/{id}/start_renewal?scope=&userId= */
export const StartRenewalResponseSchema = v.object({ certificationId: v.string(), renewalState: v.picklist(RENEWAL_STATES), enteredRenewalOn: IsoDate });
export type StartRenewalResponse = v.InferOutput<typeof StartRenewalResponseSchema>;

/** Query of the three /diploma calls: userId optional (the caller themself when absent). */
export const DiplomaQuerySchema = v.object({
  scope: v.pipe(v.string(), v.nonEmpty('required')),
  userId: v.optional(v.pipe(v.string(), v.nonEmpty('required'))),
});
export type DiplomaQuery = v.InferOutput<typeof DiplomaQuerySchema>;

const e = encodeURIComponent;
const query = (scope: string, userId?: string) => `?scope=${e(scope)}${userId ? `&userId=${e(userId)}` : ''}`;

/** The /diploma calls of spec 2 §7, relative to /_api. */
export const certificatePaths = {
  certifications: (scope: string, userId?: string) => `/diploma/learner/certificates_v2${query(scope, userId)}`,
  startRenewal: (scope: string, certificationId: string, userId?: string) => `/diploma/learner/certifications/${e(certificationId)}/start_renewal${query(scope, userId)}`,
  download: (scope: string, certificateId: string, userId?: string) => `/diploma/learner/certificates/${e(certificateId)}/download${query(scope, userId)}`,
} as const;

type Dated = Pick<Certificate, 'expiresOn' | 'hasExpired'>;

/**
 * Spec 2 §4: expired when it has expired (flag or date passed), expiring when it expires within 30
 * days, else valid. A certificate without an expiry date stays valid.
 */
export function certificateStatus(certificate: Dated, now: Date): Exclude<CertificateStatus, 'notStarted'> {
  if (certificate.hasExpired) return 'expired';
  if (!certificate.expiresOn) return 'valid';
  const left = new Date(certificate.expiresOn).getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= CERTIFICATE_EXPIRING_WINDOW_DAYS * DAY_MS ? 'expiring' : 'valid';
}

/** The latest certificate of a certification (isLatest, else the newest awarded), or undefined. */
export function latestCertificate<T extends Pick<Certificate, 'isLatest' | 'timestamp'>>(certificates: readonly T[]): T | undefined {
  const latest = certificates.find((c) => c.isLatest);
  if (latest) return latest;
  return [...certificates].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))[0];
}

/** Spec 2 §4: a certification's status is its latest certificate's; notStarted when it has none. */
export function certificationStatus(certification: Pick<Certification, 'certificates'>, now: Date): CertificateStatus {
  const latest = latestCertificate(certification.certificates);
  return latest ? certificateStatus(latest, now) : 'notStarted';
}

/** Compliant when the certification needs compliance and its latest certificate is valid or expiring. */
export function isCompliant(certification: Pick<Certification, 'certificates' | 'hasCompliance'>, now: Date): boolean {
  if (!certification.hasCompliance) return false;
  const status = certificationStatus(certification, now);
  return status === 'valid' || status === 'expiring';
}

/** Spec 2 §4: renewable when RenewalPossible, IsManuallyRenewing or IsAutomaticallyRenewing. */
export function isRenewable(renewalState: RenewalState): boolean {
  return renewalState === 'RenewalPossible' || renewalState === 'IsManuallyRenewing' || renewalState === 'IsAutomaticallyRenewing';
}

/**
 * Spec 2 §3/§4: the renewal state of a certification for a user. With no matching catalogue item it
 * is NotSupported; once the user entered renewal (after the latest award) it is renewing, manually or
 * automatically as the certification renews; otherwise renewal is possible.
 */
export function renewalStateOf(input: { hasCatalogueItem: boolean; automatic: boolean; enteredRenewalOn: Date | null; latestAwardedOn: Date | null }): RenewalState {
  if (!input.hasCatalogueItem) return 'NotSupported';
  const renewing = input.enteredRenewalOn !== null && (input.latestAwardedOn === null || input.enteredRenewalOn.getTime() >= input.latestAwardedOn.getTime());
  if (renewing) return input.automatic ? 'IsAutomaticallyRenewing' : 'IsManuallyRenewing';
  return 'RenewalPossible';
}

/** What the renewal action does (spec 2 §4): request renewal first only when RenewalPossible, then go to the item. */
export function renewalAction(certificate: Pick<Certificate, 'renewalState' | 'catalogueItem'>): 'startRenewalThenOpen' | 'open' | 'none' {
  if (!certificate.catalogueItem || !isRenewable(certificate.renewalState)) return 'none';
  return certificate.renewalState === 'RenewalPossible' ? 'startRenewalThenOpen' : 'open';
}

const byTime = (value: string | null, missing: number) => (value ? Date.parse(value) : missing);

/**
 * Spec 2 §9 sort options: Awarded (newest first), Expires (soonest first, no expiry last), Score
 * (highest first, no score last), Title (alphabetical in the given locale). Ties keep the title order.
 */
export function sortCertificates<T extends Pick<Certificate, 'timestamp' | 'expiresOn' | 'score' | 'name'>>(
  certificates: readonly T[],
  option: CertificateSortOption,
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const title = (a: T, b: T) => collator.compare(a.name, b.name);
  const compare: Record<CertificateSortOption, (a: T, b: T) => number> = {
    Awarded: (a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || title(a, b),
    Expires: (a, b) => byTime(a.expiresOn, Infinity) - byTime(b.expiresOn, Infinity) || title(a, b),
    Score: (a, b) => (b.score ?? -Infinity) - (a.score ?? -Infinity) || title(a, b),
    Title: title,
  };
  return [...certificates].sort((a, b) => {
    const result = compare[option](a, b);
    return Number.isNaN(result) ? 0 : result;
  });
}

/** Spec 3 §3 "Certificate (dashboard widgets)": one row per certification's latest certificate, older ones as children. */
export interface CertificateRow extends Certificate {
  userId: string;
  status: CertificateStatus;
  hasCompliance: boolean;
  children: Certificate[];
}

/** The dashboard's and team tab's rows: the latest certificate of each certification, with its history. */
export function certificateRows(certifications: readonly Certification[], userId: string, now: Date): CertificateRow[] {
  const rows: CertificateRow[] = [];
  for (const certification of certifications) {
    const latest = latestCertificate(certification.certificates);
    if (!latest) continue;
    rows.push({
      ...latest,
      userId,
      status: certificateStatus(latest, now),
      hasCompliance: certification.hasCompliance,
      children: certification.certificates.filter((c) => c !== latest),
    });
  }
  return rows;
}

/** Calendar entries of spec 2 §4: certificate expiry (pink) and the renewal period's start (blue), latest certificates only. */
export interface CertificateCalendarDate {
  kind: 'certificateExpiry' | 'certificateRenewal';
  certificateId: string;
  certificationId: string;
  title: string;
  date: string;
}

export function certificateCalendarDates(certifications: readonly Certification[]): CertificateCalendarDate[] {
  const dates: CertificateCalendarDate[] = [];
  for (const certification of certifications) {
    const latest = latestCertificate(certification.certificates);
    if (!latest) continue;
    const base = { certificateId: latest.id, certificationId: certification.id, title: latest.calendarTitle };
    if (latest.expiresOn) dates.push({ ...base, kind: 'certificateExpiry', date: latest.expiresOn });
    if (latest.renewalDate) dates.push({ ...base, kind: 'certificateRenewal', date: latest.renewalDate });
  }
  return dates;
}

/** How many certifications of a kind (compliance or achievement) stand at each status. */
export const CertificateStatsSchema = v.object({
  total: v.number(),
  valid: v.number(),
  expiring: v.number(),
  expired: v.number(),
  notStarted: v.number(),
});
export type CertificateStats = v.InferOutput<typeof CertificateStatsSchema>;

/** The summary's figures, without its lists: what the LMS serves beside a member's certificate rows. */
export const CertificateStatsSummarySchema = v.object({
  hasCompliance: v.boolean(),
  complianceStats: CertificateStatsSchema,
  achievementStats: CertificateStatsSchema,
  isCompliant: v.boolean(),
  complianceExpiresInThirtyDays: v.boolean(),
});
export type CertificateStatsSummary = v.InferOutput<typeof CertificateStatsSummarySchema>;

/**
 * Spec 3 §3 "Certificate (dashboard widgets)", the summary: latestCertificates (each certification's
 * latest certificate, its older ones as children), certificates (every one held, newest first),
 * hasCompliance, complianceStats and achievementStats (compliance certifications, and the others, by
 * status), isCompliant and complianceExpiresInThirtyDays.
 */
export interface CertificateSummary extends CertificateStatsSummary {
  latestCertificates: CertificateRow[];
  certificates: Certificate[];
}

function statsOf(statuses: readonly CertificateStatus[]): CertificateStats {
  const count = (status: CertificateStatus) => statuses.filter((s) => s === status).length;
  return { total: statuses.length, valid: count('valid'), expiring: count('expiring'), expired: count('expired'), notStarted: count('notStarted') };
}

/**
 * The summary of a user's certifications. Compliant: the user has compliance certifications and holds
 * every one of them valid or expiring (decision 0018: with none to hold, there is nothing to be
 * compliant with). complianceExpiresInThirtyDays: a compliance certificate the user holds expires
 * within the 30-day window.
 */
export function certificateSummary(certifications: readonly Certification[], userId: string, now: Date): CertificateSummary {
  const compliance = certifications.filter((c) => c.hasCompliance).map((c) => certificationStatus(c, now));
  const achievement = certifications.filter((c) => !c.hasCompliance).map((c) => certificationStatus(c, now));
  const complianceStats = statsOf(compliance);
  const hasCompliance = compliance.length > 0;
  const isCompliant = hasCompliance && complianceStats.valid + complianceStats.expiring === complianceStats.total;
  return {
    latestCertificates: certificateRows(certifications, userId, now),
    certificates: certifications.flatMap((c) => c.certificates).sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp)),
    hasCompliance,
    complianceStats,
    achievementStats: statsOf(achievement),
    isCompliant,
    complianceExpiresInThirtyDays: complianceStats.expiring > 0,
  };
}
