import { query } from '@portal/contracts';
import type { InstructorSessionTab, InstructorTab } from '@portal/contracts/instructors';

/** The instructor area's routes as data (spec 3 "Instructor area"): every URL this remote builds comes from here. */
export const paths = {
  index: { path: '/instructors', href: () => '/instructors' },
  dashboard: {
    path: '/instructors/dashboard',
    name: 'instructors.dashboard',
    href: (selectedTab?: InstructorTab) => `/instructors/dashboard${query({ selectedTab })}`,
  },
  item: {
    path: '/instructors/item',
    name: 'instructors.item',
    href: (params: { id: string; selectedTab?: InstructorSessionTab; dashboardTab?: InstructorTab }) => `/instructors/item${query(params)}`,
  },
  home: { href: () => '/' },
} as const;

/** Spec 3: selectedTab is Upcoming by default, or Historic. */
export function readDashboardTab(search: URLSearchParams): InstructorTab {
  return search.get('selectedTab') === 'Historic' ? 'Historic' : 'Upcoming';
}

/** Spec 3: /instructors/item's params; selectedTab Attendees by default, or AddUsers. */
export function readItemParams(search: URLSearchParams): { id: string; selectedTab: InstructorSessionTab; dashboardTab: InstructorTab } | undefined {
  const id = search.get('id');
  if (!id) return undefined;
  return {
    id,
    selectedTab: search.get('selectedTab') === 'AddUsers' ? 'AddUsers' : 'Attendees',
    dashboardTab: search.get('dashboardTab') === 'Historic' ? 'Historic' : 'Upcoming',
  };
}
