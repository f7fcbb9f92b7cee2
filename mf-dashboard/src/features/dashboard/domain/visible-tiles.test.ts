import type { AppSettings, DashboardManifest, User } from '@portal/contracts';
import { setPortalAreas } from '@portal/remote-contract';
import type { MenuAccessContext } from '@portal/session';
import { visibleTiles } from './visible-tiles';

const learner: User = {
  id: 'u1',
  username: 'learner',
  displayName: 'Lee Learner',
  roles: ['guest'],
  profile: { cpdEligible: 'Yes', department: 'Sales' },
  authenticationMode: 'forms',
};

const settings: AppSettings = { cpd: true, items: [] };

function context(overrides: Partial<MenuAccessContext> = {}): MenuAccessContext {
  return { user: learner, settings, isInstructor: false, isTeamLeader: false, ...overrides };
}

function manifest(tiles: DashboardManifest['sections'][number]['tiles']): DashboardManifest {
  return { banner: [], sections: [{ id: 'main', title: 'Main', tiles }] };
}

function ids(sections: ReturnType<typeof visibleTiles>): string[] {
  return sections.flatMap((section) => section.tiles.map((tile) => tile.id));
}

describe('visibleTiles', () => {
  it('shows tiles without rules to every signed-in user', () => {
    expect(ids(visibleTiles(manifest([{ id: 'catalogue', title: 'Catalogue', href: '/catalogue' }]), context()))).toEqual(['catalogue']);
  });

  it('applies the access rules (any of them passes)', () => {
    const m = manifest([
      { id: 'team', title: 'My team', href: '/team', access: ['TeamLeader'] },
      { id: 'teach', title: 'Teaching', href: '/instructors', access: ['Instructor'] },
      { id: 'sales', title: 'Sales', href: '/sales', access: ['profile:department:Sales'] },
      { id: 'reports', title: 'Reports', href: '/reports', access: ['Reporter', 'admin'] },
    ]);
    expect(ids(visibleTiles(m, context()))).toEqual(['sales']);
    expect(ids(visibleTiles(m, context({ isTeamLeader: true })))).toEqual(['team', 'sales']);
    expect(ids(visibleTiles(m, context({ user: { ...learner, roles: ['admin'] } })))).toEqual(['sales', 'reports']);
    expect(ids(visibleTiles(m, context({ isInstructor: true, settings: { ...settings, instructors: true } })))).toEqual(['teach', 'sales']);
  });

  it('hides tiles whose feature is off or unknown', () => {
    const m = manifest([
      { id: 'calendar', title: 'Calendar', href: '/calendar', feature: 'calendar' },
      { id: 'store', title: 'Store', href: '/store', feature: 'commerce' },
      { id: 'typo', title: 'Typo', href: '/typo', feature: 'calender' },
    ]);
    expect(ids(visibleTiles(m, context()))).toEqual(['calendar']);
    expect(ids(visibleTiles(m, context({ settings: { ...settings, enableCalendar: false, enableCommerce: true } })))).toEqual(['store']);
  });

  it("hides the CPD tile when the profile's cpdEligible is 'No' or CPD is not configured", () => {
    const m = manifest([{ id: 'cpd', title: 'CPD', href: '/cpd/plans' }]);
    expect(ids(visibleTiles(m, context()))).toEqual(['cpd']);
    expect(ids(visibleTiles(m, context({ user: { ...learner, profile: { cpdEligible: 'No' } } })))).toEqual([]);
    expect(ids(visibleTiles(m, context({ user: { ...learner, profile: {} } })))).toEqual(['cpd']);
    expect(ids(visibleTiles(m, context({ settings: { items: [] } })))).toEqual([]);
  });

  it('hides a tile into an area the tenant has switched off', () => {
    setPortalAreas(['/dashboard', '/catalogue']);
    try {
      const tiles = [
        { id: 'catalogue', title: 'Catalogue', href: '/catalogue' },
        { id: 'cpd', title: 'CPD', href: '/cpd' },
      ];
      expect(ids(visibleTiles(manifest(tiles), context()))).toEqual(['catalogue']);
    } finally {
      setPortalAreas(undefined);
    }
  });

  it('drops sections left without tiles and keeps the order of the manifest', () => {
    const m: DashboardManifest = {
      banner: [],
      sections: [
        { id: 'a', title: 'A', tiles: [{ id: 'x', title: 'X', href: '/x', access: ['admin'] }] },
        {
          id: 'b',
          title: 'B',
          tiles: [
            { id: 'y', title: 'Y', href: '/y' },
            { id: 'z', title: 'Z', href: '/z' },
          ],
        },
      ],
    };
    expect(visibleTiles(m, context()).map((section) => section.id)).toEqual(['b']);
    expect(ids(visibleTiles(m, context()))).toEqual(['y', 'z']);
  });
});
