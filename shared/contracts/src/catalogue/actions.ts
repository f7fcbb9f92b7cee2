import * as v from 'valibot';
import { ATTEMPT_TYPES, COMPLETION_VALUES, SESSION_STATUSES } from './values';

const Reason = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(2000));

/** POST .../content/{id}/launch (spec 2 §7). */
export const LaunchRequestSchema = v.object({ launchMode: v.optional(v.picklist(ATTEMPT_TYPES), 'continue') });
export type LaunchRequest = v.InferOutput<typeof LaunchRequestSchema>;
export const LaunchResponseSchema = v.object({
  status: v.optional(v.string()),
  querystring: v.optional(v.nullable(v.string())),
  trackingMode: v.optional(v.nullable(v.string())),
  attemptId: v.optional(v.nullable(v.string())),
  /** With mustCompleteByElapsed: the due date shown in the message. */
  dueDate: v.optional(v.nullable(v.string())),
});
export type LaunchResponse = v.InferOutput<typeof LaunchResponseSchema>;

/**
 * POST .../content/{id}/enrollment and .../sessions/{id}/enrollment. 'Enrolled' enrols,
 * 'Unenrolled' cancels (reason required, spec 2 §5). The answer is an EnrolResult.
 */
export const EnrolRequestSchema = v.variant('status', [
  v.object({ status: v.literal('Enrolled'), reason: v.optional(v.string()) }),
  v.object({ status: v.literal('Unenrolled'), reason: Reason }),
]);
export type EnrolRequest = v.InferOutput<typeof EnrolRequestSchema>;
export const EnrolResponseSchema = v.object({ status: v.string() });
export type EnrolResponse = v.InferOutput<typeof EnrolResponseSchema>;

/** Invitation answers (event registration create / delete): rejecting needs a reason. */
export const InvitationRejectSchema = v.object({ reason: Reason });

/** POST .../sessions/{id}/status: a manual, enrolled, already-run session marked by the learner. */
export const SessionStatusRequestSchema = v.object({ status: v.picklist(SESSION_STATUSES.filter((s) => s !== 'Attending') as ['Attended', 'NotAttended']) });
export type SessionStatusRequest = v.InferOutput<typeof SessionStatusRequestSchema>;

/** POST .../content/{id}/status?actingAs= : the learner's completion of an item. */
export const CompletionRequestSchema = v.object({ Completion: v.picklist(COMPLETION_VALUES) });
export type CompletionRequest = v.InferOutput<typeof CompletionRequestSchema>;
export const CompletionResponseSchema = v.object({ Completion: v.picklist(COMPLETION_VALUES) });

/** POST /reach/{scope}/api/v3/users/{username}/entryrating. Ratings 1–5, kept to 2 decimals. */
export const RatingRequestSchema = v.object({ EntryId: v.pipe(v.string(), v.nonEmpty()), Rating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)) });
export type RatingRequest = v.InferOutput<typeof RatingRequestSchema>;
export const RatingResponseSchema = v.object({ Mean: v.number(), Count: v.number() });
export type RatingResponse = v.InferOutput<typeof RatingResponseSchema>;

/** POST .../content/{id}/attempts/trigger?platform= ; status MaxAllowedAttemptsExceeded when no attempt is left. */
export const NewAttemptResponseSchema = v.object({ status: v.string(), attemptId: v.optional(v.string()) });

/** Nested curriculum check: the breadcrumb of parent curricula with their lock state, or an error with a route. */
export const CurriculumCheckRequestSchema = v.object({ parentId: v.optional(v.nullable(v.string())), commerce: v.optional(v.boolean(), false) });
export const CurriculumCheckResponseSchema = v.object({
  breadcrumb: v.optional(v.array(v.object({ id: v.string(), isLocked: v.boolean() })), []),
  error: v.optional(v.object({ message: v.string(), route: v.optional(v.string()) })),
  /** The item's prerequisites in its parent curriculum (spec 2 §3: Complete, Needed, Blocked). */
  prerequisites: v.optional(v.array(v.object({ ItemId: v.string(), Status: v.picklist(['Complete', 'Needed', 'Blocked']) }))),
  /** How many of the prerequisites must be Complete. */
  RequiredPrereqCount: v.optional(v.number()),
  /** True when a parent is locked or the item's own prerequisites are not met. */
  isLocked: v.optional(v.boolean()),
});
export type CurriculumCheckResponse = v.InferOutput<typeof CurriculumCheckResponseSchema>;

/** An experience statement for the record store (spec 2 §7); version header 1.0.1. */
export const STATEMENT_VERBS = ['completed', 'attempted', 'experienced'] as const;
export const XAPI_VERSION = '1.0.1';
export const StatementSchema = v.object({
  actor: v.object({ name: v.optional(v.string()), account: v.object({ homePage: v.string(), name: v.string() }) }),
  verb: v.object({ id: v.string(), display: v.optional(v.record(v.string(), v.string())) }),
  object: v.object({ id: v.string(), objectType: v.optional(v.literal('Activity')) }),
  context: v.optional(v.object({ platform: v.optional(v.string()), registration: v.optional(v.string()) })),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
});
export type Statement = v.InferOutput<typeof StatementSchema>;

/**
 * AICC (tracking mode AICC40): POST /aicc/launch answers the content URL carrying aicc_sid and
 * aicc_url; GET /aicc/launch?id=&attemptId= redirects there. The content then talks HACP to /aicc/track/.
 */
export const AiccLaunchRequestSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty()), attemptId: v.optional(v.string()) });
export type AiccLaunchRequest = v.InferOutput<typeof AiccLaunchRequestSchema>;
export const AiccLaunchResponseSchema = v.object({ url: v.string() });
export type AiccLaunchResponse = v.InferOutput<typeof AiccLaunchResponseSchema>;
