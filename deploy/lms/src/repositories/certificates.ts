import { type Certificate, type Certification, type StartRenewalResponse, renewalStateOf } from '@portal/contracts/certificates';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { findItems } from './catalogue';

/*
 * Certificates (spec 2 §3 Certificate and Certification, §4 Certificates): a certification
 * is awarded by completing its catalogue item; each award is a certificate with an expiry and the start
 * of its renewal period; start_renewal marks the user as renewing until the next award.
 */

const DAY_MS = 86_400_000;

export interface CertificateRecord {
  id: string;
  scope: string;
  certificationId: string;
  userId: string;
  awardedAt: Date;
  expiresOn: Date | null;
  renewalDate: Date | null;
  score: number | null;
  reference: string;
}

/** A certificate with what its PDF prints: holder, certification and item. */
export interface CertificateDocument extends CertificateRecord {
  holderName: string;
  title: string;
  itemName: string | null;
}

/** A verification reference: short enough to read out, random enough not to be guessed (60 bits). */
export function newVerificationReference(): string {
  const hex = randomBytes(8).toString('hex').toUpperCase().slice(0, 15);
  return `CERT-${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10, 15)}`;
}

/** Expiry and renewal period of a certificate awarded at `awardedAt` under the certification's rules. */
export function certificateDates(awardedAt: Date, validityDays: number | null, renewalWindowDays: number): { expiresOn: Date | null; renewalDate: Date | null } {
  if (validityDays === null) return { expiresOn: null, renewalDate: null };
  const expiresOn = new Date(awardedAt.getTime() + validityDays * DAY_MS);
  const window = Math.min(renewalWindowDays, validityDays);
  return { expiresOn, renewalDate: new Date(expiresOn.getTime() - window * DAY_MS) };
}

export interface IssueCertificateInput {
  scope: string;
  userId: string;
  certificationId: string;
  awardedAt: Date;
  score?: number | null;
  /** Fixed dates (demo data, history); otherwise derived from the certification's validity. */
  expiresOn?: Date | null;
  renewalDate?: Date | null;
}

/** Awards a certificate; undefined when the certification does not exist in the scope. */
export async function issueCertificate(db: Database, input: IssueCertificateInput): Promise<CertificateRecord | undefined> {
  const certification = await db
    .selectFrom('certifications')
    .select(['validity_days', 'renewal_window_days'])
    .where('scope', '=', input.scope)
    .where('id', '=', input.certificationId)
    .executeTakeFirst();
  if (!certification) return undefined;
  const derived = certificateDates(input.awardedAt, certification.validity_days, certification.renewal_window_days);
  const record: CertificateRecord = {
    id: randomUUID(),
    scope: input.scope,
    certificationId: input.certificationId,
    userId: input.userId,
    awardedAt: input.awardedAt,
    expiresOn: input.expiresOn !== undefined ? input.expiresOn : derived.expiresOn,
    renewalDate: input.renewalDate !== undefined ? input.renewalDate : derived.renewalDate,
    score: input.score ?? null,
    reference: newVerificationReference(),
  };
  await db
    .insertInto('certificates')
    .values({
      id: record.id,
      scope: record.scope,
      certification_id: record.certificationId,
      user_id: record.userId,
      awarded_at: record.awardedAt,
      expires_on: record.expiresOn,
      renewal_date: record.renewalDate,
      score: record.score,
      reference: record.reference,
    })
    .execute();
  return record;
}

/**
 * Awards the certificates of every certification the item awards, after the user completed it
 * (called where completions are recorded, only when the completion newly became complete).
 */
export async function issueCertificatesForCompletion(
  db: Database,
  key: { scope: string; userId: string; itemId: string },
  now: Date,
  score: number | null = null,
): Promise<CertificateRecord[]> {
  const certifications = await db.selectFrom('certifications').select('id').where('scope', '=', key.scope).where('item_id', '=', key.itemId).execute();
  const issued: CertificateRecord[] = [];
  for (const c of certifications) {
    const record = await issueCertificate(db, { scope: key.scope, userId: key.userId, certificationId: c.id, awardedAt: now, score });
    if (record) issued.push(record);
  }
  return issued;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The user's certifications as certificates_v2 answers them: every certification they hold a
 * certificate of, plus the compliance certifications they do not hold yet (status notStarted).
 * Certificates newest first; the first is the latest.
 */
export async function certificationsForUser(db: Database, scope: string, userId: string, now: Date): Promise<Certification[]> {
  const [certifications, certificates, renewals] = await Promise.all([
    db.selectFrom('certifications').selectAll().where('scope', '=', scope).orderBy('title').orderBy('id').execute(),
    db.selectFrom('certificates').selectAll().where('scope', '=', scope).where('user_id', '=', userId).orderBy('awarded_at', 'desc').orderBy('id').execute(),
    db.selectFrom('certification_users').select(['certification_id', 'entered_renewal_on']).where('scope', '=', scope).where('user_id', '=', userId).execute(),
  ]);
  const itemIds = [...new Set(certifications.map((c) => c.item_id).filter((id): id is string => id !== null))];
  const items = new Map((await findItems(db, scope, itemIds)).map((item) => [item.id, item]));
  const enteredRenewal = new Map(renewals.map((r) => [r.certification_id, r.entered_renewal_on ? new Date(r.entered_renewal_on) : null]));

  const result: Certification[] = [];
  for (const certification of certifications) {
    const mine = certificates.filter((c) => c.certification_id === certification.id);
    if (mine.length === 0 && !certification.compliance) continue;
    const item = certification.item_id ? items.get(certification.item_id) : undefined;
    const entered = enteredRenewal.get(certification.id) ?? null;
    const latestAwardedOn = mine[0] ? new Date(mine[0].awarded_at) : null;
    const renewalState = renewalStateOf({ hasCatalogueItem: item !== undefined, automatic: certification.automatic_renewal, enteredRenewalOn: entered, latestAwardedOn });
    const list: Certificate[] = mine.map((c, index) => ({
      id: c.id,
      certificationId: certification.id,
      name: certification.title,
      calendarTitle: certification.title,
      isParent: index === 0 && mine.length > 1,
      isLatest: index === 0,
      timestamp: new Date(c.awarded_at).toISOString(),
      renewalDate: iso(c.renewal_date),
      expiresOn: iso(c.expires_on),
      hasExpired: c.expires_on !== null && new Date(c.expires_on).getTime() <= now.getTime(),
      score: c.score,
      renewalState,
      catalogueItem: item ? { Id: item.id, type: item.type } : null,
      reference: c.reference,
    }));
    result.push({
      id: certification.id,
      title: certification.title,
      certificates: list,
      eligibilityStatus: item ? 'Eligible' : 'NotEligible',
      enteredRenewalOn: renewalState === 'IsManuallyRenewing' || renewalState === 'IsAutomaticallyRenewing' ? iso(entered) : null,
      awardingActivities: item ? [{ awardMode: 'Completion', activityId: item.definition.ActivityId ?? item.id }] : [],
      properties: { ...certification.properties, validityDays: certification.validity_days, renewalWindowDays: certification.renewal_window_days },
      hasCompliance: certification.compliance,
    });
  }
  return result;
}

export type StartRenewalOutcome = { ok: true; value: StartRenewalResponse } | { ok: false; reason: 'NotFound' | 'NotSupported' };

/**
 * start_renewal: the user enters renewal of a certification they hold. Refused when they hold none
 * (NotFound) or no catalogue item renews it (NotSupported). Entering again keeps the first date.
 */
export async function startRenewal(db: Database, scope: string, userId: string, certificationId: string, now: Date): Promise<StartRenewalOutcome> {
  const certification = (await certificationsForUser(db, scope, userId, now)).find((c) => c.id === certificationId);
  const latest = certification?.certificates[0];
  if (!certification || !latest) return { ok: false, reason: 'NotFound' };
  if (latest.renewalState === 'NotSupported') return { ok: false, reason: 'NotSupported' };
  if (latest.renewalState === 'RenewalPossible') {
    await db
      .insertInto('certification_users')
      .values({ scope, certification_id: certificationId, user_id: userId, entered_renewal_on: now })
      .onConflict((oc) => oc.columns(['certification_id', 'user_id']).doUpdateSet({ entered_renewal_on: now }))
      .execute();
  }
  const after = (await certificationsForUser(db, scope, userId, now)).find((c) => c.id === certificationId);
  const state = after?.certificates[0]?.renewalState ?? latest.renewalState;
  return { ok: true, value: { certificationId, renewalState: state, enteredRenewalOn: after?.enteredRenewalOn ?? now.toISOString() } };
}

/** One certificate with its holder and names, for the PDF; undefined when not in the scope. */
export async function findCertificateDocument(db: Database, scope: string, certificateId: string): Promise<CertificateDocument | undefined> {
  const row = await db
    .selectFrom('certificates as c')
    .innerJoin('certifications as n', (join) => join.onRef('n.scope', '=', 'c.scope').onRef('n.id', '=', 'c.certification_id'))
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('catalogue_items as i', (join) => join.onRef('i.scope', '=', 'n.scope').onRef('i.id', '=', 'n.item_id'))
    .select([
      'c.id',
      'c.scope',
      'c.certification_id',
      'c.user_id',
      'c.awarded_at',
      'c.expires_on',
      'c.renewal_date',
      'c.score',
      'c.reference',
      'n.title',
      'u.display_name',
      'i.name as item_name',
    ])
    .where('c.scope', '=', scope)
    .where('c.id', '=', certificateId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    scope: row.scope,
    certificationId: row.certification_id,
    userId: row.user_id,
    awardedAt: new Date(row.awarded_at),
    expiresOn: row.expires_on ? new Date(row.expires_on) : null,
    renewalDate: row.renewal_date ? new Date(row.renewal_date) : null,
    score: row.score,
    reference: row.reference,
    holderName: row.display_name,
    title: row.title,
    itemName: row.item_name,
  };
}
