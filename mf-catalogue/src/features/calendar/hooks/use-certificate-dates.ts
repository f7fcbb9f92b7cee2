import type { CertificateDates } from '../domain/calendar-entries';

const NONE: readonly CertificateDates[] = [];

/**
 * Certificate expiry and renewal dates for the calendar. Certificates (GET
 * /diploma/learner/certificates_v2) come with a later issue; until then there are none, and the
 * calendar already draws whatever this returns (pink expiry, blue renewal).
 */
export function useCertificateDates(): readonly CertificateDates[] {
  return NONE;
}
