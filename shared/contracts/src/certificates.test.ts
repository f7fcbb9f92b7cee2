import * as v from 'valibot';
import {
  CERTIFICATE_EXPIRING_WINDOW_DAYS,
  CERTIFICATE_RENEWAL_WAIT_MS,
  CERTIFICATE_SORT_OPTIONS,
  type Certificate,
  type Certification,
  CertificationsResponseSchema,
  certificateCalendarDates,
  certificatePaths,
  certificateRows,
  certificateStatus,
  certificateSummary,
  CertificateStatsSummarySchema,
  certificationStatus,
  isCompliant,
  isRenewable,
  renewalAction,
  renewalStateOf,
  sortCertificates,
} from './certificates';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const inDays = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 'c1',
    certificationId: 'cn1',
    name: 'Fire safety',
    calendarTitle: 'Fire safety certificate',
    isParent: false,
    isLatest: true,
    timestamp: inDays(-300),
    renewalDate: inDays(30),
    expiresOn: inDays(65),
    hasExpired: false,
    score: 80,
    renewalState: 'RenewalPossible',
    catalogueItem: { Id: 'demo-fire-safety', type: 'Course' },
    reference: 'REF-1',
    ...overrides,
  };
}

function certification(certificates: Certificate[], overrides: Partial<Certification> = {}): Certification {
  return {
    id: 'cn1',
    title: 'Fire safety',
    certificates,
    eligibilityStatus: 'Eligible',
    enteredRenewalOn: null,
    awardingActivities: [],
    properties: {},
    hasCompliance: true,
    ...overrides,
  };
}

describe('certificate status (spec 2 §4, §9: 30-day window)', () => {
  it('uses the spec window of 30 days and a renewal wait of 1 second', () => {
    expect(CERTIFICATE_EXPIRING_WINDOW_DAYS).toBe(30);
    expect(CERTIFICATE_RENEWAL_WAIT_MS).toBe(1000);
  });

  it('is valid beyond 30 days, expiring within 30 days, expired once the date passed', () => {
    expect(certificateStatus({ expiresOn: inDays(31), hasExpired: false }, NOW)).toBe('valid');
    expect(certificateStatus({ expiresOn: inDays(30), hasExpired: false }, NOW)).toBe('expiring');
    expect(certificateStatus({ expiresOn: inDays(1), hasExpired: false }, NOW)).toBe('expiring');
    expect(certificateStatus({ expiresOn: inDays(-1), hasExpired: false }, NOW)).toBe('expired');
    expect(certificateStatus({ expiresOn: NOW.toISOString(), hasExpired: false }, NOW)).toBe('expired');
  });

  it('is expired when flagged, valid when it never expires', () => {
    expect(certificateStatus({ expiresOn: inDays(100), hasExpired: true }, NOW)).toBe('expired');
    expect(certificateStatus({ expiresOn: null, hasExpired: false }, NOW)).toBe('valid');
  });

  it('gives a certification its latest certificate status, notStarted without one', () => {
    expect(certificationStatus(certification([]), NOW)).toBe('notStarted');
    const old = certificate({ id: 'old', isLatest: false, timestamp: inDays(-800), expiresOn: inDays(-400) });
    expect(certificationStatus(certification([certificate({ expiresOn: inDays(10) }), old]), NOW)).toBe('expiring');
    expect(certificationStatus(certification([old]), NOW)).toBe('expired');
  });

  it('is compliant only for a compliance certification that is valid or expiring', () => {
    expect(isCompliant(certification([certificate()]), NOW)).toBe(true);
    expect(isCompliant(certification([certificate({ expiresOn: inDays(-1) })]), NOW)).toBe(false);
    expect(isCompliant(certification([certificate()], { hasCompliance: false }), NOW)).toBe(false);
    expect(isCompliant(certification([]), NOW)).toBe(false);
  });
});

describe('renewal (spec 2 §4)', () => {
  it('is renewable when RenewalPossible, IsManuallyRenewing or IsAutomaticallyRenewing, never NotSupported', () => {
    expect(isRenewable('RenewalPossible')).toBe(true);
    expect(isRenewable('IsManuallyRenewing')).toBe(true);
    expect(isRenewable('IsAutomaticallyRenewing')).toBe(true);
    expect(isRenewable('NotSupported')).toBe(false);
  });

  it('is NotSupported when no catalogue item matches', () => {
    expect(renewalStateOf({ hasCatalogueItem: false, automatic: false, enteredRenewalOn: null, latestAwardedOn: null })).toBe('NotSupported');
    expect(renewalStateOf({ hasCatalogueItem: false, automatic: true, enteredRenewalOn: NOW, latestAwardedOn: null })).toBe('NotSupported');
  });

  it('is renewing once renewal was entered after the latest award, manually or automatically', () => {
    const awarded = new Date(inDays(-10));
    expect(renewalStateOf({ hasCatalogueItem: true, automatic: false, enteredRenewalOn: null, latestAwardedOn: awarded })).toBe('RenewalPossible');
    expect(renewalStateOf({ hasCatalogueItem: true, automatic: false, enteredRenewalOn: NOW, latestAwardedOn: awarded })).toBe('IsManuallyRenewing');
    expect(renewalStateOf({ hasCatalogueItem: true, automatic: true, enteredRenewalOn: NOW, latestAwardedOn: awarded })).toBe('IsAutomaticallyRenewing');
    // A renewal entered before the latest award was completed by that award.
    expect(renewalStateOf({ hasCatalogueItem: true, automatic: false, enteredRenewalOn: new Date(inDays(-20)), latestAwardedOn: awarded })).toBe('RenewalPossible');
  });

  it('requests renewal first only when RenewalPossible, otherwise goes straight to the item', () => {
    expect(renewalAction(certificate({ renewalState: 'RenewalPossible' }))).toBe('startRenewalThenOpen');
    expect(renewalAction(certificate({ renewalState: 'IsManuallyRenewing' }))).toBe('open');
    expect(renewalAction(certificate({ renewalState: 'IsAutomaticallyRenewing' }))).toBe('open');
    expect(renewalAction(certificate({ renewalState: 'NotSupported', catalogueItem: null }))).toBe('none');
  });
});

describe('sorting (spec 2 §9: Awarded, Expires, Score, Title)', () => {
  const a = certificate({ id: 'a', name: 'Basic life support', timestamp: inDays(-10), expiresOn: inDays(300), score: 70 });
  const b = certificate({ id: 'b', name: 'Anaphylaxis', timestamp: inDays(-100), expiresOn: null, score: null });
  const c = certificate({ id: 'c', name: 'Children safeguarding', timestamp: inDays(-50), expiresOn: inDays(5), score: 95 });

  it('offers exactly the four options in order', () => {
    expect(CERTIFICATE_SORT_OPTIONS).toEqual(['Awarded', 'Expires', 'Score', 'Title']);
  });

  it('sorts newest awarded first, soonest expiry first, highest score first, titles alphabetically', () => {
    const ids = (option: (typeof CERTIFICATE_SORT_OPTIONS)[number]) => sortCertificates([a, b, c], option, 'en-GB').map((x) => x.id);
    expect(ids('Awarded')).toEqual(['a', 'c', 'b']);
    expect(ids('Expires')).toEqual(['c', 'a', 'b']);
    expect(ids('Score')).toEqual(['c', 'a', 'b']);
    expect(ids('Title')).toEqual(['b', 'a', 'c']);
  });
});

describe('rows and calendar dates', () => {
  const latest = certificate({ id: 'new', isParent: true });
  const older = certificate({ id: 'old', isLatest: false, timestamp: inDays(-700), expiresOn: inDays(-335), renewalDate: inDays(-365) });

  it('makes one row per certification from its latest certificate, older ones as children', () => {
    const rows = certificateRows([certification([latest, older]), certification([], { id: 'none' })], 'u1', NOW);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'new', userId: 'u1', status: 'valid', hasCompliance: true });
    expect(rows[0]?.children.map((x) => x.id)).toEqual(['old']);
  });

  it('puts the latest certificate expiry (pink) and renewal (blue) dates in the calendar', () => {
    expect(certificateCalendarDates([certification([latest, older])])).toEqual([
      { kind: 'certificateExpiry', certificateId: 'new', certificationId: 'cn1', title: 'Fire safety certificate', date: latest.expiresOn },
      { kind: 'certificateRenewal', certificateId: 'new', certificationId: 'cn1', title: 'Fire safety certificate', date: latest.renewalDate },
    ]);
  });
});

describe('the certificate summary (spec 3 §3 "Certificate (dashboard widgets)")', () => {
  const compliance = (id: string, certificates: Certificate[]) => certification(certificates, { id, title: id });
  const achievement = (id: string, certificates: Certificate[]) => certification(certificates, { id, title: id, hasCompliance: false });
  const valid = certificate({ id: 'valid' });
  const expiring = certificate({ id: 'expiring', expiresOn: inDays(10) });
  const expired = certificate({ id: 'expired', expiresOn: inDays(-1) });
  const older = certificate({ id: 'older', isLatest: false, timestamp: inDays(-700), expiresOn: inDays(-335) });

  it('counts compliance and achievement certifications by status, latest certificates first, every certificate newest first', () => {
    const summary = certificateSummary(
      [compliance('a', [valid, older]), compliance('b', [expiring]), compliance('c', []), achievement('d', [expired]), achievement('e', [])],
      'u1',
      NOW,
    );
    expect(summary.latestCertificates.map((row) => row.id)).toEqual(['valid', 'expiring', 'expired']);
    expect(summary.latestCertificates[0]?.children.map((c) => c.id)).toEqual(['older']);
    expect(summary.certificates.map((c) => c.id)).toEqual(['valid', 'expiring', 'expired', 'older']);
    expect(summary.hasCompliance).toBe(true);
    expect(summary.complianceStats).toEqual({ total: 3, valid: 1, expiring: 1, expired: 0, notStarted: 1 });
    expect(summary.achievementStats).toEqual({ total: 2, valid: 0, expiring: 0, expired: 1, notStarted: 1 });
    // A compliance certification not held yet: not compliant.
    expect(summary.isCompliant).toBe(false);
    expect(summary.complianceExpiresInThirtyDays).toBe(true);
  });

  it('is compliant when every compliance certification is valid or expiring, and says when one expires within 30 days', () => {
    expect(certificateSummary([compliance('a', [valid]), compliance('b', [expiring])], 'u1', NOW)).toMatchObject({ isCompliant: true, complianceExpiresInThirtyDays: true });
    expect(certificateSummary([compliance('a', [valid])], 'u1', NOW)).toMatchObject({ isCompliant: true, complianceExpiresInThirtyDays: false });
    expect(certificateSummary([compliance('a', [valid]), compliance('b', [expired])], 'u1', NOW)).toMatchObject({ isCompliant: false, complianceExpiresInThirtyDays: false });
    // The 30-day window is the expiring window: 31 days left is not within it.
    expect(certificateSummary([compliance('a', [certificate({ expiresOn: inDays(31) })])], 'u1', NOW).complianceExpiresInThirtyDays).toBe(false);
  });

  it('without compliance certifications there is nothing to comply with: not compliant, nothing expiring', () => {
    const summary = certificateSummary([achievement('d', [valid])], 'u1', NOW);
    expect(summary).toMatchObject({ hasCompliance: false, isCompliant: false, complianceExpiresInThirtyDays: false });
    expect(summary.complianceStats).toEqual({ total: 0, valid: 0, expiring: 0, expired: 0, notStarted: 0 });
  });

  it('parses the figures the LMS serves', () => {
    const { latestCertificates: _rows, certificates: _all, ...figures } = certificateSummary([compliance('a', [valid])], 'u1', NOW);
    expect(v.parse(CertificateStatsSummarySchema, figures)).toEqual(figures);
    expect(v.safeParse(CertificateStatsSummarySchema, { ...figures, isCompliant: 'yes' }).success).toBe(false);
  });
});

describe('payloads and paths', () => {
  it('parses a certificates_v2 answer and refuses an unknown renewal state', () => {
    expect(v.safeParse(CertificationsResponseSchema, [certification([certificate()])]).success).toBe(true);
    expect(v.safeParse(CertificationsResponseSchema, [certification([{ ...certificate(), renewalState: 'Maybe' as never }])]).success).toBe(false);
  });

  it('builds the /diploma paths with userId optional', () => {
    expect(certificatePaths.certifications('demo')).toBe('/diploma/learner/certificates_v2?scope=demo');
    expect(certificatePaths.startRenewal('demo', 'cn 1', 'u1')).toBe('/diploma/learner/certifications/cn%201/start_renewal?scope=demo&userId=u1');
    expect(certificatePaths.download('demo', 'c1')).toBe('/diploma/learner/certificates/c1/download?scope=demo');
  });
});
