import * as v from 'valibot';
import { IsoDateSchema } from './common';
import { INSTRUCTOR_TABS, validateUserSearch } from './instructors-rules';

export * from './instructors-rules';

/*
 * The instructor area's payloads (spec 3 §3 Instructor session, §7 POST /instructors/<Call>). The
 * portal parses every answer with these schemas and the reference LMS every request (400
 * ValidationFailed '<field>: <reason>' otherwise).
 */

const Id = v.pipe(v.string(), v.nonEmpty('required'));
const IsoDate = IsoDateSchema;

export const InstructorAttendeeSchema = v.object({
  user_id: v.string(),
  name: v.string(),
  /** Tells apart two attendees of the same name. */
  username: v.string(),
  mail: v.string(),
  attended: v.boolean(),
});
export type InstructorAttendee = v.InferOutput<typeof InstructorAttendeeSchema>;

export const InstructorSessionSchema = v.object({
  id: v.string(),
  /** The event's title; `name` is the session's own. */
  title: v.string(),
  name: v.string(),
  start_date: IsoDate,
  end_date: IsoDate,
  location: v.nullable(v.string()),
  thumbnail_url: v.nullable(v.string()),
  type: v.string(),
  start_url: v.nullable(v.string()),
  attendees: v.array(InstructorAttendeeSchema),
  attendance_submitted_date: v.nullable(IsoDate),
  attendance_mode: v.string(),
});
export type InstructorSession = v.InferOutput<typeof InstructorSessionSchema>;

/** ListSessionsForInstructor: which tab; the page comes in the X-Page-* headers. */
export const ListSessionsRequestSchema = v.object({ tab: v.optional(v.picklist(INSTRUCTOR_TABS), 'Upcoming') });
export type ListSessionsRequest = v.InferOutput<typeof ListSessionsRequestSchema>;

export const SessionListSchema = v.object({
  sessions: v.array(InstructorSessionSchema),
  total_sessions: v.number(),
  token: v.nullable(v.string()),
});
export type SessionList = v.InferOutput<typeof SessionListSchema>;

/** GetStatsForInstructor: three bars over the last 3 months (spec 3 §3, §9). */
export const INSTRUCTOR_STAT_KEYS = ['sessions', 'attendees', 'attended'] as const;
export type InstructorStatKey = (typeof INSTRUCTOR_STAT_KEYS)[number];
export const InstructorStatsSchema = v.object({
  bar_chart: v.pipe(v.array(v.object({ key: v.picklist(INSTRUCTOR_STAT_KEYS), value: v.number() })), v.length(3, 'three bars')),
  from: IsoDate,
  to: IsoDate,
});
export type InstructorStats = v.InferOutput<typeof InstructorStatsSchema>;

export const GetSessionRequestSchema = v.object({ id: Id });
export type GetSessionRequest = v.InferOutput<typeof GetSessionRequestSchema>;

/**
 * ListUsers: the add-users search. `property: 'mail'` searches by e-mail; without it the query needs
 * 3 characters. The e-mail-only setting is the tenant's, so the LMS checks that part itself.
 */
export const ListUsersRequestSchema = v.pipe(
  v.object({ session_id: Id, query: v.string(), property: v.optional(v.picklist(['mail'])) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const result = validateUserSearch(dataset.value.query, dataset.value.property === 'mail');
    if (!result.ok) addIssue({ message: result.reason, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'query', value: dataset.value.query }] });
  }),
);
export type ListUsersRequest = v.InferOutput<typeof ListUsersRequestSchema>;

/** A user the add-users search found; `username` tells apart two users of the same name. */
export const InstructorUserSchema = v.object({ id: v.string(), name: v.string(), username: v.string(), mail: v.string(), attendee: v.boolean() });
export type InstructorUser = v.InferOutput<typeof InstructorUserSchema>;
export const UserListSchema = v.object({ users: v.array(InstructorUserSchema) });

/** SetAttendance: the marks of the register; submitting stamps the submitted date (spec 3 §5). */
export const SetAttendanceRequestSchema = v.object({
  session_id: Id,
  attendees: v.pipe(v.array(v.object({ user_id: Id, attended: v.boolean() })), v.maxLength(1000)),
});
export type SetAttendanceRequest = v.InferOutput<typeof SetAttendanceRequestSchema>;

/** SetEnrollment: the instructor adds a user to the session; the answer is the new attendee list. */
export const SetEnrollmentRequestSchema = v.object({ instructor_id: Id, session_id: Id, user_id: Id });
export type SetEnrollmentRequest = v.InferOutput<typeof SetEnrollmentRequestSchema>;
export const AttendeeListSchema = v.array(InstructorAttendeeSchema);
