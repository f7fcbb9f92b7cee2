import {
  canDecideReview,
  canSubmitForReview,
  type ChartData,
  type CpdConfig,
  type CpdEntry,
  type CpdPeriod,
  type CpdPeriodStatus,
  type CpdPlan,
  type CpdPlanField,
  type CpdTargetMode,
  formatCpdAmount,
  isPeriodLocked,
  isTargetMet,
  parseCpdNumber,
  type ReviewProfile,
  type SetEntryRequestSchema,
  type SetJournalRequestSchema,
  type SetPlanRequestSchema,
  validateEntry,
  validatePlanFields,
} from '@portal/contracts/cpd';
import type * as v from 'valibot';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import {
  cpdConfig,
  cpdSchema,
  createPeriod,
  deleteEntry,
  deletePlan,
  findEntry,
  findPeriod,
  findPlan,
  periodEntries,
  saveEntry,
  savePlan,
  setPeriodStatus,
  submittedPeriods,
  updatePeriod,
} from '../repositories/cpd';
import { sendOnBehalf } from './on-behalf-mail';
import { takeWriteAllowance } from './write-limits';

/*
 * The CPD journal's rules (spec 3 §3-§8): periods, entries and plans belong to their owner; a locked
 * period refuses changes (§4); only the owner submits and only a reviewer decides, never on their own
 * journal (§6). Whose journal a call touches (the owner or a CPDReviewer) is decided by the route
 * (routes/almanac, acting-for); these functions take the users it resolved.
 */

/** What the CPD calls refuse, with their statuses (routes/README.md, almanac). */
export const CPD_REFUSALS = {
  NotFound: 404,
  PeriodLocked: 409,
  PeriodCreationDisabled: 403,
  OnlyTheOwnerSubmits: 403,
  SubmitNotAllowed: 409,
  CannotReviewOwnJournal: 403,
  NotSubmitted: 409,
  NotAReviewer: 403,
  DraftRule: 400,
  ValidationFailed: 400,
} as const;
const refuse = refusals(CPD_REFUSALS);

export const CPD_REVIEWER = 'CPDReviewer';

/** The plan editor's fields (spec 3 §3 names title, start_date and end_date; the rest is the reference LMS's choice). */
export const PLAN_TEMPLATE: readonly CpdPlanField[] = [
  { key: 'title', value: '', type: 'text', label: 'Title' },
  { key: 'start_date', value: '', type: 'date', label: 'Start date' },
  { key: 'end_date', value: '', type: 'date', label: 'End date' },
  { key: 'objectives', value: '', type: 'textarea', label: 'Learning objectives' },
  { key: 'activities', value: '', type: 'textarea', label: 'Planned activities' },
  { key: 'hours', value: '', type: 'number', label: 'Planned hours' },
];

const DAY = 86_400_000;

type SetJournalRequest = v.InferOutput<typeof SetJournalRequestSchema>;
type SetEntryRequest = v.InferOutput<typeof SetEntryRequestSchema>;
type SetPlanRequest = v.InferOutput<typeof SetPlanRequestSchema>;

function locked(period: CpdPeriod, config: CpdConfig, now = new Date()): boolean {
  return isPeriodLocked(period, { review: config.review, hasEntries: period.entries > 0, now });
}

/** What one entry counts towards a period of the given target mode: its credits, its minutes, or 1 for a reflection. */
export function entryAmount(mode: CpdTargetMode, entry: Pick<CpdEntry, 'credits' | 'time' | 'reflection'>): number {
  return mode === 'time' ? entry.time : mode === 'reflections' ? (entry.reflection.trim() ? 1 : 0) : entry.credits;
}

/** What counts towards a period's target: credits, minutes or reflections of complete entries (drafts are pending). */
function acquired(period: CpdPeriod, entries: readonly CpdEntry[]): { aquired: number; pending: number } {
  const amount = (entry: CpdEntry) => entryAmount(period.target_mode, entry);
  const sum = (list: readonly CpdEntry[]) => Math.round(list.reduce((total, entry) => total + amount(entry), 0) * 100) / 100;
  return { aquired: sum(entries.filter((e) => !e.draft)), pending: sum(entries.filter((e) => e.draft)) };
}

/** The owner's period; another user's or an unknown one is 404 alike. */
export async function ownPeriod(db: Database, owner: Pick<UserRow, 'id'>, reference: string): Promise<CpdPeriod> {
  const period = await findPeriod(db, reference);
  if (!period || period.owner !== owner.id) throw refuse('NotFound');
  return period;
}

/** The owner's entry; another user's or an unknown one is 404 alike. */
export async function ownEntry(db: Database, owner: Pick<UserRow, 'id'>, id: string): Promise<CpdEntry> {
  const entry = await findEntry(db, id);
  if (!entry || entry.owner !== owner.id) throw refuse('NotFound');
  return entry;
}

/** The owner's plan; another user's or an unknown one is 404 alike. */
export async function ownPlan(db: Database, owner: Pick<UserRow, 'id'>, id: string): Promise<CpdPlan> {
  const plan = await findPlan(db, id);
  if (!plan || plan.owner !== owner.id) throw refuse('NotFound');
  return plan;
}

/** A period's progress towards its target, for the chart calls. */
export async function chartData(db: Database, period: CpdPeriod, now = Date.now()): Promise<ChartData> {
  const start = Date.parse(period.start_date);
  const end = Date.parse(period.end_date);
  return {
    target: period.target,
    ...acquired(period, await periodEntries(db, period.reference)),
    elapsed: Math.max(0, Math.min(end, now) - start) / DAY,
    duration: Math.max(0, end - start) / DAY,
    deadline: period.submission_date,
  };
}

/** SetJournal: a new period where the tenant allows creating them, or a change to an unlocked own one. */
export async function setJournal(db: Database, user: UserRow, input: SetJournalRequest): Promise<{ reference: string }> {
  const config = await cpdConfig(db, user.scope);
  if (!config.periodTargetModes.includes(input.target_mode)) throw refuse('ValidationFailed', 'target_mode: not offered by the tenant');
  const values = { ...input, submission_date: input.submission_date ?? null };
  if (!input.reference) {
    if (!config.enablePeriodCreation) throw refuse('PeriodCreationDisabled');
    await takeWriteAllowance(db, user.id, 'record');
    return { reference: await createPeriod(db, user.scope, user.id, values) };
  }
  const period = await ownPeriod(db, user, input.reference);
  if (locked(period, config)) throw refuse('PeriodLocked');
  await updatePeriod(db, period.reference, values);
  return { reference: period.reference };
}

/** SetJournalSubmitted: only the owner, with review on, the period unlocked and its target met (or an audit). */
export async function submitJournal(db: Database, owner: UserRow, reference: string, reviewing: boolean): Promise<{ reference: string; status: CpdPeriodStatus }> {
  if (reviewing) throw refuse('OnlyTheOwnerSubmits');
  const period = await ownPeriod(db, owner, reference);
  const config = await cpdConfig(db, owner.scope);
  const { aquired } = acquired(period, await periodEntries(db, period.reference));
  const allowed = canSubmitForReview({
    reviewEnabled: config.review.enabled,
    isAllPeriods: false,
    locked: locked(period, config),
    targetMet: isTargetMet(period.target, aquired),
    cpdAudit: owner.profile.cpdAudit,
  });
  if (!allowed) throw refuse('SubmitNotAllowed');
  await setPeriodStatus(db, period.reference, 'Submitted');
  return { reference: period.reference, status: 'Submitted' };
}

export type ReviewDecision = 'Accepted' | 'Rejected' | 'Pending';

/** SetJournalAccepted/Rejected/Pending (spec 3 §6): a reviewer decides a submitted period, never their own. */
export async function decideJournal(
  db: Database,
  owner: UserRow,
  input: { reference: string; status: ReviewDecision; comments?: string; reviewing: boolean },
): Promise<{ reference: string; status: ReviewDecision }> {
  if (!input.reviewing) throw refuse('CannotReviewOwnJournal');
  const period = await ownPeriod(db, owner, input.reference);
  // Only what the owner submitted is decided (a year break or a period in progress is not the reviewer's).
  if (!canDecideReview(period.status, input.status)) throw refuse('NotSubmitted', 'reference: the period is not submitted for review');
  const config = await cpdConfig(db, owner.scope);
  await setPeriodStatus(db, period.reference, input.status, config.review.enableReviewComments ? input.comments : undefined);
  return { reference: period.reference, status: input.status };
}

/** SetEntry: the owner's entry in an unlocked period (and out of an unlocked one when it moves), checked against the tenant's schema. */
export async function setEntry(db: Database, user: UserRow, input: SetEntryRequest): Promise<{ reference: string; entry: CpdEntry }> {
  const period = await ownPeriod(db, user, input.journalId);
  const config = await cpdConfig(db, user.scope);
  if (locked(period, config)) throw refuse('PeriodLocked');
  const existing = input.id ? await ownEntry(db, user, input.id) : undefined;
  if (!existing) await takeWriteAllowance(db, user.id, 'record');
  if (existing && existing.journalId !== period.reference) {
    // Moving an entry out of another period changes that period too.
    const from = await ownPeriod(db, user, existing.journalId);
    if (locked(from, config)) throw refuse('PeriodLocked');
  }

  const schema = await cpdSchema(db, user.scope, input.mode);
  const files = Object.fromEntries(
    schema.filter((f) => f.type === 'file').map((f) => [f.key, (existing?.files ?? []).filter((file) => file.field === f.key).map((file) => file.name)]),
  );
  const result = validateEntry(schema, input.fields, { minDate: period.start_date, maxDate: period.end_date, files });
  const [field, problem] = Object.entries(result.fields)[0] ?? [];
  if (field) throw refuse('ValidationFailed', `fields.${field}: ${problem}`);
  if (result.draft) throw refuse('DraftRule', result.draft);

  const number = (key: string) => {
    const n = parseCpdNumber(input.fields[key]);
    return Number.isNaN(n) ? 0 : n;
  };
  const reference = await saveEntry(db, user.id, existing?.reference, {
    journalId: period.reference,
    title: input.fields.title ?? '',
    type: input.fields.type ?? '',
    completion_date: input.fields.completion_date ?? period.start_date,
    draft: result.draftFlag,
    credits: result.credits ?? Math.round(number('credits') * 100) / 100,
    time: Math.round(number('time')),
    reflection: input.fields.reflection ?? '',
    fields: { ...input.fields, draft: String(result.draftFlag), ...(result.credits !== undefined ? { credits: String(result.credits) } : {}) },
  });
  return { reference, entry: (await findEntry(db, reference))! };
}

/** The owner's entry whose period is unlocked: what DelEntry and the evidence files may change (spec 3 §4). */
export async function writableEntry(db: Database, user: UserRow, id: string): Promise<CpdEntry> {
  const entry = await ownEntry(db, user, id);
  const period = await ownPeriod(db, user, entry.journalId);
  if (locked(period, await cpdConfig(db, user.scope))) throw refuse('PeriodLocked');
  return entry;
}

export async function deleteOwnEntry(db: Database, user: UserRow, id: string): Promise<void> {
  const entry = await writableEntry(db, user, id);
  await deleteEntry(db, entry.reference);
}

/** GetPlan: the owner's plan, or the empty template when no id is given. */
export async function planOf(db: Database, owner: UserRow, id: string | undefined): Promise<CpdPlan> {
  if (!id) return { reference: '', owner: owner.id, updated_date: new Date().toISOString(), fields: [...PLAN_TEMPLATE] };
  return ownPlan(db, owner, id);
}

/** SetPlan: the owner's plan on the template's fields; numbers must be numeric. */
export async function setPlan(db: Database, user: UserRow, input: SetPlanRequest): Promise<{ reference: string }> {
  const existing = input.id ? await ownPlan(db, user, input.id) : undefined;
  if (!existing) await takeWriteAllowance(db, user.id, 'record');
  const values = new Map(input.fields.map((f) => [f.key, f.value]));
  const fields = validatePlanFields((existing?.fields ?? PLAN_TEMPLATE).map((field) => ({ ...field, value: values.get(field.key) ?? field.value })));
  const invalid = fields.find((f) => f.invalid);
  if (invalid) throw refuse('ValidationFailed', `fields.${invalid.key}: not numeric`);
  const reference = await savePlan(
    db,
    user.scope,
    user.id,
    existing?.reference,
    fields.map(({ invalid: _invalid, ...field }) => field),
  );
  return { reference };
}

export async function deleteOwnPlan(db: Database, user: UserRow, id: string): Promise<void> {
  const plan = await ownPlan(db, user, id);
  await deletePlan(db, plan.reference);
}

/** GetReviews: the periods submitted for review in the tenant, for a CPDReviewer only. */
export async function reviewsFor(db: Database, user: UserRow) {
  if (!user.roles.includes(CPD_REVIEWER)) throw refuse('NotAReviewer');
  return submittedPeriods(db, user.scope, user.id);
}

/** GetReviewProfile: whose journal a reviewer opens; never their own. */
export function assertNotOwnJournal(user: Pick<UserRow, 'id'>, uid: string): void {
  if (uid === user.id) throw refuse('CannotReviewOwnJournal');
}

export function reviewProfile(owner: UserRow): ReviewProfile {
  const membership = owner.profile.membershipNumber;
  return {
    uid: owner.id,
    displayName: owner.display_name,
    username: owner.username,
    mail: owner.email ?? null,
    membershipNumber: typeof membership === 'string' && membership ? membership : null,
  };
}

/** A target mode in the mail's words (en-GB, as the chart image's). */
const MODE_WORDS: Record<CpdTargetMode, string> = { credits: 'credits', time: 'time', reflections: 'reflections' };

/** An amount with its unit, through the contracts' one format (spec 3 §9): '2.50 credits', '1h 30m', '1 reflection'. */
function amountIn(mode: CpdTargetMode, value: number): string {
  const figure = formatCpdAmount(mode, value);
  if (mode === 'credits') return `${figure} credits`;
  if (mode === 'reflections') return `${figure} ${value === 1 ? 'reflection' : 'reflections'}`;
  return figure;
}

/** ShareEntry (spec 3 §5, §8): the owner mails one entry to an address of the organisation (on-behalf-mail.ts). */
export async function shareEntry(db: Database, user: UserRow, input: { id: string; email_to: string; mode?: CpdTargetMode | undefined }): Promise<void> {
  const entry = await ownEntry(db, user, input.id);
  // `mode` is the target mode of the period the entry was shared from: the mail says what the entry
  // counts there, in that unit only; a client that sends none gets credits and time both.
  const amounts = input.mode
    ? [`Counts towards the period: ${amountIn(input.mode, entryAmount(input.mode, entry))}`]
    : [`Credits: ${entry.credits.toFixed(2)}`, `Time: ${Math.floor(entry.time / 60)}h ${entry.time % 60}m`];
  const lines = [
    `${user.display_name} shared a CPD entry with you.`,
    '',
    `Title: ${entry.title}`,
    `Type: ${entry.type}`,
    `Completed: ${entry.completion_date.slice(0, 10)}`,
    ...amounts,
    ...(entry.reflection ? ['', `Reflection: ${entry.reflection}`] : []),
  ];
  await sendOnBehalf(db, user, { kind: 'share', to: [input.email_to], subject: `CPD entry: ${entry.title}`, body: lines.join('\n'), field: 'email_to' });
}

/** SharePlan (spec 3 §5, §8): the owner mails one plan to an address of the organisation. */
export async function sharePlan(db: Database, user: UserRow, input: { id: string; email_to: string; mode?: CpdTargetMode | undefined }): Promise<void> {
  const plan = await ownPlan(db, user, input.id);
  const title = plan.fields.find((field) => field.key === 'title')?.value || 'CPD plan';
  // A plan has no amount of its own: `mode` names the unit of the period it was shared from, so the
  // reader knows what its aims are counted in.
  const lines = [
    `${user.display_name} shared a CPD plan with you.`,
    ...(input.mode ? [`The period it belongs to counts ${MODE_WORDS[input.mode]}.`] : []),
    '',
    ...plan.fields.map((field) => `${field.label}: ${field.type === 'date' ? field.value.slice(0, 10) : field.value}`),
  ];
  await sendOnBehalf(db, user, { kind: 'share', to: [input.email_to], subject: `CPD plan: ${title}`, body: lines.join('\n'), field: 'email_to' });
}
