import { paths, readBreadcrumb, readMemberTab } from './paths';

describe('team paths (spec 3 "Team leader area")', () => {
  it('builds a nested team from its breadcrumb trail, ending in its leader', () => {
    expect(paths.dashboard.href()).toBe('/team/dashboard');
    expect(paths.dashboard.href(['jade'])).toBe('/team/dashboard/jade?breadcrumb=jade');
    expect(paths.dashboard.href(['jade', 'kofi'])).toBe('/team/dashboard/kofi?breadcrumb=jade%2Ckofi');
    expect(readBreadcrumb(new URLSearchParams('breadcrumb=jade%2Ckofi'))).toEqual(['jade', 'kofi']);
    expect(readBreadcrumb(new URLSearchParams(''))).toEqual([]);
  });

  it('keeps the member tab a leader works on in the team dashboard (its tab param)', () => {
    expect(paths.dashboard.href([], 'Enrolments')).toBe('/team/dashboard?tab=Enrolments');
    expect(paths.dashboard.href(['jade'], 'LearningHistory')).toBe('/team/dashboard/jade?breadcrumb=jade&tab=LearningHistory');
    expect(paths.dashboard.href([], 'Certificates')).toBe('/team/dashboard');
  });

  it('opens a member on Certificates unless another tab is asked for', () => {
    expect(paths.member.href({ id: 'amara', parentId: 'lead' })).toBe('/team/member/amara/lead');
    expect(paths.member.href({ id: 'kofi', parentId: 'jade', trail: ['jade'], tab: 'Enrolments' })).toBe('/team/member/kofi/jade?breadcrumb=jade&tab=Enrolments');
    expect(readMemberTab(new URLSearchParams('tab=LearningHistory'))).toBe('LearningHistory');
    expect(readMemberTab(new URLSearchParams('tab=Nonsense'))).toBe('Certificates');
  });
});
