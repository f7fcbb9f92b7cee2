import * as v from 'valibot';
import { IsoDateSchema } from './common';

/*
 * External learning (spec 2 §3 External learning item, §4, §5, §7, §9; spec 3 §5, §7) and the file
 * store it keeps attachments in (/dossier, spec 2 §7 Task attachments, shared by the tasks slice).
 */

/* ---------- the file store (/dossier) ---------- */

/** Spec 2 §5 / spec 3 §5: the file types an external learning item's attachment may have (by extension, any case). */
export const ELA_ATTACHMENT_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'mp4', 'm4v', 'zip', 'pdf', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pps', 'ppsx', 'ppt', 'pptx'] as const;

/** The extension of a file name, lower-cased ('' without one). */
export function fileExtension(name: string): string {
  return /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** Spec 2 §5: an attachment of one of ELA_ATTACHMENT_TYPES, case-insensitive; anything else is unsupported (415). */
export function isElaAttachmentType(name: string): boolean {
  return (ELA_ATTACHMENT_TYPES as readonly string[]).includes(fileExtension(name));
}

/** The largest file the store takes (the spec names none): 413 over it. */
export const DOSSIER_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The kinds of area a file lives in (spec 2 §7): '{id}/.attachments' and '{externalReference}/task-file-attachments'
 * (a task's; the task types), '{id}/external-learning-attachments' (an external learning item's; ELA_ATTACHMENT_TYPES).
 */
export const DOSSIER_AREA_KINDS = ['.attachments', 'task-file-attachments', 'external-learning-attachments'] as const;
export type DossierAreaKind = (typeof DOSSIER_AREA_KINDS)[number];

/** The area of a kind for a key (an item id or external reference): '{key}/{kind}'. */
export function dossierArea(key: string, kind: DossierAreaKind): string {
  return `${key}/${kind}`;
}

/** The area of an external learning item's attachments. */
export const elaAttachmentArea = (itemId: string) => dossierArea(itemId, 'external-learning-attachments');

/** An area (and optionally a file id after it) read back from a path: undefined unless '{key}/{kind}[/{fileId}]'. */
export function parseDossierPath(path: string): { key: string; kind: DossierAreaKind; area: string; fileId?: string } | undefined {
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  if (parts.length !== 2 && parts.length !== 3) return undefined;
  const [key, kind, fileId] = parts;
  if (!key || !(DOSSIER_AREA_KINDS as readonly string[]).includes(kind!)) return undefined;
  if (parts.length === 3 && !fileId) return undefined;
  return { key, kind: kind as DossierAreaKind, area: `${key}/${kind}`, ...(fileId ? { fileId } : {}) };
}

/**
 * A stored file. `reference` is its id, `path` '{area}/{id}' (the tail of its address), `datestamp` the
 * upload time in epoch ms, `uploader` the uploader's name as sent with the upload.
 */
export const DossierFileSchema = v.object({
  reference: v.string(),
  name: v.string(),
  size: v.number(),
  contentType: v.string(),
  path: v.string(),
  uploader: v.string(),
  ownerId: v.string(),
  datestamp: v.number(),
});
export type DossierFile = v.InferOutput<typeof DossierFileSchema>;

/** GET /dossier/files/{scope}/content-list/{area}[?owner=]: the owner's files of the area (the caller's by default). */
export const DossierListResponseSchema = v.object({ files: v.array(DossierFileSchema) });
export type DossierListResponse = v.InferOutput<typeof DossierListResponseSchema>;

/** POST /dossier/files/{scope}/content/{area} (multipart: file, uploader): the stored file. */
export const DossierUploadResponseSchema = v.object({ success: v.boolean(), file: DossierFileSchema });
export type DossierUploadResponse = v.InferOutput<typeof DossierUploadResponseSchema>;

const enc = (s: string) => encodeURIComponent(s);
/** An area path with each segment encoded (the '/' between them kept). */
const encPath = (path: string) => path.split('/').map(enc).join('/');
const ownerQuery = (owner?: string) => (owner ? `?owner=${enc(owner)}` : '');

/** The file store's addresses (relative to /_api). */
export const dossierPaths = {
  /** GET: the files of an area; `owner` reads another user's (their approver, read-only). */
  list: (scope: string, area: string, owner?: string) => `/dossier/files/${enc(scope)}/content-list/${encPath(area)}${ownerQuery(owner)}`,
  /** POST multipart (file, uploader): upload into an area. */
  upload: (scope: string, area: string) => `/dossier/files/${enc(scope)}/content/${encPath(area)}`,
  /** GET: the file (a download); DELETE: remove it. `path` is the file's `path`. */
  file: (scope: string, path: string) => `/dossier/files/${enc(scope)}/content/${encPath(path)}`,
} as const;

/** What an upload's answer means for the person (spec 2 §8: 413 too large, 415 unsupported type, other general). */
export function uploadFailureKind(status: number): 'tooLarge' | 'unsupportedType' | 'failed' {
  return status === 413 ? 'tooLarge' : status === 415 ? 'unsupportedType' : 'failed';
}

/* ---------- external learning: values and rules ---------- */

/** Spec 2 §3: an item's approval status. */
export const ELA_APPROVAL_STATUSES = ['draft', 'pendingapproval', 'approved', 'rejected'] as const;
export type ElaApprovalStatus = (typeof ELA_APPROVAL_STATUSES)[number];

/** Completion statuses an item may record (spec 2 §3 names only the default, 'completed'). */
export const ELA_COMPLETION_STATUSES = ['completed', 'passed', 'failed', 'attended'] as const;
export type ElaCompletionStatus = (typeof ELA_COMPLETION_STATUSES)[number];
export const DEFAULT_COMPLETION_STATUS: ElaCompletionStatus = 'completed';

/** Spec 2 §9: the list loads 50 at a time by offset; the learning-item picker shows 50 a page. */
export const ELA_PAGE_SIZE = 50;
export const LEARNING_ITEM_PICKER_PAGE_SIZE = 50;

/** The approval object type of an external learning item (spec 2 §9: the default objectType). */
export const ELA_OBJECT_TYPE = 'ELA';
/** The content type an approval of an item shows. */
export const ELA_CONTENT_TYPE = 'External learning';

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 2 §5: a time rounded to the nearest 15 minutes (seconds dropped). */
export function roundToQuarterHour(date: Date): Date {
  return new Date(Math.round(date.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
}

/** Spec 2 §5: the time options, every 15 minutes across 24 hours ('00:00' … '23:45', 96 of them). */
export function timeOptions(): string[] {
  return Array.from({ length: 96 }, (_, i) => `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`);
}

/** An 'HH:MM' time rounded to the nearest quarter hour ('10:08' → '10:15'; '23:53' → '23:45', staying on its day); undefined if not a time. */
export function roundTimeToQuarterHour(time: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  const quarters = Math.min(Math.round((hours * 60 + minutes) / 15), 95);
  return `${pad(Math.floor(quarters / 4))}:${pad((quarters % 4) * 15)}`;
}

/** The date ('YYYY-MM-DD') and quarter-hour time ('HH:MM') a new item starts with: now, rounded, in local time. */
export function defaultOccurrence(now: Date): { occurredOn: string; occurredAt: string } {
  const rounded = roundToQuarterHour(now);
  return {
    occurredOn: `${rounded.getFullYear()}-${pad(rounded.getMonth() + 1)}-${pad(rounded.getDate())}`,
    occurredAt: `${pad(rounded.getHours())}:${pad(rounded.getMinutes())}`,
  };
}

/**
 * Spec 2 §4: saving as draft (or a reset) keeps pendingapproval if the item is already so, otherwise sets draft.
 */
export function nextStatusOnSave(current: ElaApprovalStatus | undefined): ElaApprovalStatus {
  return current === 'pendingapproval' ? 'pendingapproval' : 'draft';
}

/** Spec 2 §4: submitting sets pendingapproval. */
export function nextStatusOnSubmit(): ElaApprovalStatus {
  return 'pendingapproval';
}

/**
 * Spec 2 §4: read-only if approved; or if the creator and pending approval; or if not the creator and the
 * status is not pending approval.
 */
export function isElaReadOnly({ approvalStatusId, isCreator }: { approvalStatusId: ElaApprovalStatus; isCreator: boolean }): boolean {
  if (approvalStatusId === 'approved') return true;
  if (isCreator) return approvalStatusId === 'pendingapproval';
  return approvalStatusId !== 'pendingapproval';
}

export type ElaItemMode = 'authoring' | 'approving';

/** Spec 2 §4: approving when the action is approval and an owner exists; authoring otherwise. */
export function elaItemMode({ action, ownerId }: { action?: string; ownerId?: string }): ElaItemMode {
  return action === 'approval' && Boolean(ownerId) ? 'approving' : 'authoring';
}

/* ---------- external learning: payloads ---------- */

const IsoDate = IsoDateSchema;
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `at most ${max} characters`));
const TIME_OPTIONS = timeOptions();
const OptionalNumber = (min: number, max: number) =>
  v.nullable(v.pipe(v.number('must be a number'), v.finite('must be a number'), v.minValue(min, `at least ${min}`), v.maxValue(max, `at most ${max}`)));

/** The reasons the item's fields give, also the keys the portal maps to its messages. */
export const ELA_REASONS = {
  required: 'required',
  date: 'a date YYYY-MM-DD',
  time: 'a time every 15 minutes',
} as const;

/**
 * The item as the form edits it and POST/PUT send it (the LMS parses it with this schema). `occurredOn`
 * is the calendar day and `occurredAt` the quarter-hour time the learner gives, as they read them (no
 * time zone). `approvalStatusId` says what the save asks for: 'draft' (save as draft) or 'pendingapproval'
 * (submit for approval); the server decides the status from it.
 */
export const ExternalLearningPayloadSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(ELA_REASONS.required), v.maxLength(200, 'at most 200 characters')),
  description: v.optional(Text(4000), ''),
  keyLearning: v.optional(Text(4000), ''),
  typeId: v.pipe(v.string(ELA_REASONS.required), v.nonEmpty(ELA_REASONS.required)),
  occurredOn: v.pipe(v.string(ELA_REASONS.date), v.isoDate(ELA_REASONS.date)),
  occurredAt: v.picklist(TIME_OPTIONS, ELA_REASONS.time),
  completionStatusId: v.optional(v.picklist(ELA_COMPLETION_STATUSES), DEFAULT_COMPLETION_STATUS),
  score: v.optional(OptionalNumber(0, 100), null),
  cpdPoints: v.optional(OptionalNumber(0, 1000), null),
  learningHours: v.optional(OptionalNumber(0, 1000), null),
  learningItemId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  approvalStatusId: v.optional(v.picklist(['draft', 'pendingapproval']), 'draft'),
});
export type ExternalLearningPayload = v.InferOutput<typeof ExternalLearningPayloadSchema>;
export type ExternalLearningPayloadInput = v.InferInput<typeof ExternalLearningPayloadSchema>;

/** An activity type of the tenant (GET …/externallearning/lookups). */
export const ActivityTypeSchema = v.object({ id: v.string(), name: v.string() });
export type ActivityType = v.InferOutput<typeof ActivityTypeSchema>;
export const ExternalLearningLookupsSchema = v.object({ types: v.array(ActivityTypeSchema) });
export type ExternalLearningLookups = v.InferOutput<typeof ExternalLearningLookupsSchema>;

/** The item's approval request, when it has one: the approver and the request's state index (APPROVAL_STATE). */
export const ElaApprovalSchema = v.object({
  reference: v.string(),
  approverId: v.string(),
  approverName: v.nullable(v.string()),
  state: v.number(),
  /** The approver's comment on the latest rejection. */
  comment: v.nullable(v.string()),
});
export type ElaApproval = v.InferOutput<typeof ElaApprovalSchema>;

/** Spec 2 §3: an external learning item as the LMS answers it. `occurredOn` is the day and time as given, written as UTC. */
export const ExternalLearningItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  keyLearning: v.string(),
  typeId: v.nullable(v.string()),
  typeName: v.nullable(v.string()),
  occurredOn: v.nullable(IsoDate),
  occurredAt: v.nullable(v.string()),
  completionStatusId: v.string(),
  score: v.nullable(v.number()),
  approvalStatusId: v.picklist(ELA_APPROVAL_STATUSES),
  cpdPoints: v.nullable(v.number()),
  learningHours: v.nullable(v.number()),
  learningItemId: v.nullable(v.string()),
  /** The linked catalogue item's name (null when none, or when it is gone). */
  learningItemName: v.nullable(v.string()),
  createdBy: v.object({ id: v.string(), name: v.string() }),
  createdOn: IsoDate,
  modifiedOn: IsoDate,
  approval: v.nullable(ElaApprovalSchema),
});
export type ExternalLearningItem = v.InferOutput<typeof ExternalLearningItemSchema>;

/** GET …/externallearning: a page of the user's items (newest change first) and how many match. */
export const ExternalLearningListResponseSchema = v.object({ items: v.array(ExternalLearningItemSchema), total: v.number() });
export type ExternalLearningListResponse = v.InferOutput<typeof ExternalLearningListResponseSchema>;

/** The list's query: limit (1–50), offset, an approval status, search text (every word must match). */
export const ExternalLearningListQuerySchema = v.object({
  limit: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('an integer'), v.minValue(1), v.maxValue(ELA_PAGE_SIZE)), String(ELA_PAGE_SIZE)),
  offset: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('an integer'), v.minValue(0)), '0'),
  approvalStatus: v.optional(v.union([v.literal(''), v.picklist(ELA_APPROVAL_STATUSES)]), ''),
  searchText: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});
export type ExternalLearningListQuery = v.InferInput<typeof ExternalLearningListQuerySchema>;

/** POST …/externallearning: the new item's id under data (spec 2 §7), and the item. */
export const ExternalLearningCreateResponseSchema = v.object({ success: v.boolean(), data: v.object({ id: v.string() }), item: ExternalLearningItemSchema });
/** PUT …/externallearning/{id}: the item as saved. */
export const ExternalLearningSaveResponseSchema = v.object({ success: v.boolean(), item: ExternalLearningItemSchema });

/** The list's search: every word of the text must appear in the item's name, description or key learning (any case). */
export function matchesElaSearch(item: Pick<ExternalLearningItem, 'name' | 'description' | 'keyLearning'>, searchText: string): boolean {
  const haystack = `${item.name} ${item.description} ${item.keyLearning}`.toLowerCase();
  return searchText
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/* ---------- external learning: addresses ---------- */

const api3 = (scope: string) => `/reach/${enc(scope)}/api/v3`;

export const externalLearningPaths = {
  lookups: (scope: string) => `${api3(scope)}/externallearning/lookups`,
  list: (scope: string, user: string, query: { limit?: number; offset?: number; approvalStatus?: string; searchText?: string } = {}) => {
    const params = new URLSearchParams();
    params.set('limit', String(query.limit ?? ELA_PAGE_SIZE));
    params.set('offset', String(query.offset ?? 0));
    if (query.approvalStatus) params.set('approvalStatus', query.approvalStatus);
    if (query.searchText) params.set('searchText', query.searchText);
    return `${api3(scope)}/users/${enc(user)}/externallearning?${params.toString()}`;
  },
  create: (scope: string, user: string) => `${api3(scope)}/users/${enc(user)}/externallearning`,
  item: (scope: string, user: string, id: string) => `${api3(scope)}/users/${enc(user)}/externallearning/${enc(id)}`,
} as const;
