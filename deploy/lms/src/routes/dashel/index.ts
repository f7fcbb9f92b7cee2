import {
  ComplianceRequestSchema,
  EnrolmentListRequestSchema,
  SetEnrolmentRequestSchema,
  TeamChartRequestSchema,
  complianceCounts,
  type ComplianceSummary,
  type SetEnrolmentResponse,
  type TeamMember,
} from '@portal/contracts/team';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { memberCertificate, memberDetail, memberRow, setMemberEnrolment, TEAM_LEADER_ROLE, teamCompliance } from '../../domain/team';
import { LmsError } from '../../lib/errors';
import { sendSvg } from '../../lib/svg';
import type { ValibotTypeProvider, WithBody } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { enrolmentList, teamMembers } from '../../repositories/team';
import { actFor } from '../acting-for';
import { sendCertificatePdf } from '../diploma/certificate-pdf';
import { userHoldsRole } from '../role-check';
import { gaugeSvg, loginChartSvg } from './charts';

type MemberParams = { Params: { parentId: string; scope: string; userId: string } };

/** The caller holds TeamLeader in the tenant the call names. */
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

/**
 * dashel (spec 3 §6, §7): the server's team-leader check and the team leader area's calls. Every
 * call needs a session and the TeamLeader role; a member is read or enrolled only by a leader above
 * them (directly or through nested teams), and never across tenants. The rules are domain/team.ts's;
 * bodies are checked with @portal/contracts/team (400 ValidationFailed '<field>: <reason>').
 */
const dashelRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.post('/isTeamLeader', async (request) => userHoldsRole(request, [TEAM_LEADER_ROLE]));

  fastify.get<{ Params: { userId: string; scope: string } }>('/teammembers/:userId/:scope', async (request) => {
    const leader = await teamLeader(request, request.params.scope);
    await ownTeam(request, request.params.userId);
    return teamMembers(db, leader.scope, request.params.userId, new Date());
  });

  fastify.post<WithBody<typeof ComplianceRequestSchema, { Params: { userId: string; scope: string } }>>(
    '/teammembers/:userId/:scope/compliance',
    {
      schema: { body: ComplianceRequestSchema },
      // The path names the team: its leader is checked before the body, as for the calls without one.
      preValidation: async (request) => {
        await teamLeader(request, request.params.scope);
        await ownTeam(request, request.params.userId);
      },
    },
    async (request): Promise<ComplianceSummary> => {
      const { userIds } = request.body;
      for (const id of userIds) await ownMember(request, id);
      return teamCompliance(db, request.params.scope, userIds);
    },
  );

  /** A member of the team `parentId` leads, read by a leader above them. */
  async function memberOfTeam(request: FastifyRequest<MemberParams>, now: Date) {
    const leader = await teamLeader(request, request.params.scope);
    const member = await ownMember(request, request.params.userId);
    const row = await memberRow(db, leader.scope, request.params.parentId, member.id, now);
    return { leader, member, row };
  }

  fastify.get<MemberParams>('/teammember/:parentId/:scope/:userId', async (request): Promise<TeamMember> => {
    const now = new Date();
    const { leader, member, row } = await memberOfTeam(request, now);
    return memberDetail(db, leader.scope, member, row, now);
  });

  /** GET …/userCertificate/{certificateId} (spec 3 §7): the member's certificate as a PDF, for a leader above them. */
  fastify.get<{ Params: MemberParams['Params'] & { certificateId: string } }>('/teammember/:parentId/:scope/:userId/userCertificate/:certificateId', async (request, reply) => {
    const { leader, member } = await memberOfTeam(request, new Date());
    const certificate = await memberCertificate(db, leader.scope, member.id, request.params.certificateId);
    return sendCertificatePdf(reply, db, leader.scope, certificate);
  });

  /** POST /dashel/loginsvg (spec 3 §7, §9): the team's login chart as an SVG image. */
  fastify.post('/loginsvg', { schema: { body: TeamChartRequestSchema } }, async (request, reply) => {
    const input = request.body;
    const leader = await teamLeader(request, input.scope);
    await ownTeam(request, input.userId);
    const now = new Date();
    return sendSvg(request, reply, loginChartSvg(await teamMembers(db, leader.scope, input.userId, now), now, input.locale, input.labels), 'logins.svg');
  });

  /** POST /dashel/gaugesvg (spec 3 §7, §9): the team's compliance gauge as an SVG image. */
  fastify.post('/gaugesvg', { schema: { body: TeamChartRequestSchema } }, async (request, reply) => {
    const input = request.body;
    const leader = await teamLeader(request, input.scope);
    await ownTeam(request, input.userId);
    const members = await teamMembers(db, leader.scope, input.userId, new Date());
    return sendSvg(request, reply, gaugeSvg(complianceCounts(members.map((m) => m.complianceStatus)), input.locale, input.labels), 'compliance.svg');
  });

  /** The leader the body names is the caller, and leads the member it names. */
  async function leaderAndMember(request: FastifyRequest, input: { scope: string; teamLeaderId: string; teamMemberId: string }) {
    const leader = await teamLeader(request, input.scope);
    if (input.teamLeaderId !== leader.id) throw new LmsError(403, 'NotTeamLeaderOfUser');
    return { leader, member: await ownMember(request, input.teamMemberId) };
  }

  fastify.post('/getCatalogueEnrolmentList', { schema: { body: EnrolmentListRequestSchema } }, async (request) => {
    const { leader, member } = await leaderAndMember(request, request.body);
    return enrolmentList(db, leader.scope, member.id);
  });

  fastify.post('/setEnrolment', { schema: { body: SetEnrolmentRequestSchema } }, async (request): Promise<SetEnrolmentResponse> => {
    const { leader, member } = await leaderAndMember(request, request.body);
    return setMemberEnrolment(db, leader.scope, member, request.body);
  });
};

export default dashelRoutes;
