/** The team's texts (en-GB): its members, the compliance summary and the login chart. */
export const teamViewMessages = {
  'team.members.heading': 'Team members',
  'team.members.name': 'Name',
  'team.members.lastLogin': 'Last login',
  'team.members.compliance': 'Compliance',
  'team.members.never': 'Never',
  'team.members.none': 'There is no one in this team.',
  'team.members.openTeam': "Open {{name}}'s team",
  'team.summary.heading': 'Compliance',
  'team.summary.percentage': '{{percentage}} of the team is compliant or expiring soon.',
  'team.summary.status': 'Status',
  'team.summary.members': 'Members',
  'team.summary.download': 'Download the compliance gauge (SVG)',
  'team.logins.heading': 'Last logins',
  'team.logins.never': 'Never logged in',
  'team.logins.legend': 'Longer bar: more recent login',
  'team.logins.download': 'Download the login chart (SVG)',
} as const;

export type TeamViewKey = keyof typeof teamViewMessages;
