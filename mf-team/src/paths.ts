import { query } from '@portal/contracts';
import { TEAM_MEMBER_TABS, type TeamMemberTab } from '@portal/contracts/team';

/** The breadcrumb param: the ids of the nested teams opened below the leader's own, in order. */
export const readBreadcrumb = (search: URLSearchParams): string[] => (search.get('breadcrumb') ?? '').split(',').filter(Boolean);
const breadcrumbParam = (trail: readonly string[]) => (trail.length ? trail.join(',') : undefined);

/** The team leader area's routes as data (spec 3 "Team leader area"): every URL this remote builds comes from here. */
export const paths = {
  index: { path: '/team', href: () => '/team' },
  dashboard: {
    path: '/team/dashboard/:id?',
    name: 'team.dashboard',
    /**
     * A nested team's dashboard carries the trail of teams above it (the breadcrumb); `tab` the member
     * tab the leader is working on, which the members' links open (decision 0018).
     */
    href: (trail: readonly string[] = [], tab?: TeamMemberTab) => {
      const id = trail.at(-1);
      return `/team/dashboard${id ? `/${encodeURIComponent(id)}` : ''}${query({ breadcrumb: breadcrumbParam(trail), tab: tab === 'Certificates' ? undefined : tab })}`;
    },
  },
  member: {
    path: '/team/member/:id/:parentId?',
    name: 'team.member',
    href: (params: { id: string; parentId?: string; trail?: readonly string[]; tab?: TeamMemberTab }) =>
      `/team/member/${encodeURIComponent(params.id)}${params.parentId ? `/${encodeURIComponent(params.parentId)}` : ''}${query({
        breadcrumb: breadcrumbParam(params.trail ?? []),
        tab: params.tab === 'Certificates' ? undefined : params.tab,
      })}`,
  },
  home: { href: () => '/' },
} as const;

/** The member page's tab: Certificates by default. */
export function readMemberTab(search: URLSearchParams): TeamMemberTab {
  const tab = search.get('tab');
  return (TEAM_MEMBER_TABS as readonly string[]).includes(tab ?? '') ? (tab as TeamMemberTab) : 'Certificates';
}
