import type { HeaderMenuItem } from '@portal/contracts';
import { setPortalAreas } from '@portal/remote-contract';
import { makeUser } from '@portal/testing';
import { isExternalHref, routePath, visibleMenu } from './menu';

const menu: HeaderMenuItem[] = [
  { id: 'home', label: 'Home', href: '/dashboard' },
  { id: 'team', label: 'My team', href: '/team', access: ['TeamLeader'] },
  { id: 'teach', label: 'Teaching', href: '/instructors', access: ['Instructor'] },
  { id: 'password', label: 'Change password', href: '/account/password', access: ['password:edit'] },
  { id: 'nurses', label: 'Nursing', href: '/nursing', access: ['profile:department:Nursing'] },
  { id: 'cpd', label: 'CPD', href: '/cpd', feature: 'cpd' },
  {
    id: 'more',
    label: 'More',
    children: [
      { id: 'reports', label: 'Reports', href: '/reports', access: ['Reporter'] },
      { id: 'admin', label: 'Admin', href: '/admin', access: ['admin'] },
    ],
  },
];

const ids = (items: HeaderMenuItem[]): string[] => items.flatMap((item) => [item.id, ...(item.children ? ids(item.children).map((id) => `${item.id}/${id}`) : [])]);
const base = { settings: null, isInstructor: false, isTeamLeader: false };

describe('visibleMenu (spec 1 §6 header access rules)', () => {
  it('hides a link into an area the tenant has switched off', () => {
    setPortalAreas(['/dashboard', '/account']);
    try {
      const user = makeUser({ roles: ['admin'], authenticationMode: 'forms' });
      expect(ids(visibleMenu(menu, { ...base, user }))).toEqual(['home', 'password']);
    } finally {
      setPortalAreas(undefined);
    }
  });

  it('shows a signed-out visitor only the items without rules', () => {
    expect(ids(visibleMenu(menu, { ...base, user: null }))).toEqual(['home']);
  });

  it('shows a forms learner the password item, and a heading only with visible children', () => {
    expect(ids(visibleMenu(menu, { ...base, user: makeUser({ roles: ['Reporter'] }) }))).toEqual(['home', 'password', 'more', 'more/reports']);
  });

  it('hides password:edit from single-sign-on users', () => {
    expect(ids(visibleMenu(menu, { ...base, user: makeUser({ authenticationMode: 'sso' }) }))).toEqual(['home']);
  });

  it('shows TeamLeader by role or by the server check, Instructor only when instructors are configured', () => {
    const user = makeUser({ authenticationMode: 'sso' });
    expect(ids(visibleMenu(menu, { ...base, user, isTeamLeader: true, isInstructor: true }))).toEqual(['home', 'team']);
    expect(ids(visibleMenu(menu, { ...base, user, isInstructor: true, settings: { items: [], instructors: true } }))).toEqual(['home', 'teach']);
  });

  it('matches profile:{field}:{value} rules and feature switches', () => {
    const user = makeUser({ authenticationMode: 'sso', profile: { department: 'Nursing' } });
    expect(ids(visibleMenu(menu, { ...base, user, settings: { items: [], cpd: true } }))).toEqual(['home', 'nurses', 'cpd']);
  });

  it('tells portal links from external ones', () => {
    expect(isExternalHref('https://help.example.com')).toBe(true);
    expect(isExternalHref('/catalogue')).toBe(false);
    expect(routePath('#/catalogue')).toBe('/catalogue');
    expect(routePath('#!/catalogue')).toBe('/catalogue');
  });
});
