import * as v from 'valibot';
import { IsoDateSchema } from './common';
import { COMPLETION_VALUES, ENROLMENT_MODES, ENROLMENT_VALUES, type Completion, type EnrolmentMode } from './catalogue/values';
import { XAPI_VERSION } from './catalogue/actions';

/*
 * Tasks (spec 2 §2–§8) and the record store they keep their submissions in (spec 3 §3, §7). The task
 * page reads the task form model from the LMS, writes its submission state through the record store
 * (activities/state) and changes its status through the task calls; the rules that decide what the
 * page offers are pure functions here, and the reference LMS applies the same ones.
 */

const e = encodeURIComponent;
const reach = (scope: string) => `/reach/${e(scope)}/api`;
const IsoDate = IsoDateSchema;

// ---------------------------------------------------------------------------------------------
// Page: tabs, modes
// ---------------------------------------------------------------------------------------------

/** Spec 2 §2: the task page's tabs; the hidden parameter selectedTab defaults to Information. */
export const TASK_TABS = ['Information', 'Submission', 'Comments'] as const;
export type TaskTab = (typeof TASK_TABS)[number];
export const DEFAULT_TASK_TAB: TaskTab = 'Information';

/** The tab named in the address, or Information for none or an unknown one. */
export function readTaskTab(value: string | null | undefined): TaskTab {
  return (TASK_TABS as readonly string[]).includes(value ?? '') ? (value as TaskTab) : DEFAULT_TASK_TAB;
}

/** Spec 2 §2: the action that puts the task page in approving mode. */
export const TASK_APPROVAL_ACTION = 'approval';

/** Approving when the action is 'approval' and the task is another user's (spec 2 §6); else authoring. */
export function taskMode(action: string | undefined, uid: string | undefined, me: string): 'authoring' | 'approving' {
  return action === TASK_APPROVAL_ACTION && Boolean(uid) && uid !== me ? 'approving' : 'authoring';
}

// ---------------------------------------------------------------------------------------------
// Attachments (spec 2 §5)
// ---------------------------------------------------------------------------------------------

/** Spec 2 §5: the only file types a task accepts (compared without regard to case). */
export const TASK_ATTACHMENT_TYPES = [
  'gif',
  'jpg',
  'jpeg',
  'png',
  'mp4',
  'mp3',
  'm4a',
  'm4v',
  'zip',
  'pdf',
  'csv',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'pps',
  'ppsx',
  'ppt',
  'pptx',
] as const;

/** True when the file's extension is one of TASK_ATTACHMENT_TYPES; a name without an extension is refused. */
export function isTaskAttachmentType(fileName: string): boolean {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension !== undefined && (TASK_ATTACHMENT_TYPES as readonly string[]).includes(extension);
}

/** Spec 2 §8: what a failed upload says, by HTTP status: 413 too large, 415 unsupported type, others the general failure. */
export function uploadFailure(status: number | undefined): 'tooLarge' | 'unsupportedType' | 'general' {
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'unsupportedType';
  return 'general';
}

/** A file uploaded to the task (body: its path in the dossier) or a reference to an external learning item (body: its id). */
export const TASK_ATTACHMENT_KINDS = ['file', 'ELAReference'] as const;
export const TaskAttachmentSchema = v.object({
  id: v.string(),
  body: v.string(),
  name: v.string(),
  type: v.picklist(TASK_ATTACHMENT_KINDS),
  timestamp: IsoDate,
});
export type TaskAttachment = v.InferOutput<typeof TaskAttachmentSchema>;

/** POST .../content/{id}/attachments?actingAs= : records an uploaded file (or an ELA reference) on the task. */
export const TaskAttachmentRequestSchema = v.pipe(
  v.object({
    type: v.picklist(TASK_ATTACHMENT_KINDS),
    body: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(1000)),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(255)),
  }),
  v.forward(
    v.check((input) => input.type !== 'file' || isTaskAttachmentType(input.name), 'file type not supported'),
    ['name'],
  ),
);
export type TaskAttachmentRequest = v.InferOutput<typeof TaskAttachmentRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Submission state (spec 3 §3 "Task submission state"), kept in the record store
// ---------------------------------------------------------------------------------------------

/** The record store's stateId under which a task's submission text is kept (registration: the attempt). */
export const TASK_SUBMISSION_STATE_ID = 'task-submission';
export const SUBMISSION_TEXT_MAX = 20_000;

export const TaskSubmissionSchema = v.object({ text: v.pipe(v.string(), v.maxLength(SUBMISSION_TEXT_MAX)), timestamp: IsoDate });
export type TaskSubmission = v.InferOutput<typeof TaskSubmissionSchema>;
export const TaskSubmissionStateSchema = v.object({
  submissions: v.array(TaskSubmissionSchema),
  draft: v.pipe(v.string(), v.maxLength(SUBMISSION_TEXT_MAX)),
  lastModified: v.nullable(IsoDate),
});
export type TaskSubmissionState = v.InferOutput<typeof TaskSubmissionStateSchema>;

/** Spec 3 §7: a read answered ResourceNotFound is this, not an error. */
export const EMPTY_SUBMISSION_STATE: TaskSubmissionState = { submissions: [], draft: '', lastModified: null };

/** Spec 2 §4: a draft replaces the draft text (the submissions stay). */
export function saveDraft(state: TaskSubmissionState, text: string, now: Date): TaskSubmissionState {
  return { submissions: state.submissions, draft: text, lastModified: now.toISOString() };
}

/** Spec 2 §4: a final submit clears the draft and appends the text to the submissions. */
export function submitText(state: TaskSubmissionState, text: string, now: Date): TaskSubmissionState {
  const at = now.toISOString();
  return { submissions: [...state.submissions, { text, timestamp: at }], draft: '', lastModified: at };
}

/**
 * What the record store accepts as the next submission state: the earlier submissions unchanged,
 * and either the draft replaced (nothing appended) or one submission appended with the draft cleared.
 * Answers null when allowed, else the reason.
 */
export function submissionChangeRefusal(previous: TaskSubmissionState, next: TaskSubmissionState): 'SubmissionsChanged' | 'DraftNotCleared' | 'EmptySubmission' | null {
  const kept = previous.submissions.every((old, index) => next.submissions[index]?.text === old.text && next.submissions[index]?.timestamp === old.timestamp);
  if (!kept) return 'SubmissionsChanged';
  const added = next.submissions.length - previous.submissions.length;
  if (added < 0 || added > 1) return 'SubmissionsChanged';
  if (added === 1) {
    if (next.draft !== '') return 'DraftNotCleared';
    if (next.submissions.at(-1)!.text.trim() === '') return 'EmptySubmission';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The task form model (spec 2 §3)
// ---------------------------------------------------------------------------------------------

/** Approval states by index (spec 2 §3): 1 pending, 2 approved, 3 rejected, 4 cancelled, 0 unknown. */
export const TASK_APPROVAL_STATE = { unknown: 0, pending: 1, approved: 2, rejected: 3, cancelled: 4 } as const;

/** The task's latest completion request (spec 2 §3 "Approval request" with context.approvalType 'completion'). */
export const TaskApprovalRequestSchema = v.object({
  reference: v.string(),
  actor: v.string(),
  actorId: v.string(),
  approverId: v.string(),
  state: v.number(),
  datestamp: IsoDate,
  object: v.optional(v.object({ externalReference: v.optional(v.string()) })),
  context: v.optional(v.object({ approvalType: v.optional(v.string()) })),
});
export type TaskApprovalRequest = v.InferOutput<typeof TaskApprovalRequestSchema>;

/** GET /reach/{scope}/api/v4/users/{owner}/content/{id}/task?actingAs= : the task form model for its owner. */
export const TaskItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** HTML: rendered through SafeHtml. */
  description: v.optional(v.string(), ''),
  /** HTML: rendered through SafeHtml. */
  longDescription: v.optional(v.string(), ''),
  dueDate: v.optional(v.nullable(IsoDate)),
  dueDateDaysRemaining: v.optional(v.nullable(v.number())),
  dueDateDaysOverDue: v.optional(v.nullable(v.number())),
  thumbnailUrl: v.optional(v.nullable(v.string())),
  type: v.literal('Task'),
  score: v.optional(v.nullable(v.number())),
  status: v.picklist(COMPLETION_VALUES),
  /** The task's file area: '{externalReference}/task-file-attachments'. */
  externalReference: v.string(),
  completionMode: v.optional(v.string()),
  supportingFiles: v.optional(v.array(v.object({ name: v.string(), url: v.string() })), []),
  enrolmentStatus: v.picklist(ENROLMENT_VALUES),
  enrolmentMode: v.picklist(ENROLMENT_MODES),
  activityId: v.string(),
  /** What the learner is asked to submit (plain text). */
  submissionStatement: v.optional(v.string(), ''),
  extensions: v.optional(v.record(v.string(), v.string()), {}),
  durationExtension: v.optional(v.nullable(v.number())),
  costExtension: v.optional(v.nullable(v.number())),
  /** The current attempt: the record store's registration of its submission state. */
  attemptReference: v.nullable(v.string()),
  /**
   * The current attempt has a submission state in the record store. False for a new attempt: the page
   * then starts from an empty one instead of asking for a document that is not there (its 404).
   */
  hasSubmissionState: v.optional(v.boolean(), true),
  owner: v.object({ id: v.string(), username: v.string(), displayName: v.optional(v.string()) }),
  userAttachments: v.array(TaskAttachmentSchema),
  /** Submitting asks the owner's approver (true), or completes the task at once (false). */
  approvalRequired: v.boolean(),
  allowAttempts: v.optional(v.boolean(), false),
  maxAttempts: v.optional(v.nullable(v.number())),
  /** The latest completion request of the owner on this task, if any. */
  approvalRequest: v.optional(v.nullable(TaskApprovalRequestSchema)),
});
export type TaskItem = v.InferOutput<typeof TaskItemSchema>;

/** Files and ELA references of the form model (spec 2 §3 fileAttachments, elaAttachments). */
export function splitAttachments(attachments: readonly TaskAttachment[]): { fileAttachments: TaskAttachment[]; elaAttachments: TaskAttachment[] } {
  return { fileAttachments: attachments.filter((a) => a.type === 'file'), elaAttachments: attachments.filter((a) => a.type === 'ELAReference') };
}

// ---------------------------------------------------------------------------------------------
// Rules (spec 2 §4)
// ---------------------------------------------------------------------------------------------

/** RequiredWithNoApproval items are enrolled silently on first use (spec 2 §4 step 5): every other mode needs an enrolment first. */
export function taskNeedsEnrolment(mode: EnrolmentMode): boolean {
  return mode !== 'RequiredWithNoApproval';
}

export interface TaskFacts {
  status: Completion;
  enrolmentMode: EnrolmentMode;
  enrolmentStatus: (typeof ENROLMENT_VALUES)[number];
  /** The page is opened by the approver of the task's request (approving mode). */
  viewedByApprover: boolean;
}

/**
 * Spec 2 §4: the form is read-only when enrolment is required but not enrolled, when completed, when
 * pending approval and not viewed by an approver, or when viewed by an approver and not pending approval.
 */
export function isTaskReadOnly({ status, enrolmentMode, enrolmentStatus, viewedByApprover }: TaskFacts): boolean {
  if (taskNeedsEnrolment(enrolmentMode) && enrolmentStatus !== 'Enrolled') return true;
  if (status === 'Completed') return true;
  const pending = status === 'PendingApproval';
  if (pending && !viewedByApprover) return true;
  if (viewedByApprover && !pending) return true;
  return false;
}

/** Statuses an upload first turns into Attempted ("marks it in progress", spec 2 §4). */
export const MARK_IN_PROGRESS_FROM: readonly Completion[] = ['NotAttempted', 'Rejected'];
export const needsMarkInProgress = (status: Completion): boolean => MARK_IN_PROGRESS_FROM.includes(status);

export type TaskAction = 'enrol' | 'save' | 'submit' | 'submitForApproval' | 'approve' | 'reject' | 'cancel' | 'newAttempt' | 'upload';

/** The actions the page offers (spec 2 §4), from the facts and the task's settings. */
export function taskActions(facts: TaskFacts & { approvalRequired: boolean; allowAttempts: boolean; canSelfEnrol: boolean; hasOpenRequest: boolean }): TaskAction[] {
  const actions: TaskAction[] = [];
  const readOnly = isTaskReadOnly(facts);
  if (facts.viewedByApprover) {
    if (!readOnly && facts.hasOpenRequest) actions.push('approve', 'reject');
    return actions;
  }
  if (taskNeedsEnrolment(facts.enrolmentMode) && facts.enrolmentStatus === 'NotEnrolled' && facts.canSelfEnrol) actions.push('enrol');
  if (!readOnly) actions.push('save', facts.approvalRequired ? 'submitForApproval' : 'submit', 'upload');
  if (facts.status === 'PendingApproval' && facts.hasOpenRequest) actions.push('cancel');
  if (facts.allowAttempts && (facts.status === 'Completed' || facts.status === 'Rejected')) actions.push('newAttempt');
  return actions;
}

// ---------------------------------------------------------------------------------------------
// Status changes (the LMS's task calls)
// ---------------------------------------------------------------------------------------------

/** POST .../content/{id}/task/status?actingAs= : the owner marks the task in progress, submits it, or cancels a pending request. */
export const TASK_STATUS_CHANGES = ['Attempted', 'PendingApproval', 'Completed', 'cancel'] as const;
export type TaskStatusChange = (typeof TASK_STATUS_CHANGES)[number];
/**
 * `submission`: the text submitted with the change (PendingApproval or Completed only). The LMS appends
 * it to the attempt's submissions and clears the draft in the same transaction as the status change,
 * so a refused change (no approver, read-only) leaves the submission state, draft included, as it was.
 */
export const TaskStatusRequestSchema = v.pipe(
  v.object({
    status: v.picklist(TASK_STATUS_CHANGES),
    submission: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(SUBMISSION_TEXT_MAX))),
  }),
  v.forward(
    v.check((input) => input.submission === undefined || input.status === 'PendingApproval' || input.status === 'Completed', 'only with PendingApproval or Completed'),
    ['submission'],
  ),
);
export type TaskStatusRequest = v.InferOutput<typeof TaskStatusRequestSchema>;
/** The task's status afterwards and its current attempt (the registration its submission state is written under). */
export const TaskStatusResponseSchema = v.object({ status: v.picklist(COMPLETION_VALUES), attemptReference: v.nullable(v.string()) });
export type TaskStatusResponse = v.InferOutput<typeof TaskStatusResponseSchema>;

/** The area of the owner's files on a task: '{externalReference}/task-file-attachments', externalReference being `${itemId}:${ownerId}`. */
export const taskExternalReference = (itemId: string, ownerId: string): string => `${itemId}:${ownerId}`;
export const taskFileArea = (externalReference: string): string => `${externalReference}/task-file-attachments`;
/** The task and owner an externalReference names, or undefined. */
export function parseTaskExternalReference(reference: string): { itemId: string; ownerId: string } | undefined {
  const at = reference.lastIndexOf(':');
  if (at <= 0 || at === reference.length - 1) return undefined;
  return { itemId: reference.slice(0, at), ownerId: reference.slice(at + 1) };
}

/**
 * Why the owner may not make this change now (the LMS answers 409 with it), or null. `submitted`:
 * the current attempt has a submission or an attachment.
 */
export function taskStatusRefusal(change: TaskStatusChange, facts: Omit<TaskFacts, 'viewedByApprover'> & { approvalRequired: boolean; submitted: boolean }): string | null {
  if (change === 'cancel') return facts.status === 'PendingApproval' ? null : 'NotPendingApproval';
  if (isTaskReadOnly({ ...facts, viewedByApprover: false })) return 'TaskReadOnly';
  if (change === 'Attempted') return null;
  if (!facts.submitted) return 'NothingSubmitted';
  if (change === 'PendingApproval') return facts.approvalRequired ? null : 'ApprovalNotRequired';
  return facts.approvalRequired ? 'ApprovalRequired' : null;
}

// ---------------------------------------------------------------------------------------------
// Journal (spec 2 §3; spec 3 §9 journal merge delay)
// ---------------------------------------------------------------------------------------------

/** 'comment': from the task's comment topic; the others are the task's audit entries. */
export const TASK_JOURNAL_KINDS = ['comment', 'audit', 'file-upload', 'approval', 'submission-statement', 'status-change'] as const;
export type TaskJournalKind = (typeof TASK_JOURNAL_KINDS)[number];
export const TaskJournalEntrySchema = v.object({
  id: v.string(),
  kind: v.picklist(TASK_JOURNAL_KINDS),
  /** What it changed to (a status, a file name). */
  toName: v.optional(v.nullable(v.string())),
  /** Who did it (display name). */
  actor: v.string(),
  datestamp: IsoDate,
  /** A comment, the submitted text, or a decision's comment. */
  value: v.optional(v.nullable(v.string())),
});
export type TaskJournalEntry = v.InferOutput<typeof TaskJournalEntrySchema>;
export const TaskJournalResponseSchema = v.object({ entries: v.array(TaskJournalEntrySchema) });

export const JOURNAL_TABS = ['Comments', 'Audit', 'Both'] as const;
export type JournalTab = (typeof JOURNAL_TABS)[number];
/** Spec 3 §9: the journal is merged again this long after an action (so the server's entries of it are in). */
export const JOURNAL_MERGE_DELAY_MS = 1000;

/** Comments and audit entries in one list, newest first (ties: comments after the audit entry they answer). */
export function mergeJournal(comments: readonly TaskJournalEntry[], audit: readonly TaskJournalEntry[]): TaskJournalEntry[] {
  return [...audit, ...comments].sort((a, b) => Date.parse(b.datestamp) - Date.parse(a.datestamp) || (a.kind === 'comment' ? 1 : 0) - (b.kind === 'comment' ? 1 : 0));
}

/** The journal's filter tabs: Comments (the topic's comments), Audit (everything else), Both. */
export function filterJournal(entries: readonly TaskJournalEntry[], tab: JournalTab): TaskJournalEntry[] {
  if (tab === 'Both') return [...entries];
  return entries.filter((entry) => (tab === 'Comments') === (entry.kind === 'comment'));
}

/** The comment topic of a task (spec 3 comments): `${itemId}:${ownerUserId}`, data 'task', label the task's name. */
export const taskTopic = (itemId: string, ownerId: string, name: string) => ({ topicRef: `${itemId}:${ownerId}`, topicData: 'task', topicLabel: name });

// ---------------------------------------------------------------------------------------------
// The record store (xAPI, spec 3 §7)
// ---------------------------------------------------------------------------------------------

export { XAPI_VERSION };
export const XAPI_VERSION_HEADER = 'X-Experience-API-Version';
/** Spec 3 §7: a read of missing state answers 404 with this code. */
export const RESOURCE_NOT_FOUND = 'ResourceNotFound';

/** An xAPI agent identified by an account (the portal's only kind): sent JSON-encoded as the `agent` parameter. */
export const XapiAgentSchema = v.object({
  objectType: v.optional(v.literal('Agent')),
  name: v.optional(v.string()),
  account: v.object({ homePage: v.string(), name: v.pipe(v.string(), v.nonEmpty()) }),
});
export type XapiAgent = v.InferOutput<typeof XapiAgentSchema>;

/** The `agent` query parameter: JSON text of an XapiAgent. */
export const agentParam = (agent: XapiAgent): string => JSON.stringify(agent);

/** Query of GET/PUT activities/state. */
export const StateQuerySchema = v.object({
  activityId: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(500)),
  agent: v.pipe(v.string(), v.nonEmpty('required')),
  stateId: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(200)),
  registration: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type StateQuery = v.InferOutput<typeof StateQuerySchema>;

/** Query of GET/PUT agents/profile. */
export const AgentProfileQuerySchema = v.object({
  agent: v.pipe(v.string(), v.nonEmpty('required')),
  profileId: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(200)),
});

/** Query of GET statements: the caller's own, filtered (limit at most 500, default 100). */
export const STATEMENTS_LIMIT_DEFAULT = 100;
export const STATEMENTS_LIMIT_MAX = 500;
export const StatementsQuerySchema = v.object({
  agent: v.optional(v.string()),
  verb: v.optional(v.string()),
  activity: v.optional(v.string()),
  registration: v.optional(v.string()),
  since: v.optional(IsoDate),
  /** Stored before this moment: how `more` pages back. */
  until: v.optional(IsoDate),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'a whole number'),
      v.transform(Number),
      v.check((n) => n >= 0, 'a whole number'),
      v.transform((n) => (n === 0 ? STATEMENTS_LIMIT_MAX : Math.min(n, STATEMENTS_LIMIT_MAX))),
    ),
  ),
});
export const StatementsResultSchema = v.object({ statements: v.array(v.record(v.string(), v.unknown())), more: v.string() });

// ---------------------------------------------------------------------------------------------
// Paths (relative to /_api)
// ---------------------------------------------------------------------------------------------

const content = (scope: string, owner: string, id: string) => `${reach(scope)}/v4/users/${e(owner)}/content/${e(id)}`;

export const taskPaths = {
  /** The task form model; `actingAs` is the caller (the owner, or the approver of its request). */
  item: (scope: string, owner: string, id: string, actingAs: string) => `${content(scope, owner, id)}/task?actingAs=${e(actingAs)}`,
  status: (scope: string, owner: string, id: string, actingAs: string) => `${content(scope, owner, id)}/task/status?actingAs=${e(actingAs)}`,
  journal: (scope: string, owner: string, id: string, actingAs: string) => `${content(scope, owner, id)}/task/journal?actingAs=${e(actingAs)}`,
  /** The submission state of an attempt (current when none) as its approver reads it. */
  submissions: (scope: string, owner: string, id: string, actingAs: string, attempt?: string | null) =>
    `${content(scope, owner, id)}/task/submissions?actingAs=${e(actingAs)}${attempt ? `&attempt=${e(attempt)}` : ''}`,
  attachments: (scope: string, owner: string, id: string, actingAs: string) => `${content(scope, owner, id)}/attachments?actingAs=${e(actingAs)}`,
  attachment: (scope: string, owner: string, id: string, attachmentId: string, actingAs: string) =>
    `${content(scope, owner, id)}/attachments/${e(attachmentId)}?actingAs=${e(actingAs)}`,
} as const;

export const recordStorePaths = {
  statements: (query: Record<string, string | undefined> = {}) => `/lrs/statements${queryString(query)}`,
  state: (query: { activityId: string; agent: string; stateId: string; registration?: string | null | undefined }) => `/lrs/activities/state${queryString(query)}`,
  agentProfile: (query: { agent: string; profileId: string }) => `/lrs/agents/profile${queryString(query)}`,
} as const;

function queryString(query: Record<string, string | null | undefined>): string {
  const pairs = Object.entries(query).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '');
  return pairs.length ? `?${pairs.map(([k, value]) => `${e(k)}=${e(value)}`).join('&')}` : '';
}
