import * as v from 'valibot';
import { IsoDateSchema } from './common';

/*
 * Approvals (spec 2 §3, §7; spec 3 §3 Approval (notary) item, Approval request, §4 Approval states, §7
 * Approvals): the approval request every slice files (a task's or an external learning item's
 * completion, an enrolment) and the calls that decide it. POST /stamp/approvals/<call>, POST
 * /notary/<Call>, GET /reach/{scope}/api/v4/users/{userId}/approvals. The LMS parses every request with
 * these schemas (400 ValidationFailed '<field>: <reason>' otherwise); the portal parses the answers.
 */

const IsoDate = IsoDateSchema;
const Id = v.pipe(v.string(), v.nonEmpty('required'));

/** Spec 2 §3: the state index of an approval request. */
export const APPROVAL_STATE = { unknown: 0, pending: 1, approved: 2, rejected: 3, cancelled: 4 } as const;
export type ApprovalStateName = keyof typeof APPROVAL_STATE;
export type ApprovalStateIndex = (typeof APPROVAL_STATE)[ApprovalStateName];

const STATE_NAMES = Object.keys(APPROVAL_STATE) as ApprovalStateName[];

/** The state's name for an index ('unknown' for an index the spec does not name). */
export function approvalStateName(index: number): ApprovalStateName {
  return STATE_NAMES.find((name) => APPROVAL_STATE[name] === index) ?? 'unknown';
}

/** The notary item's status: the state name capitalised (spec 3 §3), e.g. 'Pending'. */
export function approvalStatusLabel(index: number): string {
  const name = approvalStateName(index);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Spec 3 §4: the actions on a request (add and remove are separate calls). */
export const APPROVAL_ACTIONS = ['reset', 'accept', 'reject', 'cancel'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** The state an action leads to. */
export const APPROVAL_ACTION_STATE: Record<ApprovalAction, ApprovalStateIndex> = {
  reset: APPROVAL_STATE.pending,
  accept: APPROVAL_STATE.approved,
  reject: APPROVAL_STATE.rejected,
  cancel: APPROVAL_STATE.cancelled,
};

/** Spec 2 §3: object types named by the spec; other strings are allowed, 'ELA' is the default. */
export const APPROVAL_OBJECT_TYPES = ['ELA', 'task', 'session', 'Scorm', 'TinCan'] as const;
export const DEFAULT_APPROVAL_OBJECT_TYPE = 'ELA';

export const APPROVAL_TYPES = ['completion', 'enrolment'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** Spec 2 §3 / spec 3 §3: an approval request. `actor` is the actor's display name. */
export const ApprovalRequestSchema = v.object({
  reference: v.string(),
  actor: v.string(),
  actorId: v.string(),
  approverId: v.string(),
  objectId: v.string(),
  objectType: v.optional(v.string(), DEFAULT_APPROVAL_OBJECT_TYPE),
  state: v.number(),
  datestamp: IsoDate,
  context: v.object({ approvalType: v.picklist(APPROVAL_TYPES) }),
});
export type ApprovalRequest = v.InferOutput<typeof ApprovalRequestSchema>;

/** A journal entry of a request: a state change (property 'state', from/to indexes as text) or a comment. */
export const ApprovalJournalEntrySchema = v.object({
  property: v.string(),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  /** The display name of who made the change; actorId their user id. */
  actor: v.string(),
  actorId: v.string(),
  datestamp: IsoDate,
  comment: v.optional(v.string()),
});
export type ApprovalJournalEntry = v.InferOutput<typeof ApprovalJournalEntrySchema>;

/** The reason a reject without a comment answers (400 CommentRequired). */
export const COMMENT_REQUIRED = 'a comment is required to reject';

/* ---- /stamp/approvals ---- */

/** POST /stamp/approvals/addRequest (the actor files it; approvalType defaults to completion). Answers { success, request }. */
export const AddApprovalRequestSchema = v.object({
  scope: v.optional(v.string()),
  actorId: Id,
  approverId: Id,
  objectId: Id,
  objectType: v.optional(v.pipe(v.string(), v.nonEmpty('required')), DEFAULT_APPROVAL_OBJECT_TYPE),
  approvalType: v.optional(v.picklist(APPROVAL_TYPES), 'completion'),
});
export type AddApprovalRequest = v.InferInput<typeof AddApprovalRequestSchema>;

/** POST /stamp/approvals/{accept|cancel|reset}Request: actorId (the request's actor) and reference; an optional comment. */
export const DecideApprovalRequestSchema = v.object({
  scope: v.optional(v.string()),
  actorId: Id,
  reference: Id,
  comment: v.optional(v.string()),
});
export type DecideApprovalRequest = v.InferInput<typeof DecideApprovalRequestSchema>;

/** POST /stamp/approvals/rejectRequest: a comment is required (the server answers 400 CommentRequired without one). */
export const RejectApprovalRequestSchema = v.object({
  scope: v.optional(v.string()),
  actorId: Id,
  reference: Id,
  comment: v.pipe(v.string(COMMENT_REQUIRED), v.trim(), v.nonEmpty(COMMENT_REQUIRED)),
});
export type RejectApprovalRequest = v.InferInput<typeof RejectApprovalRequestSchema>;

/** The approval dialog's form (approve with an optional comment, reject with a required one): the notary payload's comment. */
export const ApprovalDecisionFormSchema = v.variant('action', [
  v.object({ action: v.literal('accept'), comment: v.optional(v.string(), '') }),
  v.object({ action: v.literal('reject'), comment: v.pipe(v.string(COMMENT_REQUIRED), v.trim(), v.nonEmpty(COMMENT_REQUIRED)) }),
]);
export type ApprovalDecisionForm = v.InferInput<typeof ApprovalDecisionFormSchema>;

/** POST /stamp/approvals/removeRequest and readJournal: reference. */
export const ApprovalReferenceSchema = v.object({ scope: v.optional(v.string()), reference: Id });
export type ApprovalReference = v.InferInput<typeof ApprovalReferenceSchema>;

/** POST /stamp/approvals/listRequestsForApprover {ApproverId} */
export const ListRequestsForApproverSchema = v.object({ scope: v.optional(v.string()), ApproverId: Id });
/** POST /stamp/approvals/listRequestsForActor {ActorId} */
export const ListRequestsForActorSchema = v.object({ scope: v.optional(v.string()), ActorId: Id });
/** POST /stamp/approvals/listRequestsForObject {ObjectId} (ActorId narrows it to one actor's). */
export const ListRequestsForObjectSchema = v.object({ scope: v.optional(v.string()), ObjectId: Id, ActorId: v.optional(v.string()) });

export const ApprovalRequestResponseSchema = v.object({ success: v.boolean(), request: ApprovalRequestSchema });
export type ApprovalRequestResponse = v.InferOutput<typeof ApprovalRequestResponseSchema>;
export const ApprovalRequestListResponseSchema = v.object({ success: v.boolean(), requests: v.array(ApprovalRequestSchema) });
export type ApprovalRequestListResponse = v.InferOutput<typeof ApprovalRequestListResponseSchema>;
export const ApprovalJournalResponseSchema = v.object({ success: v.boolean(), journal: v.array(ApprovalJournalEntrySchema) });
export type ApprovalJournalResponse = v.InferOutput<typeof ApprovalJournalResponseSchema>;

export const stampPaths = {
  addRequest: '/stamp/approvals/addRequest',
  acceptRequest: '/stamp/approvals/acceptRequest',
  rejectRequest: '/stamp/approvals/rejectRequest',
  cancelRequest: '/stamp/approvals/cancelRequest',
  resetRequest: '/stamp/approvals/resetRequest',
  removeRequest: '/stamp/approvals/removeRequest',
  readJournal: '/stamp/approvals/readJournal',
  listRequestsForApprover: '/stamp/approvals/listRequestsForApprover',
  listRequestsForActor: '/stamp/approvals/listRequestsForActor',
  listRequestsForObject: '/stamp/approvals/listRequestsForObject',
} as const;

/** The stamp call of an action. */
export const stampActionPath: Record<ApprovalAction, string> = {
  accept: stampPaths.acceptRequest,
  reject: stampPaths.rejectRequest,
  cancel: stampPaths.cancelRequest,
  reset: stampPaths.resetRequest,
};

/* ---- /notary ---- */

/** Spec 3 §3: an approval (notary) item. `status` is the state name capitalised; `key` the request's reference. */
export const NotaryItemSchema = v.object({
  content_ref: v.string(),
  content_type: v.string(),
  date: IsoDate,
  key: v.string(),
  ref: v.string(),
  status: v.string(),
  title: v.nullable(v.string()),
  type: v.string(),
  user_display_name: v.nullable(v.string()),
  user_ref: v.string(),
  user_name: v.nullable(v.string()),
  user_email: v.nullable(v.string()),
  session_enrolment_deadline: v.nullable(IsoDate),
  /** The item's object type ('task', 'ELA', 'session', ...). */
  object_type: v.string(),
  /** completion or enrolment. */
  approval_type: v.picklist(APPROVAL_TYPES),
});
export type NotaryItem = v.InferOutput<typeof NotaryItemSchema>;

/**
 * Spec 3 §3 display type: content type 'Web link' shows 'Link'; 'Session' shows 'Event'; otherwise the
 * type, except type 'Enrollment' shows the content type. (The approvals list and the team's approval
 * items both show it.)
 */
export function approvalDisplayType(item: Pick<NotaryItem, 'type' | 'content_type'>): string {
  if (item.content_type === 'Web link') return 'Link';
  if (item.content_type === 'Session') return 'Event';
  return item.type === 'Enrollment' ? item.content_type : item.type;
}

const NotaryParams = v.object({ ref: Id, scope: v.string() });

/** POST /notary/ReadApprovals {params:{ref,scope}}: ref is the approver; `skip`/`limit` page it, `status` filters by status. */
export const ReadApprovalsSchema = v.object({
  params: NotaryParams,
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
  status: v.optional(v.string()),
});
export type ReadApprovals = v.InferInput<typeof ReadApprovalsSchema>;
/** `total` counts every listed item of the filter; `pending` the Pending ones (the page picks its filter from it). */
export const ReadApprovalsResponseSchema = v.object({ items: v.array(NotaryItemSchema), total: v.number(), pending: v.number() });
export type ReadApprovalsResponse = v.InferOutput<typeof ReadApprovalsResponseSchema>;

/** POST /notary/ReadComments {params:{ref,scope}}: ref is the request's reference (key). */
export const ReadNotaryCommentsSchema = v.object({ params: NotaryParams });
export const NotaryCommentSchema = v.object({ value: v.string(), commenter_ref: v.string(), commenter_name: v.string(), created: IsoDate });
export type NotaryComment = v.InferOutput<typeof NotaryCommentSchema>;
export const NotaryCommentsResponseSchema = v.object({ comments: v.array(NotaryCommentSchema) });

const NotaryCommentInput = v.object({ value: v.string(), commenter_ref: v.optional(v.string()), commenter_name: v.optional(v.string()) });

/** POST /notary/AcceptApproval and /notary/RejectApproval {params, approval, comment?}: params.ref is the approver, approval.key the request. */
export const NotaryDecisionSchema = v.object({
  params: NotaryParams,
  approval: v.object({ key: Id }),
  comment: v.optional(NotaryCommentInput),
});
export type NotaryDecision = v.InferInput<typeof NotaryDecisionSchema>;
export const NotaryDecisionResponseSchema = v.object({ success: v.boolean(), item: NotaryItemSchema });

export const notaryPaths = {
  readApprovals: '/notary/ReadApprovals',
  readComments: '/notary/ReadComments',
  acceptApproval: '/notary/AcceptApproval',
  rejectApproval: '/notary/RejectApproval',
} as const;

/** The orphan error codes (spec 2 §8, spec 3 §8): an approve failing with 404 and one of these marks the item orphaned. */
export const ORPHAN_ERROR_CODES = ['CatalogueItemNotFound', 'UserCatalogueItemNotFound'] as const;

/* ---- reach ---- */

/** GET /reach/{scope}/api/v4/users/{userId}/approvals: the user's own requests (or, for their approver, theirs). */
export const UserApprovalsResponseSchema = v.object({ approvals: v.array(ApprovalRequestSchema) });
export type UserApprovalsResponse = v.InferOutput<typeof UserApprovalsResponseSchema>;
export const userApprovalsPath = (scope: string, userId: string) => `/reach/${encodeURIComponent(scope)}/api/v4/users/${encodeURIComponent(userId)}/approvals`;
