import * as v from 'valibot';
import { IsoDateSchema } from './common';
import {
  CPD_PERIOD_STATUSES,
  CPD_TARGET_MODES,
  DRAFT_RULE_MESSAGE,
  computeCredits,
  isEvidenceFileType,
  isValidDateRange,
  isValidShareEmail,
  isWithinPeriod,
  parseCpdNumber,
} from './cpd-rules';

export * from './cpd-rules';

/*
 * The CPD journal's payloads (spec 3 §3, §7): POST /almanac/<Call>. The client parses every answer
 * with these schemas and the reference LMS parses every request with them (400 ValidationFailed
 * '<field>: <reason>' otherwise), so both sides agree on one shape.
 */

const IsoDate = IsoDateSchema;
const Id = v.pipe(v.string(), v.nonEmpty('required'));

/** The spec's reason texts, also the keys the portal maps to its messages. */
export const CPD_REASONS = {
  dateRange: 'the start must not be after the end',
  targetNotNumeric: 'the target must be numeric',
  shareEmail: 'invalid e-mail address',
  fileType: 'file type not supported',
} as const;

export const CpdTargetModeSchema = v.picklist(CPD_TARGET_MODES);
export const CpdPeriodStatusSchema = v.picklist(CPD_PERIOD_STATUSES);

/** Where a tenant's CPD guidance can be shown: the entries list, the plans list, the entry and the plan pages. */
export const CPD_GUIDANCE_LOCATIONS = ['list', 'plans', 'entry', 'plan'] as const;
export type CpdGuidanceLocation = (typeof CPD_GUIDANCE_LOCATIONS)[number];

/** A list override that renames a column: its text, else none (any other value is left alone). */
export function columnNameOverride(overrides: Readonly<Record<string, unknown>>, column: string): string | undefined {
  const name = overrides[column];
  return typeof name === 'string' && name.trim() ? name : undefined;
}

/** Spec 3 §9: the CPD configuration options; `tabs` are 'view:route' entries (spec 3 §2). */
export const CpdConfigSchema = v.object({
  enablePeriodCreation: v.optional(v.boolean(), true),
  enablePeriodsPicker: v.optional(v.boolean(), true),
  enableProgressChart: v.optional(v.boolean(), true),
  periodTargetModes: v.optional(v.array(CpdTargetModeSchema), ['credits']),
  review: v.optional(
    v.object({
      enabled: v.optional(v.boolean(), true),
      enableReviewLocking: v.optional(v.boolean(), false),
      enableSubmissionDeadlineLocking: v.optional(v.boolean(), true),
      enableReviewComments: v.optional(v.boolean(), false),
      enableExtensionRequest: v.optional(v.boolean(), false),
      extensionRequestEmail: v.optional(v.string()),
      yearBreakRequestEmail: v.optional(v.string()),
    }),
    {},
  ),
  enableSharing: v.optional(v.boolean(), true),
  tabs: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z]+:[a-z]+$/, 'a tab is view:route'))), ['entries:list', 'plans:plans']),
  /** The entries list's column names as the tenant words them (decision 0017): by column key, e.g. { type: 'Activity' }. */
  listOverrides: v.optional(v.record(v.string(), v.unknown()), {}),
  /** Guidance locations (decision 0017): the tenant's guidance, HTML shown sanitised, by the page it is shown on. */
  guidance: v.optional(v.record(v.picklist(CPD_GUIDANCE_LOCATIONS), v.pipe(v.string(), v.maxLength(20_000))), {}),
  enableRatings: v.optional(v.boolean(), false),
});
export type CpdConfig = v.InferOutput<typeof CpdConfigSchema>;

/** POST /almanac/GetConfig {} (the reference LMS's answer for the tenant: spec 3 does not say where the options come from). */
export const CpdConfigResponseSchema = v.object({ config: CpdConfigSchema });

/** Spec 3 §3: a period. `entries` counts its entries, so a missing status can be derived (spec 3 §4). */
export const CpdPeriodSchema = v.object({
  reference: v.string(),
  start_date: IsoDate,
  end_date: IsoDate,
  submission_date: v.nullable(IsoDate),
  target: v.number(),
  target_mode: CpdTargetModeSchema,
  status: v.nullable(CpdPeriodStatusSchema),
  owner: v.string(),
  entries: v.number(),
  review_comments: v.optional(v.nullable(v.string())),
});
export type CpdPeriod = v.InferOutput<typeof CpdPeriodSchema>;

/** An evidence file of an entry. */
export const CpdFileSchema = v.object({ id: v.string(), name: v.string(), size: v.number(), field: v.string() });
export type CpdFile = v.InferOutput<typeof CpdFileSchema>;

/** Spec 3 §3: an entry. Complete when `draft` is false. `fields` holds every schema value as a string. */
export const CpdEntrySchema = v.object({
  reference: v.string(),
  journalId: v.string(),
  title: v.string(),
  type: v.string(),
  completion_date: IsoDate,
  draft: v.boolean(),
  credits: v.number(),
  time: v.number(),
  reflection: v.string(),
  files: v.array(CpdFileSchema),
  created_date: IsoDate,
  updated_date: IsoDate,
  owner: v.string(),
  fields: v.record(v.string(), v.string()),
});
export type CpdEntry = v.InferOutput<typeof CpdEntrySchema>;

export const SCHEMA_FIELD_TYPES = ['text', 'bool', 'choice', 'date', 'number', 'number-multiplier', 'number-addition', 'time', 'file', 'mixed'] as const;
export type SchemaFieldType = (typeof SCHEMA_FIELD_TYPES)[number];

/** Spec 3 §3: one field of the entry editor's schema. */
export const SchemaFieldSchema = v.object({
  key: v.string(),
  label: v.string(),
  description: v.optional(v.string()),
  type: v.picklist(SCHEMA_FIELD_TYPES),
  value: v.optional(v.string()),
  hidden: v.optional(v.boolean(), false),
  editable: v.optional(v.boolean(), true),
  validation: v.optional(v.object({ required: v.optional(v.boolean()), max: v.optional(v.number()), step: v.optional(v.number()) }), {}),
  data: v.optional(
    v.object({
      values: v.optional(v.array(v.object({ value: v.string(), label: v.string(), filter: v.optional(v.string()) }))),
      parentKey: v.optional(v.string()),
      childKey: v.optional(v.string()),
      maxValueKey: v.optional(v.string()),
      multiplierKey: v.optional(v.string()),
      additionKey: v.optional(v.string()),
    }),
    {},
  ),
  filter: v.optional(v.string()),
});
export type SchemaField = v.InferOutput<typeof SchemaFieldSchema>;

/** Spec 3 §3: a plan field; `invalid` flags a validation error (spec 3 §5). */
export const CpdPlanFieldSchema = v.object({
  key: v.string(),
  value: v.string(),
  type: v.string(),
  label: v.string(),
  description: v.optional(v.string()),
  data: v.optional(v.object({ values: v.optional(v.array(v.object({ value: v.string(), label: v.string() }))) })),
  invalid: v.optional(v.boolean()),
});
export type CpdPlanField = v.InferOutput<typeof CpdPlanFieldSchema>;

export const CpdPlanSchema = v.object({ reference: v.string(), owner: v.string(), updated_date: IsoDate, fields: v.array(CpdPlanFieldSchema) });
export type CpdPlan = v.InferOutput<typeof CpdPlanSchema>;

/** A plan list row (spec 3 §3: reference, title, start_date, end_date). */
export const CpdPlanSummarySchema = v.object({ reference: v.string(), title: v.string(), start_date: v.nullable(v.string()), end_date: v.nullable(v.string()) });
export type CpdPlanSummary = v.InferOutput<typeof CpdPlanSummarySchema>;

/* ---------- requests and answers (spec 3 §7) ---------- */

/** Whose journal a call reads; empty or missing means the signed-in user. */
const Uid = v.optional(v.string(), '');

export const CpdOwnerRequestSchema = v.object({ uid: Uid });
export type CpdOwnerRequest = v.InferInput<typeof CpdOwnerRequestSchema>;

export const GetJournalsResponseSchema = v.object({ journals: v.array(CpdPeriodSchema) });
export type GetJournalsResponse = v.InferOutput<typeof GetJournalsResponseSchema>;

export const GetEntriesRequestSchema = v.object({ start: IsoDate, end: IsoDate, uid: Uid });
export type GetEntriesRequest = v.InferInput<typeof GetEntriesRequestSchema>;
export const GetEntriesResponseSchema = v.object({ entries: v.array(CpdEntrySchema) });
export type GetEntriesResponse = v.InferOutput<typeof GetEntriesResponseSchema>;

export const GetSchemaRequestSchema = v.object({ target_mode: CpdTargetModeSchema });
export const GetSchemaResponseSchema = v.object({ fields: v.array(SchemaFieldSchema) });
export type GetSchemaResponse = v.InferOutput<typeof GetSchemaResponseSchema>;

export const GetChartDataRequestSchema = v.object({ uid: Uid, period: Id });
/** Spec 3 §3 chart data (`aquired` spelt as the spec spells it). */
export const ChartDataSchema = v.object({ target: v.number(), aquired: v.number(), pending: v.number(), elapsed: v.number(), duration: v.number(), deadline: v.nullable(IsoDate) });
export type ChartData = v.InferOutput<typeof ChartDataSchema>;

/** Spec 3 §5 period dialog: dates required, start not after end, target numeric (time mode: minutes). */
export const SetJournalRequestSchema = v.pipe(
  v.object({
    reference: v.optional(v.string(), ''),
    start_date: IsoDate,
    end_date: IsoDate,
    submission_date: v.optional(v.nullable(IsoDate), null),
    target: v.pipe(v.number(CPD_REASONS.targetNotNumeric), v.finite(CPD_REASONS.targetNotNumeric), v.minValue(0, CPD_REASONS.targetNotNumeric)),
    target_mode: CpdTargetModeSchema,
  }),
  v.forward(
    v.check((p) => isValidDateRange(p.start_date, p.end_date), CPD_REASONS.dateRange),
    ['end_date'],
  ),
);
export type SetJournalRequest = v.InferInput<typeof SetJournalRequestSchema>;
export const ReferenceResponseSchema = v.object({ reference: v.string() });

/** SetJournalSubmitted / Pending / Accepted / Rejected: the period, and optional review comments. */
export const SetJournalStatusRequestSchema = v.object({ reference: Id, owner: Uid, comments: v.optional(v.pipe(v.string(), v.maxLength(4000))) });
export type SetJournalStatusRequest = v.InferInput<typeof SetJournalStatusRequestSchema>;
export const JournalStatusResponseSchema = v.object({ reference: v.string(), status: CpdPeriodStatusSchema });

/** SetEntry: the period, the entry (none for a new one), the target mode and every field value as a string. */
export const SetEntryRequestSchema = v.object({
  journalId: Id,
  id: v.optional(v.string(), ''),
  mode: CpdTargetModeSchema,
  fields: v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string(), v.maxLength(20000))),
});
export type SetEntryRequest = v.InferInput<typeof SetEntryRequestSchema>;
export const SetEntryResponseSchema = v.object({ reference: v.string(), entry: CpdEntrySchema });

export const DelEntryRequestSchema = v.object({ id: Id });
export const DelFileRequestSchema = v.object({ entryId: Id, id: Id });

export const GetPlansResponseSchema = v.object({ plans: v.array(CpdPlanSummarySchema) });
export const GetPlanRequestSchema = v.object({ id: v.optional(v.string(), ''), uid: Uid });
export const GetPlanResponseSchema = v.object({ plan: CpdPlanSchema });
export const SetPlanRequestSchema = v.object({ id: v.optional(v.string(), ''), fields: v.array(v.object({ key: Id, value: v.pipe(v.string(), v.maxLength(20000)) })) });
export type SetPlanRequest = v.InferInput<typeof SetPlanRequestSchema>;
export const DelPlanRequestSchema = v.object({ id: Id });

/** ShareEntry / SharePlan (spec 3 §5): the address must match a standard pattern. */
export const ShareRequestSchema = v.object({
  id: Id,
  email_to: v.pipe(
    v.string(),
    v.check((email) => isValidShareEmail(email), CPD_REASONS.shareEmail),
  ),
  mode: v.optional(CpdTargetModeSchema),
});
export type ShareRequest = v.InferInput<typeof ShareRequestSchema>;

/** ExportEntries (spec 3 §5 export dialog): both dates valid, start not after end; PDF or ZIP. */
export const ExportEntriesRequestSchema = v.pipe(
  v.object({ uid: Uid, start: IsoDate, end: IsoDate, mode: v.optional(CpdTargetModeSchema), format: v.picklist(['pdf', 'zip']) }),
  v.forward(
    v.check((p) => isValidDateRange(p.start, p.end), CPD_REASONS.dateRange),
    ['end'],
  ),
);
export type ExportEntriesRequest = v.InferInput<typeof ExportEntriesRequestSchema>;
export const ExportPlanRequestSchema = v.object({ uid: Uid, id: v.optional(v.string(), '') });

export const SuccessResponseSchema = v.object({ success: v.boolean() });

/**
 * GetReviews {} (the reference LMS's; spec 3 does not show how a reviewer finds what to review): the
 * tenant's periods waiting for review (status Submitted), never the reviewer's own.
 */
export const CpdReviewSchema = v.object({ uid: v.string(), name: v.string(), reference: v.string(), start_date: IsoDate, end_date: IsoDate });
export type CpdReview = v.InferOutput<typeof CpdReviewSchema>;
export const GetReviewsResponseSchema = v.object({ reviews: v.array(CpdReviewSchema) });

/**
 * GetReviewProfile {uid} (the reference LMS's; spec 3 §6 "a failed review profile load sends the user
 * home"): whose journal a CPDReviewer opens, from the profile items spec 3 §3 names. 403 for one's own
 * or a non-reviewer, 404 for an unknown user.
 */
export const GetReviewProfileRequestSchema = v.object({ uid: Id });
export const ReviewProfileSchema = v.object({
  uid: v.string(),
  displayName: v.string(),
  username: v.string(),
  mail: v.nullable(v.string()),
  membershipNumber: v.nullable(v.string()),
});
export type ReviewProfile = v.InferOutput<typeof ReviewProfileSchema>;
export const GetReviewProfileResponseSchema = v.object({ profile: ReviewProfileSchema });

/* ---------- entry validation driven by the schema (spec 3 §5) ---------- */

/** A field's problem; a date that is not a date is spec 3 §8's 'date format', apart from other invalid values. */
export type EntryFieldProblem = 'required' | 'invalid' | 'dateFormat' | 'outOfPeriod' | 'max' | 'notSupported';

/** A date field's value: an ISO day, or an ISO timestamp as the portal sends (start of day UTC). */
const ISO_DATE_VALUE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
function isDateValue(value: string): boolean {
  if (!ISO_DATE_VALUE.test(value) || Number.isNaN(Date.parse(value))) return false;
  // Date.parse rolls an impossible day over (30 February is 2 March): the day must be on the calendar.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface EntryValidation {
  /** Problems per field key; empty when every field is valid. */
  fields: Record<string, EntryFieldProblem>;
  /** The draft rule's refusal (DRAFT_RULE_MESSAGE), when it applies. */
  draft?: string;
  /** The draft flag to store: the box's value, or (hidden box) the opposite of completeness. */
  draftFlag: boolean;
  /** Credits computed from the multiplier, when the schema computes them. */
  credits?: number;
}

/** A field's number (time fields count in minutes; a parent of credits counts time in hours). */
function numberOf(values: Readonly<Record<string, string>>, key: string | undefined): number {
  if (!key) return 0;
  const n = parseCpdNumber(values[key]);
  return Number.isNaN(n) ? 0 : n;
}

/** Credits of a number-multiplier field: parent × multiplier, capped, plus additions (spec 3 §5). */
export function creditsFor(field: SchemaField, schema: readonly SchemaField[], values: Readonly<Record<string, string>>): number {
  const parentField = schema.find((f) => f.key === field.data.parentKey);
  const parent = parentField?.type === 'time' ? numberOf(values, parentField.key) / 60 : numberOf(values, field.data.parentKey);
  const max = field.data.maxValueKey ? numberOf(values, field.data.maxValueKey) || (field.validation.max ?? null) : (field.validation.max ?? null);
  const additions = (field.data.additionKey ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => numberOf(values, key));
  return computeCredits({ parent, multiplier: numberOf(values, field.data.multiplierKey) || 1, max, additions });
}

const isEmpty = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/**
 * Spec 3 §5 for one entry form: title non-empty; dates required and inside the period; time and
 * numbers numeric (empty is 0) and under their max; evidence of the spec's types; required visible
 * fields complete, or, when the schema has a draft field, the draft box ticked instead.
 * `files` counts the evidence per file field (kept and pending).
 */
export function validateEntry(
  schema: readonly SchemaField[],
  values: Readonly<Record<string, string>>,
  options: { minDate?: string | null; maxDate?: string | null; files?: Readonly<Record<string, readonly string[]>> } = {},
): EntryValidation {
  const problems: Record<string, EntryFieldProblem> = {};
  const draftField = schema.find((f) => f.key === 'draft' && f.type === 'bool');
  let requiredComplete = true;
  let credits: number | undefined;

  for (const field of schema) {
    if (field.key === 'draft') continue;
    const value = values[field.key];
    const files = options.files?.[field.key] ?? [];
    if (field.type === 'file' && files.some((name) => !isEvidenceFileType(name))) problems[field.key] = 'notSupported';
    if (field.type === 'number-multiplier' && !field.editable) credits = creditsFor(field, schema, values);
    if (field.hidden) continue;

    if (field.key === 'title' && isEmpty(value)) {
      problems.title = 'required';
      continue;
    }
    if (field.type === 'date') {
      if (isEmpty(value)) problems[field.key] = 'required';
      else if (!isDateValue(value!.trim())) problems[field.key] = 'dateFormat';
      else if (!isWithinPeriod(value!, { minDate: options.minDate, maxDate: options.maxDate })) problems[field.key] = 'outOfPeriod';
      continue;
    }
    if (field.type === 'time' || field.type.startsWith('number')) {
      const n = parseCpdNumber(value);
      if (Number.isNaN(n) || n < 0) problems[field.key] = 'invalid';
      else if (field.validation.max !== undefined && field.type !== 'time' && n > field.validation.max) problems[field.key] = 'max';
      else if (field.validation.max !== undefined && field.type === 'time' && n > field.validation.max * 60) problems[field.key] = 'max';
      else if (field.validation.required && n === 0 && field.editable) requiredComplete = false;
      continue;
    }
    if (field.validation.required) {
      const missing = field.type === 'file' ? files.length === 0 : field.type === 'bool' ? value !== 'true' : isEmpty(value);
      if (missing) {
        requiredComplete = false;
        if (!draftField) problems[field.key] = 'required';
      }
    }
  }

  const draftBox = values.draft === 'true';
  const draftFlag = !draftField ? false : draftField.hidden ? !requiredComplete : draftBox;
  const draft = draftField && !draftField.hidden && !draftBox && !requiredComplete ? DRAFT_RULE_MESSAGE : undefined;
  return { fields: problems, draftFlag, ...(draft ? { draft } : {}), ...(credits !== undefined ? { credits } : {}) };
}

/** Spec 3 §5 plan save: number fields whose value is not numeric are flagged; the rest pass. */
export function validatePlanFields(fields: readonly CpdPlanField[]): CpdPlanField[] {
  return fields.map((field) => ({ ...field, invalid: field.type === 'number' && Number.isNaN(parseCpdNumber(field.value)) }));
}
