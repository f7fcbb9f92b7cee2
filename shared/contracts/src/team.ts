import * as v from 'valibot';
import { IsoDateSchema } from './common';
import { HistoryEventSchema } from './history';
import { approvalDisplayType, type NotaryItem } from './approvals';
import { CERTIFICATE_STATUSES, CertificateSchema, CertificateStatsSummarySchema } from './certificates';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales';
import { COMPLIANCE_STATUSES, TEAM_ENROLMENT_REASONS } from './team-rules';

export * from './team-rules';

/*
 * The team leader area's payloads (spec 3 §3 Team entities, §7 /dashel). The portal parses every
 * answer with these schemas and the reference LMS every request (400 ValidationFailed '<field>: <reason>').
 */

const Id = v.pipe(v.string(), v.nonEmpty('required'));
const IsoDate = IsoDateSchema;

export const ComplianceStatusSchema = v.picklist(COMPLIANCE_STATUSES);

export const TeamUserSchema = v.object({
  id: v.string(),
  displayName: v.string(),
  surname: v.nullable(v.string()),
  mail: v.nullable(v.string()),
  lastLogin: v.nullable(IsoDate),
  avatar: v.string(),
  complianceStatus: ComplianceStatusSchema,
  /** Whether the member leads a team of their own (nested teams, opened by breadcrumb). */
  isTeamLeader: v.boolean(),
});
export type TeamUser = v.InferOutput<typeof TeamUserSchema>;
export const TeamMembersSchema = v.array(TeamUserSchema);

/** POST /dashel/teammembers/{userId}/{scope}/compliance */
export const ComplianceRequestSchema = v.object({ userIds: v.pipe(v.array(Id), v.maxLength(1000)) });
export type ComplianceRequest = v.InferOutput<typeof ComplianceRequestSchema>;
export const ComplianceSummarySchema = v.object({
  compliantCount: v.number(),
  expiringSoonCount: v.number(),
  nonCompliantCount: v.number(),
  users: v.array(v.object({ userId: v.string(), status: ComplianceStatusSchema })),
});
export type ComplianceSummary = v.InferOutput<typeof ComplianceSummarySchema>;

/** A row of a member's learning history: the history event of spec 3 §3. */
export const TeamCatalogueEntrySchema = HistoryEventSchema;
export type TeamCatalogueEntry = v.InferOutput<typeof TeamCatalogueEntrySchema>;

/**
 * A member's certificate as the member detail lists it: the latest certificate of each certification
 * with its status and history (`certificateRows` of @portal/contracts/certificates, spec 3 §3).
 */
export const TeamCertificateRowSchema = v.object({
  ...CertificateSchema.entries,
  userId: v.string(),
  status: v.picklist(CERTIFICATE_STATUSES),
  hasCompliance: v.boolean(),
  children: v.array(CertificateSchema),
});
export type TeamCertificateRow = v.InferOutput<typeof TeamCertificateRowSchema>;

export const TeamMemberSchema = v.object({
  user: TeamUserSchema,
  stats: v.object({ login_count: v.number(), enrolment_count: v.number(), completed_count: v.number() }),
  activityDetails: v.object({
    catalogueEntries: v.object({ rows: v.array(TeamCatalogueEntrySchema) }),
    /** The rows are the summary's latestCertificates; `summary` its figures (certificateSummary). */
    certifications: v.object({ rows: v.array(TeamCertificateRowSchema), summary: CertificateStatsSummarySchema }),
  }),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

/** POST /dashel/getCatalogueEnrolmentList */
export const EnrolmentListRequestSchema = v.object({ scope: Id, teamMemberId: Id, teamLeaderId: Id });
export type EnrolmentListRequest = v.InferOutput<typeof EnrolmentListRequestSchema>;

export const TeamSessionSchema = v.object({
  Id: v.string(),
  Name: v.string(),
  StartDate: IsoDate,
  Enrolment: v.nullable(v.string()),
  EnrolmentDeadline: v.nullable(IsoDate),
  CancellationDeadline: v.nullable(IsoDate),
});
export const EnrolmentItemSchema = v.object({
  Id: v.string(),
  Type: v.string(),
  DisplayType: v.string(),
  Title: v.string(),
  Enrolment: v.nullable(v.string()),
  Sessions: v.array(TeamSessionSchema),
  EnrolmentDeadline: v.nullable(IsoDate),
  CancellationDeadline: v.nullable(IsoDate),
});
export type EnrolmentItem = v.InferOutput<typeof EnrolmentItemSchema>;
export const EnrolmentListSchema = v.array(EnrolmentItemSchema);

/**
 * POST /dashel/setEnrolment. catalogueType 'Session' names a session by its id; any other type a
 * catalogue item. Unenrolling (NotEnrolled) needs a cancellation reason (spec 3 §5).
 */
export const SetEnrolmentRequestSchema = v.pipe(
  v.object({
    scope: Id,
    teamMemberId: Id,
    teamLeaderId: Id,
    catalogueId: Id,
    catalogueType: Id,
    enrolmentStatus: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(40)),
    cancellationReason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000)))),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { enrolmentStatus, cancellationReason } = dataset.value;
    if (enrolmentStatus === 'NotEnrolled' && !cancellationReason?.trim())
      addIssue({
        message: TEAM_ENROLMENT_REASONS.reasonRequired,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'cancellationReason', value: cancellationReason }],
      });
  }),
);
export type SetEnrolmentRequest = v.InferOutput<typeof SetEnrolmentRequestSchema>;
export const SetEnrolmentResponseSchema = v.object({ success: v.boolean(), message: v.string() });
export type SetEnrolmentResponse = v.InferOutput<typeof SetEnrolmentResponseSchema>;

/**
 * Spec 3 §3 Team approval item: a team member's approval request as the team leader area shows it,
 * beside the member's enrolment in the same content (content_ref). Read from the notary's approvals.
 */
export const TeamApprovalItemSchema = v.object({
  key: v.string(),
  status: v.string(),
  user_ref: v.string(),
  content_ref: v.string(),
  content_type: v.string(),
  type: v.string(),
  displayType: v.string(),
  session_enrolment_deadline: v.nullable(IsoDate),
  user_email: v.nullable(v.string()),
  user_name: v.nullable(v.string()),
});
export type TeamApprovalItem = v.InferOutput<typeof TeamApprovalItemSchema>;

/** A notary item as a team approval item (its display type by the approvals' rule). */
export function teamApprovalItem(item: NotaryItem): TeamApprovalItem {
  return {
    key: item.key,
    status: item.status,
    user_ref: item.user_ref,
    content_ref: item.content_ref,
    content_type: item.content_type,
    type: item.type,
    displayType: approvalDisplayType(item),
    session_enrolment_deadline: item.session_enrolment_deadline,
    user_email: item.user_email,
    user_name: item.user_name,
  };
}

/** Spec 3 §4: a team approval with status Pending is set to Approved on accept; any other stays as it is. */
export function acceptedTeamApproval<T extends Pick<TeamApprovalItem, 'status'>>(item: T): T {
  return item.status === 'Pending' ? { ...item, status: 'Approved' } : item;
}

const ChartLabel = v.pipe(v.string(), v.maxLength(200));

/**
 * POST /dashel/loginsvg and /dashel/gaugesvg: the team (led by userId: the caller or a leader of a
 * nested team under them) whose chart the LMS draws. `locale` formats its numbers and times; `labels`
 * are its words in the reader's language as the portal shows them (English when absent).
 */
export const TeamChartRequestSchema = v.object({
  scope: Id,
  userId: Id,
  locale: v.optional(v.picklist(SUPPORTED_LOCALES), DEFAULT_LOCALE),
  labels: v.optional(
    v.object({
      title: v.optional(ChartLabel),
      axis: v.optional(ChartLabel),
      never: v.optional(ChartLabel),
      Compliant: v.optional(ChartLabel),
      ExpiringSoon: v.optional(ChartLabel),
      NonCompliant: v.optional(ChartLabel),
    }),
    {},
  ),
});
export type TeamChartRequest = v.InferInput<typeof TeamChartRequestSchema>;
export type TeamChartLabels = NonNullable<TeamChartRequest['labels']>;

/** The charts' words when the request brings none. */
export const TEAM_CHART_LABELS = {
  logins: { title: 'Last logins', axis: 'Longer bar: more recent login', never: 'Never logged in' },
  gauge: { title: 'Compliance', Compliant: 'Compliant', ExpiringSoon: 'Expiring soon', NonCompliant: 'Non-compliant' },
} as const;
