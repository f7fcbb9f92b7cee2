import type { Database } from '../db';
import { json } from '../db/json';
import { issueCertificate } from '../repositories/certificates';

/*
 * Demo certificates: the demo tenant's certifications and what `learner` holds, dated
 * from the seeding moment so a fresh portal always shows each state: one valid (with an older,
 * expired certificate as its history), one expiring within 30 days whose renewal is possible, one
 * expired that is already renewing automatically, one valid that no catalogue item renews
 * (NotSupported), and a compliance certification not started yet. Completing an awarding item
 * (Recognising anaphylaxis, for one) issues a new certificate.
 */

const DAY = 86_400_000;

interface DemoCertification {
  id: string;
  title: string;
  itemId: string | null;
  validityDays: number | null;
  renewalWindowDays?: number;
  automaticRenewal?: boolean;
  compliance?: boolean;
}

export const DEMO_CERTIFICATIONS: readonly DemoCertification[] = [
  { id: 'cert-ipc', title: 'Infection prevention and control', itemId: 'demo-ipc-level-1', validityDays: 365, compliance: true },
  { id: 'cert-bls', title: 'Basic life support', itemId: 'demo-bls-theory', validityDays: 365, compliance: true },
  { id: 'cert-moving-handling', title: 'Moving and handling', itemId: 'demo-moving-handling', validityDays: 365, automaticRenewal: true, compliance: true },
  { id: 'cert-fire-warden', title: 'Fire warden (external course)', itemId: null, validityDays: 730 },
  { id: 'cert-data-security', title: 'Data security awareness', itemId: 'demo-ig-basics', validityDays: 365, compliance: true },
  { id: 'cert-anaphylaxis', title: 'Anaphylaxis recognition', itemId: 'demo-anaphylaxis', validityDays: 730, renewalWindowDays: 90 },
];

/** learner's certificates: days since the award and the score. */
const LEARNER_CERTIFICATES: readonly { certificationId: string; awardedDaysAgo: number; score: number | null }[] = [
  // Valid (expires in 165 days), with its history: the certificate before it, expired 200 days ago.
  { certificationId: 'cert-ipc', awardedDaysAgo: 200, score: 92 },
  { certificationId: 'cert-ipc', awardedDaysAgo: 565, score: 81 },
  // Expiring in 20 days; its renewal period (60 days before expiry) is open: renewal possible.
  { certificationId: 'cert-bls', awardedDaysAgo: 345, score: 85 },
  // Expired 35 days ago; renewing automatically (entered renewal below).
  { certificationId: 'cert-moving-handling', awardedDaysAgo: 400, score: 78 },
  // Valid, but no catalogue item renews it: NotSupported.
  { certificationId: 'cert-fire-warden', awardedDaysAgo: 100, score: null },
];

/** Seeds the certifications and learner's certificates once per tenant (also into a demo database seeded earlier). */
export async function seedDemoCertificates(db: Database, scope = 'demo', now = new Date()): Promise<void> {
  const existing = await db.selectFrom('certifications').select('id').where('scope', '=', scope).executeTakeFirst();
  if (existing) return;
  const items = new Set((await db.selectFrom('catalogue_items').select('id').where('scope', '=', scope).execute()).map((r) => r.id));
  await db
    .insertInto('certifications')
    .values(
      DEMO_CERTIFICATIONS.map((c) => ({
        scope,
        id: c.id,
        title: c.title,
        item_id: c.itemId && items.has(c.itemId) ? c.itemId : null,
        validity_days: c.validityDays,
        renewal_window_days: c.renewalWindowDays ?? 60,
        automatic_renewal: c.automaticRenewal ?? false,
        compliance: c.compliance ?? false,
        properties: json({}),
      })),
    )
    .execute();
  const learner = await db.selectFrom('users').select('id').where('scope', '=', scope).where('username', '=', 'learner').executeTakeFirst();
  if (!learner) return;
  for (const c of LEARNER_CERTIFICATES) {
    await issueCertificate(db, { scope, userId: learner.id, certificationId: c.certificationId, awardedAt: new Date(now.getTime() - c.awardedDaysAgo * DAY), score: c.score });
  }
  await db
    .insertInto('certification_users')
    .values({ scope, certification_id: 'cert-moving-handling', user_id: learner.id, entered_renewal_on: new Date(now.getTime() - 30 * DAY) })
    .execute();
}
