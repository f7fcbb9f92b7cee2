/** The team leader area's routes as data (spec 3 "Team leader area"): every URL this remote builds comes from here. */
export const paths = {
  index: { path: '/team', href: () => '/team' },
  dashboard: {
    path: '/team/dashboard/:id?',
    name: 'team.dashboard',
    href: (id?: string) => (id ? `/team/dashboard/${encodeURIComponent(id)}` : '/team/dashboard'),
  },
  member: {
    path: '/team/member/:id/:parentId?',
    name: 'team.member',
    href: (id: string, parentId?: string) => `/team/member/${encodeURIComponent(id)}${parentId ? `/${encodeURIComponent(parentId)}` : ''}`,
  },
  home: { href: () => '/' },
} as const;
