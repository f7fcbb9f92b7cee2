import {
  ComplianceRequestSchema,
  EnrolmentListRequestSchema,
  SetEnrolmentRequestSchema,
  TEAM_MESSAGES,
  checkTeamEnrolment,
  complianceCounts,
  type ComplianceSummary,
  type SetEnrolmentResponse,
  type TeamMember,
} from '@portal/contracts/team';
import { certificateRows } from '@portal/contracts/certificates';
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
import { certificationsForUser } from '../../repositories/certificates';
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

  fastify.get<{ Params: { parentId: string; scope: string; userId: string } }>('/teammember/:parentId/:scope/:userId', async (request): Promise<TeamMember> => {
    const leader = await teamLeader(request, request.params.scope);
    const member = await ownMember(request, request.params.userId);
    const now = new Date();
    const [user] = (await teamMembers(db, leader.scope, request.params.parentId, now)).filter((u) => u.id === member.id);
    if (!user) throw new LmsError(404, 'NotFound');
    const stats = await memberStats(db, leader.scope, member.id);
    return {
      user,
      stats: { login_count: member.last_sign_in_at ? 1 : 0, ...stats },
      activityDetails: {
        catalogueEntries: { rows: await memberHistory(db, leader.scope, member.id) },
        // The latest certificate of each certification the member holds, with its status and history.
        certifications: { rows: certificateRows(await certificationsForUser(db, leader.scope, member.id, now), member.id, now) },
      },
    };
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
