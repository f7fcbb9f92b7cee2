/** The team pages' own texts (en-GB): titles, the breadcrumb, the admin actions, the way back and the tabs' name. */
export const pageMessages = {
  'team.title': 'My team',
  'team.title.nested': "{{name}}'s team",
  'team.breadcrumb.label': 'Teams',
  'team.actions.label': 'Manage',
  'team.actions.manage-reports': 'Manage reports',
  'team.actions.manage-content': 'Manage content',
  'team.member.back': 'Back to the team',
  'team.member.tabs.label': 'Member',
} as const;
