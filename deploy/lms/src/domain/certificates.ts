import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { type CertificateDocument, findCertificateDocument, startRenewal } from '../repositories/certificates';

/*
 * A learner's certificates (spec 2 §6, §7 Certificates): a certificate is downloaded only as its
 * holder's (or for the holder by who may read them, decided by the route); a renewal starts only
 * where a catalogue item renews the certification.
 */

/** What the certificate calls refuse, with their statuses (routes/README.md, diploma). */
export const CERTIFICATE_REFUSALS = {
  RenewalNotSupported: 400,
  NotAuthorised: 403,
  CertificateNotFound: 404,
  CertificationNotFound: 404,
} as const;
const refuse = refusals(CERTIFICATE_REFUSALS);

/** Starts the renewal of one of the user's certifications. */
export async function renewCertification(db: Database, user: UserRow, certificationId: string, now = new Date()) {
  const outcome = await startRenewal(db, user.scope, user.id, certificationId, now);
  if (!outcome.ok) {
    throw outcome.reason === 'NotFound' ? refuse('CertificationNotFound') : refuse('RenewalNotSupported', 'No catalogue item renews this certification');
  }
  return outcome.value;
}

/** One of the user's certificates; another holder's is NotAuthorised. */
export async function holdersCertificate(db: Database, user: UserRow, certificateId: string): Promise<CertificateDocument> {
  const certificate = await findCertificateDocument(db, user.scope, certificateId);
  if (!certificate) throw refuse('CertificateNotFound');
  if (certificate.userId !== user.id) throw refuse('NotAuthorised');
  return certificate;
}
