import {
  canSubmitForReview,
  type ChartData,
  CpdOwnerRequestSchema,
  type CpdPeriod,
  type CpdPeriodStatus,
  type CpdPlanField,
  DelEntryRequestSchema,
  DelPlanRequestSchema,
  ENTRIES_EXPORT_FILE_NAMES,
  ExportEntriesRequestSchema,
  ExportPlanRequestSchema,
  GetChartDataRequestSchema,
  GetEntriesRequestSchema,
  GetPlanRequestSchema,
  GetReviewProfileRequestSchema,
  type ReviewProfile,
  GetSchemaRequestSchema,
  isPeriodLocked,
  isTargetMet,
  parseCpdNumber,
  SetEntryRequestSchema,
  SetJournalRequestSchema,
  SetJournalStatusRequestSchema,
  SetPlanRequestSchema,
  ShareRequestSchema,
  validateEntry,
  validatePlanFields,
  type CpdConfig,
  type CpdEntry,
} from '@portal/contracts/cpd';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { canDecideReview } from '../../domain/cpd-review';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import {
  cpdConfig,
  cpdSchema,
  createPeriod,
  deleteEntry,
  deletePlan,
  filesWithData,
  findEntry,
  findPeriod,
  findPlan,
  listEntries,
  listPeriods,
  listPlans,
  periodEntries,
  plansOf,
  saveEntry,
  savePlan,
  setPeriodStatus,
  submittedPeriods,
  updatePeriod,
} from '../../repositories/cpd';
import { sendSvg } from '../../lib/svg';
import { actFor } from '../acting-for';
import { sendOnBehalf } from '../on-behalf-mail';
import { takeWriteAllowance } from '../write-limits';
import { CHART_NAMES, chartSvg, type ChartName } from './chart';
import { entriesPdf, entriesZip, plansPdf } from './export';
import { almanacFileRoutes, almanacToken, checkAlmanacToken } from './files';

/** Shares one client address may send: a flood limit before the per-user one of the mail module (on-behalf-mail.ts). */
export const SHARE_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '15 minutes' } } as const;

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

interface Journal {
  user: UserRow;
  owner: UserRow;
  /** The signed-in user reads someone else's journal as a CPDReviewer. */
  reviewing: boolean;
}

/**
 * Whose journal a call touches (spec 3 §6): the caller's own (uid empty or theirs), or, for a
 * CPDReviewer, another user's of the same tenant. Anyone else gets 403.
 */
async function journalOf(request: FastifyRequest, uid: string): Promise<Journal> {
  if (!uid) {
    const user = await sessionUser(request);
    return { user, owner: user, reviewing: false };
  }
  const { actor, subject, relationship } = await actFor(request, uid, { allow: ['cpdReviewer'] });
  return { user: actor, owner: subject, reviewing: relationship !== 'self' };
}

/** The caller's own journal, for every change a reviewer may not make (spec 3 §4: reviewers add no entries or periods). */
async function ownJournal(request: FastifyRequest): Promise<UserRow> {
  return sessionUser(request);
}

function locked(period: CpdPeriod, config: CpdConfig, now = new Date()): boolean {
  return isPeriodLocked(period, { review: config.review, hasEntries: period.entries > 0, now });
}

/** What counts towards a period's target: credits, minutes or reflections of complete entries (drafts are pending). */
function acquired(period: CpdPeriod, entries: readonly CpdEntry[]): { aquired: number; pending: number } {
  const amount = (entry: CpdEntry) => (period.target_mode === 'time' ? entry.time : period.target_mode === 'reflections' ? (entry.reflection.trim() ? 1 : 0) : entry.credits);
  const sum = (list: readonly CpdEntry[]) => Math.round(list.reduce((total, entry) => total + amount(entry), 0) * 100) / 100;
  return { aquired: sum(entries.filter((e) => !e.draft)), pending: sum(entries.filter((e) => e.draft)) };
}

const DAY = 86_400_000;

/**
 * almanac: the CPD journal (spec 3 §7, POST under /almanac). Every call needs a session; the owner
 * reads and changes their own journal, a CPDReviewer reads another user's and decides on their
 * periods; locked periods refuse changes (spec 3 §4); payloads are checked with the contracts' schemas.
 */
const almanacRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preHandler', fastify.requireSession);

  async function ownPeriod(user: UserRow, reference: string): Promise<CpdPeriod> {
    const period = await findPeriod(db, reference);
    if (!period || period.owner !== user.id) throw new LmsError(404, 'NotFound');
    return period;
  }

  fastify.post('/GetConfig', async (request) => {
    const user = await sessionUser(request);
    return { config: await cpdConfig(db, user.scope) };
  });

  fastify.post('/GetJournalsByOwner', async (request) => {
    const { owner } = await journalOf(request, parseInput(CpdOwnerRequestSchema, request.body).uid);
    return { journals: await listPeriods(db, owner.id) };
  });

  fastify.post('/GetEntriesByOwner', async (request) => {
    const input = parseInput(GetEntriesRequestSchema, request.body);
    const { owner } = await journalOf(request, input.uid);
    return { entries: await listEntries(db, owner.id, input.start, input.end) };
  });

  fastify.post('/GetSchema', async (request) => {
    const input = parseInput(GetSchemaRequestSchema, request.body);
    const user = await sessionUser(request);
    return { fields: await cpdSchema(db, user.scope, input.target_mode) };
  });

  async function chartData(period: CpdPeriod): Promise<ChartData> {
    const start = Date.parse(period.start_date);
    const end = Date.parse(period.end_date);
    return {
      target: period.target,
      ...acquired(period, await periodEntries(db, period.reference)),
      elapsed: Math.max(0, Math.min(end, Date.now()) - start) / DAY,
      duration: Math.max(0, end - start) / DAY,
      deadline: period.submission_date,
    };
  }

  fastify.post('/GetChartData', async (request): Promise<ChartData> => {
    const input = parseInput(GetChartDataRequestSchema, request.body);
    const { owner } = await journalOf(request, input.uid);
    return chartData(await ownPeriod(owner, input.period));
  });

  /** GET /almanac/Chart/{token}/{period}/{name}.svg: the owner's or a reviewer's chart as an image (token of GetToken). */
  fastify.get<{ Params: { token: string; id: string; file: string } }>('/Chart/:token/:id/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !(CHART_NAMES as readonly string[]).includes(name)) throw new LmsError(404, 'NotFound');
    const user = await sessionUser(request);
    const period = await findPeriod(db, request.params.id);
    if (!period) throw new LmsError(404, 'NotFound');
    const { owner } = await journalOf(request, period.owner === user.id ? '' : period.owner);
    checkAlmanacToken(request, owner.id, request.params.token);
    return sendSvg(request, reply, chartSvg(name as ChartName, await chartData(period), period.target_mode), request.params.file);
  });

  fastify.post('/SetJournal', async (request) => {
    const input = parseInput(SetJournalRequestSchema, request.body);
    const user = await ownJournal(request);
    const config = await cpdConfig(db, user.scope);
    if (!config.periodTargetModes.includes(input.target_mode)) throw new LmsError(400, 'ValidationFailed', 'target_mode: not offered by the tenant');
    const values = { ...input, submission_date: input.submission_date ?? null };
    if (!input.reference) {
      if (!config.enablePeriodCreation) throw new LmsError(403, 'PeriodCreationDisabled');
      await takeWriteAllowance(db, user.id, 'record');
      return { reference: await createPeriod(db, user.scope, user.id, values) };
    }
    const period = await ownPeriod(user, input.reference);
    if (locked(period, config)) throw new LmsError(409, 'PeriodLocked');
    await updatePeriod(db, period.reference, values);
    return { reference: period.reference };
  });

  fastify.post('/SetJournalSubmitted', async (request) => {
    const input = parseInput(SetJournalStatusRequestSchema, request.body);
    const { owner, reviewing } = await journalOf(request, input.owner);
    if (reviewing) throw new LmsError(403, 'OnlyTheOwnerSubmits');
    const period = await ownPeriod(owner, input.reference);
    const config = await cpdConfig(db, owner.scope);
    const { aquired } = acquired(period, await periodEntries(db, period.reference));
    const allowed = canSubmitForReview({
      reviewEnabled: config.review.enabled,
      isAllPeriods: false,
      locked: locked(period, config),
      targetMet: isTargetMet(period.target, aquired),
      cpdAudit: owner.profile.cpdAudit,
    });
    if (!allowed) throw new LmsError(409, 'SubmitNotAllowed');
    await setPeriodStatus(db, period.reference, 'Submitted');
    return { reference: period.reference, status: 'Submitted' satisfies CpdPeriodStatus };
  });

  const decisions = { SetJournalAccepted: 'Accepted', SetJournalRejected: 'Rejected', SetJournalPending: 'Pending' } as const;
  for (const [call, status] of Object.entries(decisions)) {
    fastify.post(`/${call}`, async (request) => {
      const input = parseInput(SetJournalStatusRequestSchema, request.body);
      // Spec 3 §6: only a reviewer decides, and never on their own journal.
      if (!input.owner) throw new LmsError(400, 'ValidationFailed', 'owner: required');
      const { owner, reviewing } = await journalOf(request, input.owner);
      if (!reviewing) throw new LmsError(403, 'CannotReviewOwnJournal');
      const period = await ownPeriod(owner, input.reference);
      // Only what the owner submitted is decided (a year break or a period in progress is not the reviewer's).
      if (!canDecideReview(period.status, status)) throw new LmsError(409, 'NotSubmitted', 'reference: the period is not submitted for review');
      const config = await cpdConfig(db, owner.scope);
      await setPeriodStatus(db, period.reference, status, config.review.enableReviewComments ? input.comments : undefined);
      return { reference: period.reference, status };
    });
  }

  fastify.post('/SetEntry', async (request) => {
    const input = parseInput(SetEntryRequestSchema, request.body);
    const user = await ownJournal(request);
    const period = await ownPeriod(user, input.journalId);
    const config = await cpdConfig(db, user.scope);
    if (locked(period, config)) throw new LmsError(409, 'PeriodLocked');
    const existing = input.id ? await findEntry(db, input.id) : undefined;
    if (input.id && (!existing || existing.owner !== user.id)) throw new LmsError(404, 'NotFound');
    if (!existing) await takeWriteAllowance(db, user.id, 'record');
    if (existing && existing.journalId !== period.reference) {
      // Moving an entry out of another period changes that period too.
      const from = await ownPeriod(user, existing.journalId);
      if (locked(from, config)) throw new LmsError(409, 'PeriodLocked');
    }

    const schema = await cpdSchema(db, user.scope, input.mode);
    const files = Object.fromEntries(
      schema.filter((f) => f.type === 'file').map((f) => [f.key, (existing?.files ?? []).filter((file) => file.field === f.key).map((file) => file.name)]),
    );
    const result = validateEntry(schema, input.fields, { minDate: period.start_date, maxDate: period.end_date, files });
    const [field, problem] = Object.entries(result.fields)[0] ?? [];
    if (field) throw new LmsError(400, 'ValidationFailed', `fields.${field}: ${problem}`);
    if (result.draft) throw new LmsError(400, 'DraftRule', result.draft);

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
  });

  fastify.post('/DelEntry', async (request) => {
    const input = parseInput(DelEntryRequestSchema, request.body);
    const user = await ownJournal(request);
    const entry = await findEntry(db, input.id);
    if (!entry || entry.owner !== user.id) throw new LmsError(404, 'NotFound');
    const period = await ownPeriod(user, entry.journalId);
    if (locked(period, await cpdConfig(db, user.scope))) throw new LmsError(409, 'PeriodLocked');
    await deleteEntry(db, entry.reference);
    return { success: true };
  });

  fastify.post('/GetPlansByOwner', async (request) => {
    const { owner } = await journalOf(request, parseInput(CpdOwnerRequestSchema, request.body).uid);
    return { plans: await listPlans(db, owner.id) };
  });

  fastify.post('/GetPlan', async (request) => {
    const input = parseInput(GetPlanRequestSchema, request.body);
    const { owner } = await journalOf(request, input.uid);
    if (!input.id) return { plan: { reference: '', owner: owner.id, updated_date: new Date().toISOString(), fields: [...PLAN_TEMPLATE] } };
    const plan = await findPlan(db, input.id);
    if (!plan || plan.owner !== owner.id) throw new LmsError(404, 'NotFound');
    return { plan };
  });

  fastify.post('/SetPlan', async (request) => {
    const input = parseInput(SetPlanRequestSchema, request.body);
    const user = await ownJournal(request);
    const existing = input.id ? await findPlan(db, input.id) : undefined;
    if (input.id && (!existing || existing.owner !== user.id)) throw new LmsError(404, 'NotFound');
    if (!existing) await takeWriteAllowance(db, user.id, 'record');
    const values = new Map(input.fields.map((f) => [f.key, f.value]));
    const fields = validatePlanFields((existing?.fields ?? PLAN_TEMPLATE).map((field) => ({ ...field, value: values.get(field.key) ?? field.value })));
    const invalid = fields.find((f) => f.invalid);
    if (invalid) throw new LmsError(400, 'ValidationFailed', `fields.${invalid.key}: not numeric`);
    const reference = await savePlan(
      db,
      user.scope,
      user.id,
      existing?.reference,
      fields.map(({ invalid: _invalid, ...field }) => field),
    );
    return { reference };
  });

  fastify.post('/GetReviews', async (request) => {
    const user = await sessionUser(request);
    if (!user.roles.includes(CPD_REVIEWER)) throw new LmsError(403, 'NotAReviewer');
    return { reviews: await submittedPeriods(db, user.scope, user.id) };
  });

  /** Whose journal a CPDReviewer opens (spec 3 §6): never their own; an unknown user 404, a non-reviewer 403. */
  fastify.post('/GetReviewProfile', async (request): Promise<{ profile: ReviewProfile }> => {
    const input = parseInput(GetReviewProfileRequestSchema, request.body);
    const user = await sessionUser(request);
    if (input.uid === user.id) throw new LmsError(403, 'CannotReviewOwnJournal');
    const { owner } = await journalOf(request, input.uid);
    const membership = owner.profile.membershipNumber;
    return {
      profile: {
        uid: owner.id,
        displayName: owner.display_name,
        username: owner.username,
        mail: owner.email ?? null,
        membershipNumber: typeof membership === 'string' && membership ? membership : null,
      },
    };
  });

  fastify.post('/GetToken', async (request) => {
    const { owner } = await journalOf(request, parseInput(CpdOwnerRequestSchema, request.body).uid);
    return { token: almanacToken(request, owner.id) };
  });

  /** The owner, with the entry's period unlocked: evidence may change (spec 3 §4 locking). */
  async function writableEntry(request: FastifyRequest, entryId: string) {
    const user = await ownJournal(request);
    const entry = await findEntry(db, entryId);
    if (!entry || entry.owner !== user.id) throw new LmsError(404, 'NotFound');
    const period = await ownPeriod(user, entry.journalId);
    if (locked(period, await cpdConfig(db, user.scope))) throw new LmsError(409, 'PeriodLocked');
    return { ownerId: user.id };
  }

  /** The owner or a CPDReviewer of the same tenant (spec 3 §6). */
  async function readableEntry(request: FastifyRequest, entryId: string) {
    const user = await sessionUser(request);
    const entry = await findEntry(db, entryId);
    if (!entry) throw new LmsError(404, 'NotFound');
    await journalOf(request, entry.owner === user.id ? '' : entry.owner);
    return { ownerId: entry.owner };
  }

  await fastify.register(almanacFileRoutes, { assertEntryWritable: writableEntry, assertEntryReadable: readableEntry });

  fastify.post('/ExportEntries', async (request, reply) => {
    const input = parseInput(ExportEntriesRequestSchema, request.body);
    const { owner } = await journalOf(request, input.uid);
    const entries = await listEntries(db, owner.id, input.start, input.end);
    const pdf = await entriesPdf({ ownerName: owner.display_name, start: input.start, end: input.end, entries });
    const name = ENTRIES_EXPORT_FILE_NAMES[input.format];
    let body: Buffer;
    if (input.format === 'pdf') body = Buffer.from(pdf);
    else {
      const titles = new Map(entries.map((entry) => [entry.reference, entry.title]));
      const files = await filesWithData(
        db,
        entries.map((entry) => entry.reference),
      );
      body = await entriesZip(
        pdf,
        files.map((file) => ({ entryTitle: titles.get(file.entry_id) ?? file.entry_id, name: file.name, data: file.data })),
      );
    }
    return reply
      .header('content-type', input.format === 'pdf' ? 'application/pdf' : 'application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  fastify.post('/ExportPlan', async (request, reply) => {
    const input = parseInput(ExportPlanRequestSchema, request.body);
    const { owner } = await journalOf(request, input.uid);
    let plans = await plansOf(db, owner.id);
    if (input.id) {
      plans = plans.filter((plan) => plan.reference === input.id);
      if (plans.length === 0) throw new LmsError(404, 'NotFound');
    }
    const pdf = await plansPdf({ ownerName: owner.display_name, plans });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${input.id ? 'planExport.pdf' : 'plansExport.pdf'}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  /** ShareEntry / SharePlan (spec 3 §5, §8): the owner sends one entry or plan to an address of the organisation (on-behalf-mail.ts); the demo's mail lands in the outbox. */
  fastify.post('/ShareEntry', { config: SHARE_RATE_LIMIT }, async (request) => {
    const input = parseInput(ShareRequestSchema, request.body);
    const user = await ownJournal(request);
    const entry = await findEntry(db, input.id);
    if (!entry || entry.owner !== user.id) throw new LmsError(404, 'NotFound');
    const lines = [
      `${user.display_name} shared a CPD entry with you.`,
      '',
      `Title: ${entry.title}`,
      `Type: ${entry.type}`,
      `Completed: ${entry.completion_date.slice(0, 10)}`,
      `Credits: ${entry.credits.toFixed(2)}`,
      `Time: ${Math.floor(entry.time / 60)}h ${entry.time % 60}m`,
      ...(entry.reflection ? ['', `Reflection: ${entry.reflection}`] : []),
    ];
    await sendOnBehalf(db, user, { kind: 'share', to: [input.email_to], subject: `CPD entry: ${entry.title}`, body: lines.join('\n'), field: 'email_to' });
    return { success: true };
  });

  fastify.post('/SharePlan', { config: SHARE_RATE_LIMIT }, async (request) => {
    const input = parseInput(ShareRequestSchema, request.body);
    const user = await ownJournal(request);
    const plan = await findPlan(db, input.id);
    if (!plan || plan.owner !== user.id) throw new LmsError(404, 'NotFound');
    const title = plan.fields.find((field) => field.key === 'title')?.value || 'CPD plan';
    const lines = [
      `${user.display_name} shared a CPD plan with you.`,
      '',
      ...plan.fields.map((field) => `${field.label}: ${field.type === 'date' ? field.value.slice(0, 10) : field.value}`),
    ];
    await sendOnBehalf(db, user, { kind: 'share', to: [input.email_to], subject: `CPD plan: ${title}`, body: lines.join('\n'), field: 'email_to' });
    return { success: true };
  });

  fastify.post('/DelPlan', async (request) => {
    const input = parseInput(DelPlanRequestSchema, request.body);
    const user = await ownJournal(request);
    const plan = await findPlan(db, input.id);
    if (!plan || plan.owner !== user.id) throw new LmsError(404, 'NotFound');
    await deletePlan(db, plan.reference);
    return { success: true };
  });
};

export default almanacRoutes;
