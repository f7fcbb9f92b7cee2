/** The /dashel calls of spec 3 §7, relative to /_api: one place for the addresses this area asks. */
const DASHEL = '/dashel';
const e = encodeURIComponent;

export const dashelPaths = {
  isTeamLeader: () => `${DASHEL}/isTeamLeader`,
  teamMembers: (scope: string, leaderId: string) => `${DASHEL}/teammembers/${e(leaderId)}/${e(scope)}`,
  compliance: (scope: string, leaderId: string) => `${DASHEL}/teammembers/${e(leaderId)}/${e(scope)}/compliance`,
  teamMember: (scope: string, parentId: string, userId: string) => `${DASHEL}/teammember/${e(parentId)}/${e(scope)}/${e(userId)}`,
  memberCertificate: (scope: string, parentId: string, userId: string, certificateId: string) =>
    `${DASHEL}/teammember/${e(parentId)}/${e(scope)}/${e(userId)}/userCertificate/${e(certificateId)}`,
  enrolmentList: () => `${DASHEL}/getCatalogueEnrolmentList`,
  setEnrolment: () => `${DASHEL}/setEnrolment`,
  chartImage: (chart: 'loginsvg' | 'gaugesvg') => `${DASHEL}/${chart}`,
} as const;
