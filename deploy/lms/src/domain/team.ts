import { certificateSummary } from '@portal/contracts/certificates';
import {
  checkTeamEnrolment,
  complianceCounts,
  type ComplianceSummary,
  type SetEnrolmentRequestSchema,
  type SetEnrolmentResponse,
  TEAM_MESSAGES,
  type TeamMember,
} from '@portal/contracts/team';
import type * as v from 'valibot';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { findSession } from '../repositories/catalogue';
import { certificationsForUser, findCertificateDocument } from '../repositories/certificates';
import {
  complianceOf,
  currentItemEnrolment,
  currentSessionEnrolment,
  itemExists,
  memberHistory,
  memberStats,
  setItemEnrolment,
  setSessionEnrolment,
  teamMembers,
} from '../repositories/team';

/*
 * The team leader area's rules (spec 3 §3, §5, §6): members and their compliance, a member's detail
 * and certificates, and enrolments set by a leader (deadlines; unenrolling needs a reason). Who leads
 * whom is decided by the route (routes/dashel, acting-for); these take the leader and member it resolved.
 */

/** What the team calls refuse, with their statuses (routes/README.md, dashel). */
export const TEAM_REFUSALS = {
  NotFound: 404,
  CertificateNotFound: 404,
  ReasonRequired: 400,
  CancellationDeadlinePassed: 409,
  EnrolmentDeadlinePassed: 409,
} as const;
const refuse = refusals(TEAM_REFUSALS);

export const TEAM_LEADER_ROLE = 'TeamLeader';

type SetEnrolmentRequest = v.InferOutput<typeof SetEnrolmentRequestSchema>;

/** The compliance of the members named (each already shown to be led by the caller); a member with no requirement is compliant. */
export async function teamCompliance(db: Database, scope: string, userIds: readonly string[], now = new Date()): Promise<ComplianceSummary> {
  const statuses = await complianceOf(db, scope, userIds, now);
  const users = userIds.map((userId) => ({ userId, status: statuses.get(userId) ?? 'Compliant' }));
  return { ...complianceCounts(users.map((u) => u.status)), users };
}

/** The member as a row of the team `parentId` leads; not in that team is 404. */
export async function memberRow(db: Database, scope: string, parentId: string, memberId: string, now: Date) {
  const [row] = (await teamMembers(db, scope, parentId, now)).filter((u) => u.id === memberId);
  if (!row) throw refuse('NotFound');
  return row;
}

/** A member's detail page: their row, sign-in and learning figures, history, and certifications with their summary. */
export async function memberDetail(db: Database, scope: string, member: UserRow, row: TeamMember['user'], now: Date): Promise<TeamMember> {
  const stats = await memberStats(db, scope, member.id);
  const { latestCertificates, certificates: _all, ...summary } = certificateSummary(await certificationsForUser(db, scope, member.id, now), member.id, now);
  return {
    user: row,
    stats: { login_count: member.sign_in_count, ...stats },
    activityDetails: {
      catalogueEntries: { rows: await memberHistory(db, scope, member.id) },
      // The latest certificate of each certification the member holds, with its status and history,
      // and the summary's figures (spec 3 §3: compliance and achievement stats, compliant or not).
      certifications: { rows: latestCertificates, summary },
    },
  };
}

/** The member's certificate; another person's is answered as not found, as an unknown one. */
export async function memberCertificate(db: Database, scope: string, memberId: string, certificateId: string) {
  const certificate = await findCertificateDocument(db, scope, certificateId);
  if (!certificate || certificate.userId !== memberId) throw refuse('CertificateNotFound');
  return certificate;
}

/** setEnrolment (spec 3 §5): a leader enrols or unenrols a member in an item or a session, within its deadlines. */
export async function setMemberEnrolment(db: Database, scope: string, member: Pick<UserRow, 'id'>, input: SetEnrolmentRequest, now = new Date()): Promise<SetEnrolmentResponse> {
  const reason = input.enrolmentStatus === 'NotEnrolled' ? (input.cancellationReason?.trim() ?? null) : null;
  const change = { enrolmentStatus: input.enrolmentStatus, cancellationReason: input.cancellationReason ?? null };
  if (input.catalogueType === 'Session') {
    const session = await findSession(db, scope, input.catalogueId);
    if (!session) throw refuse('NotFound');
    const check = checkTeamEnrolment(
      {
        ...change,
        current: await currentSessionEnrolment(db, scope, session.id, member.id),
        enrolmentDeadline: session.enrolmentDeadline ? new Date(session.enrolmentDeadline) : null,
        cancellationDeadline: session.cancellationDeadline ? new Date(session.cancellationDeadline) : null,
      },
      now,
    );
    if (!check.ok) throw refuse(check.code, check.message);
    await setSessionEnrolment(db, { scope, sessionId: session.id, userId: member.id, enrolment: input.enrolmentStatus, reason });
  } else {
    if (!(await itemExists(db, scope, input.catalogueId))) throw refuse('NotFound');
    // An item has no deadlines: only the reason can be missing.
    const check = checkTeamEnrolment(
      { ...change, current: await currentItemEnrolment(db, scope, input.catalogueId, member.id), enrolmentDeadline: null, cancellationDeadline: null },
      now,
    );
    if (!check.ok) throw refuse(check.code, check.message);
    await setItemEnrolment(db, { scope, itemId: input.catalogueId, userId: member.id, enrolment: input.enrolmentStatus, reason });
  }
  return { success: true, message: input.enrolmentStatus === 'NotEnrolled' ? 'Enrolment cancelled' : TEAM_MESSAGES.enrolled };
}
