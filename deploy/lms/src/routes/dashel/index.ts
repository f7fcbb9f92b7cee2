import {
  ComplianceRequestSchema,
  EnrolmentListRequestSchema,
  SetEnrolmentRequestSchema,
  TEAM_MESSAGES,
  TeamChartRequestSchema,
  checkTeamEnrolment,
  complianceCounts,
  type ComplianceSummary,
  type SetEnrolmentResponse,
  type TeamMember,
} from '@portal/contracts/team';
import { certificateSummary } from '@portal/contracts/certificates';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import {
  complianceOf,
  currentItemEnrolment,
  currentSessionEnrolment,
  enrolmentList,
  itemExists,
  memberHistory,
  memberStats,
  setItemEnrolment,
  setSessionEnrolment,
  teamMembers,
} from '../../repositories/team';
import { certificationsForUser, findCertificateDocument } from '../../repositories/certificates';
import { sendSvg } from '../../lib/svg';
import { certificatePdf } from '../diploma/certificate-pdf';
import { gaugeSvg, loginChartSvg } from './charts';
import { findSession } from '../../repositories/catalogue';
import { actFor } from '../acting-for';
import { userHoldsRole } from '../role-check';

export const TEAM_LEADER_ROLE = 'TeamLeader';

/**
 * dashel (spec 3 §6, §7): the server's team-leader check and the team leader area's calls. Every
 * call needs a session and the TeamLeader role; a member is read or enrolled only by a leader above
 * them (directly or through nested teams), and never across tenants. Payloads are checked with
 * @portal/contracts/team (400 ValidationFailed '<field>: <reason>').
 */
const dashelRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preHandler', fastify.requireSession);

  fastify.post('/isTeamLeader', async (request) => userHoldsRole(request, [TEAM_LEADER_ROLE]));

  async function teamLeader(request: FastifyRequest, scope: string): Promise<UserRow> {
    const user = await sessionUser(request);
    if (scope !== user.scope) throw new LmsError(403, 'ScopeMismatch');
    if (!user.roles.includes(TEAM_LEADER_ROLE)) throw new LmsError(403, 'NotATeamLeader');
    return user;
  }

  /** The caller, or a leader of a nested team under the caller, whose team is read. */
  async function ownTeam(request: FastifyRequest, teamUserId: string): Promise<void> {
    await actFor(request, teamUserId, { allow: ['teamLeader'] });
  }

  /** Only the member's team leader (or one above them) reads or changes them. */
  async function ownMember(request: FastifyRequest, memberId: string): Promise<UserRow> {
    const { subject, relationship } = await actFor(request, memberId, { allow: ['teamLeader'] });
    if (relationship !== 'teamLeader') throw new LmsError(403, 'NotTeamLeaderOfUser');
    return subject;
  }

  fastify.get<{ Params: { userId: string; scope: string } }>('/teammembers/:userId/:scope', async (request) => {
    const leader = await teamLeader(request, request.params.scope);
    await ownTeam(request, request.params.userId);
    return teamMembers(db, leader.scope, request.params.userId, new Date());
  });

  fastify.post<{ Params: { userId: string; scope: string } }>('/teammembers/:userId/:scope/compliance', async (request): Promise<ComplianceSummary> => {
    const leader = await teamLeader(request, request.params.scope);
    await ownTeam(request, request.params.userId);
    const { userIds } = parseInput(ComplianceRequestSchema, request.body);
    for (const id of userIds) await ownMember(request, id);
    const statuses = await complianceOf(db, leader.scope, userIds, new Date());
    const users = userIds.map((userId) => ({ userId, status: statuses.get(userId) ?? 'Compliant' }));
    return { ...complianceCounts(users.map((u) => u.status)), users };
  });

  /** A member of the team `parentId` leads, read by a leader above them. */
  async function memberOfTeam(request: FastifyRequest<{ Params: { parentId: string; scope: string; userId: string } }>, now: Date) {
    const leader = await teamLeader(request, request.params.scope);
    const member = await ownMember(request, request.params.userId);
    const [user] = (await teamMembers(db, leader.scope, request.params.parentId, now)).filter((u) => u.id === member.id);
    if (!user) throw new LmsError(404, 'NotFound');
    return { leader, member, user };
  }

  fastify.get<{ Params: { parentId: string; scope: string; userId: string } }>('/teammember/:parentId/:scope/:userId', async (request): Promise<TeamMember> => {
    const now = new Date();
    const { leader, member, user } = await memberOfTeam(request, now);
    const stats = await memberStats(db, leader.scope, member.id);
    const { latestCertificates, certificates: _all, ...summary } = certificateSummary(await certificationsForUser(db, leader.scope, member.id, now), member.id, now);
    return {
      user,
      stats: { login_count: member.sign_in_count, ...stats },
      activityDetails: {
        catalogueEntries: { rows: await memberHistory(db, leader.scope, member.id) },
        // The latest certificate of each certification the member holds, with its status and history,
        // and the summary's figures (spec 3 §3: compliance and achievement stats, compliant or not).
        certifications: { rows: latestCertificates, summary },
      },
    };
  });

  /** GET …/userCertificate/{certificateId} (spec 3 §7): the member's certificate as a PDF, for a leader above them. */
  fastify.get<{ Params: { parentId: string; scope: string; userId: string; certificateId: string } }>(
    '/teammember/:parentId/:scope/:userId/userCertificate/:certificateId',
    async (request, reply) => {
      const { leader, member } = await memberOfTeam(request, new Date());
      const certificate = await findCertificateDocument(db, leader.scope, request.params.certificateId);
      // Another person's certificate is not this member's: answered as not found, as an unknown one.
      if (!certificate || certificate.userId !== member.id) throw new LmsError(404, 'CertificateNotFound');
      const tenant = await db.selectFrom('tenants').select('name').where('scope', '=', leader.scope).executeTakeFirst();
      const pdf = await certificatePdf(certificate, tenant?.name ?? leader.scope);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="certificate-${certificate.reference}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );

  /** POST /dashel/loginsvg (spec 3 §7, §9): the team's login chart as an SVG image. */
  fastify.post('/loginsvg', async (request, reply) => {
    const input = parseInput(TeamChartRequestSchema, request.body);
    const leader = await teamLeader(request, input.scope);
    await ownTeam(request, input.userId);
    const now = new Date();
    return sendSvg(request, reply, loginChartSvg(await teamMembers(db, leader.scope, input.userId, now), now, input.locale, input.labels), 'logins.svg');
  });

  /** POST /dashel/gaugesvg (spec 3 §7, §9): the team's compliance gauge as an SVG image. */
  fastify.post('/gaugesvg', async (request, reply) => {
    const input = parseInput(TeamChartRequestSchema, request.body);
    const leader = await teamLeader(request, input.scope);
    await ownTeam(request, input.userId);
    const members = await teamMembers(db, leader.scope, input.userId, new Date());
    return sendSvg(request, reply, gaugeSvg(complianceCounts(members.map((m) => m.complianceStatus)), input.locale, input.labels), 'compliance.svg');
  });

  fastify.post('/getCatalogueEnrolmentList', async (request) => {
    const input = parseInput(EnrolmentListRequestSchema, request.body);
    const leader = await teamLeader(request, input.scope);
    if (input.teamLeaderId !== leader.id) throw new LmsError(403, 'NotTeamLeaderOfUser');
    const member = await ownMember(request, input.teamMemberId);
    return enrolmentList(db, leader.scope, member.id);
  });

  fastify.post('/setEnrolment', async (request): Promise<SetEnrolmentResponse> => {
    const input = parseInput(SetEnrolmentRequestSchema, request.body);
    const leader = await teamLeader(request, input.scope);
    if (input.teamLeaderId !== leader.id) throw new LmsError(403, 'NotTeamLeaderOfUser');
    const member = await ownMember(request, input.teamMemberId);
    const now = new Date();
    const reason = input.enrolmentStatus === 'NotEnrolled' ? (input.cancellationReason?.trim() ?? null) : null;
    if (input.catalogueType === 'Session') {
      const session = await findSession(db, leader.scope, input.catalogueId);
      if (!session) throw new LmsError(404, 'NotFound');
      const check = checkTeamEnrolment(
        {
          enrolmentStatus: input.enrolmentStatus,
          cancellationReason: input.cancellationReason ?? null,
          current: await currentSessionEnrolment(db, leader.scope, session.id, member.id),
          enrolmentDeadline: session.enrolmentDeadline ? new Date(session.enrolmentDeadline) : null,
          cancellationDeadline: session.cancellationDeadline ? new Date(session.cancellationDeadline) : null,
        },
        now,
      );
      if (!check.ok) throw new LmsError(check.code === 'ReasonRequired' ? 400 : 409, check.code, check.message);
      await setSessionEnrolment(db, { scope: leader.scope, sessionId: session.id, userId: member.id, enrolment: input.enrolmentStatus, reason });
    } else {
      if (!(await itemExists(db, leader.scope, input.catalogueId))) throw new LmsError(404, 'NotFound');
      const check = checkTeamEnrolment(
        {
          enrolmentStatus: input.enrolmentStatus,
          cancellationReason: input.cancellationReason ?? null,
          current: await currentItemEnrolment(db, leader.scope, input.catalogueId, member.id),
          enrolmentDeadline: null,
          cancellationDeadline: null,
        },
        now,
      );
      if (!check.ok) throw new LmsError(400, check.code, check.message);
      await setItemEnrolment(db, { scope: leader.scope, itemId: input.catalogueId, userId: member.id, enrolment: input.enrolmentStatus, reason });
    }
    return { success: true, message: input.enrolmentStatus === 'NotEnrolled' ? 'Enrolment cancelled' : TEAM_MESSAGES.enrolled };
  });
};

export default dashelRoutes;
