import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import {
  ComplianceSummarySchema,
  EnrolmentListSchema,
  SetEnrolmentResponseSchema,
  TeamMemberSchema,
  TeamMembersSchema,
  type SetEnrolmentRequest,
  type TeamChartRequest,
} from '@portal/contracts/team';

/*
 * The /dashel calls (spec 3 §7), one fetcher and one queryOptions each, so the pages share the cache
 * and every write invalidates through TEAM_KEY.
 */

export const DASHEL = '/dashel';
export const TEAM_KEY = ['team'] as const;
const part = encodeURIComponent;

/** POST /dashel/isTeamLeader: the server's team-leader check; a failure counts as no. */
export function teamLeaderCheckQuery(api: ApiClient, scope: string, userId: string) {
  return queryOptions({
    queryKey: [...TEAM_KEY, 'check', scope, userId],
    queryFn: () => orEmpty(api.post(`${DASHEL}/isTeamLeader`, { scope, userId }, { schema: v.boolean() }), false),
  });
}

/** GET /dashel/teammembers/{userId}/{scope}: the members a leader leads directly. */
export function teamMembersQuery(api: ApiClient, scope: string, leaderId: string) {
  return queryOptions({
    queryKey: [...TEAM_KEY, 'members', scope, leaderId],
    queryFn: () => api.get(`${DASHEL}/teammembers/${part(leaderId)}/${part(scope)}`, { schema: TeamMembersSchema }),
  });
}

export const useTeamMembers = (scope: string, leaderId: string) => useQuery(teamMembersQuery(useApi(), scope, leaderId));

/** POST /dashel/teammembers/{userId}/{scope}/compliance: the summary of the members listed. */
export function complianceQuery(api: ApiClient, scope: string, leaderId: string, userIds: readonly string[]) {
  return queryOptions({
    queryKey: [...TEAM_KEY, 'compliance', scope, leaderId, userIds.join(',')],
    queryFn: () => api.post(`${DASHEL}/teammembers/${part(leaderId)}/${part(scope)}/compliance`, { userIds: [...userIds] }, { schema: ComplianceSummarySchema }),
  });
}

export const useCompliance = (scope: string, leaderId: string, userIds: readonly string[] | undefined) =>
  useQuery({ ...complianceQuery(useApi(), scope, leaderId, userIds ?? []), enabled: userIds !== undefined && userIds.length > 0 });

/** GET /dashel/teammember/{parentId}/{scope}/{userId}: one member's detail. */
export function teamMemberQuery(api: ApiClient, scope: string, parentId: string, userId: string) {
  return queryOptions({
    queryKey: [...TEAM_KEY, 'member', scope, parentId, userId],
    queryFn: () => api.get(`${DASHEL}/teammember/${part(parentId)}/${part(scope)}/${part(userId)}`, { schema: TeamMemberSchema }),
  });
}

export const useTeamMember = (scope: string, parentId: string, userId: string) => useQuery(teamMemberQuery(useApi(), scope, parentId, userId));

/** POST /dashel/getCatalogueEnrolmentList: the member's items and sessions with their enrolment. */
export function enrolmentListQuery(api: ApiClient, scope: string, teamLeaderId: string, teamMemberId: string) {
  return queryOptions({
    queryKey: [...TEAM_KEY, 'enrolments', scope, teamLeaderId, teamMemberId],
    queryFn: () => api.post(`${DASHEL}/getCatalogueEnrolmentList`, { scope, teamMemberId, teamLeaderId }, { schema: EnrolmentListSchema }),
  });
}

export const useEnrolmentList = (scope: string, teamLeaderId: string, teamMemberId: string) => useQuery(enrolmentListQuery(useApi(), scope, teamLeaderId, teamMemberId));

/** POST /dashel/setEnrolment: enrols or unenrols (with a reason) a member; the lists and compliance are read again. */
export function useSetEnrolment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetEnrolmentRequest) => api.post(`${DASHEL}/setEnrolment`, request, { schema: SetEnrolmentResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

/**
 * GET /dashel/teammember/{parentId}/{scope}/{userId}/userCertificate/{certificateId}: a member's
 * certificate as a PDF (the LMS lets a team leader above the member have it).
 */
export function downloadCertificate(api: ApiClient, scope: string, parentId: string, userId: string, certificateId: string): Promise<Blob> {
  return api.blob(`${DASHEL}/teammember/${part(parentId)}/${part(scope)}/${part(userId)}/userCertificate/${part(certificateId)}`);
}

/** POST /dashel/loginsvg or /dashel/gaugesvg: the team's login chart or compliance gauge as an SVG image the LMS draws. */
export function teamChartImage(api: ApiClient, chart: 'loginsvg' | 'gaugesvg', request: TeamChartRequest): Promise<Blob> {
  return api.blob(`${DASHEL}/${chart}`, { method: 'POST', body: request });
}
