import type { Certificate, Certification } from '@portal/contracts/certificates';
import { certificateList } from './certificate-list';

const now = new Date('2026-11-26T12:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
const certificate = (id: string, name: string, over: Partial<Certificate> = {}): Certificate => ({
  id,
  certificationId: `c-${name}`,
  name,
  calendarTitle: name,
  isParent: false,
  isLatest: true,
  timestamp: at(-100),
  renewalDate: null,
  expiresOn: null,
  hasExpired: false,
  score: null,
  renewalState: 'RenewalPossible',
  catalogueItem: { Id: 'item', type: 'course' },
  reference: 'REF',
  ...over,
});
const certification = (id: string, title: string, certificates: Certificate[]): Certification => ({
  id,
  title,
  certificates,
  eligibilityStatus: 'Eligible',
  enteredRenewalOn: null,
  awardingActivities: [{ awardMode: 'Completion', activityId: `item-${id}` }],
  properties: {},
  hasCompliance: true,
});

const certifications = [
  certification('bls', 'Basic life support', [
    certificate('b2', 'Basic life support', { expiresOn: at(10), score: 80, timestamp: at(-355) }),
    certificate('b1', 'Basic life support', { isLatest: false, timestamp: at(-720) }),
  ]),
  certification('fire', 'Fire safety', [certificate('f1', 'Fire safety', { expiresOn: at(200), score: 95, timestamp: at(-20) })]),
  certification('ig', 'Information governance', [certificate('i1', 'Information governance', { expiresOn: at(-5), hasExpired: true, timestamp: at(-370) })]),
  certification('moving', 'Moving and handling', []),
];
const names = (list: ReturnType<typeof certificateList>) => list.map((entry) => entry.name);

describe('the certifications list (spec 3 §2; statuses from @portal/contracts/certificates)', () => {
  it('has the latest certificate of each with its history, and the not started ones last', () => {
    const list = certificateList(certifications, { userId: 'u', filter: 'all', sort: 'Title', now });
    expect(names(list)).toEqual(['Basic life support', 'Fire safety', 'Information governance', 'Moving and handling']);
    expect(list.map((entry) => entry.status)).toEqual(['expiring', 'valid', 'expired', 'notStarted']);
    const bls = list[0]!;
    expect(bls.kind === 'held' && bls.children.map((child) => child.id)).toEqual(['b1']);
  });
  it.each([
    ['Awarded', ['Fire safety', 'Basic life support', 'Information governance']],
    ['Expires', ['Information governance', 'Basic life support', 'Fire safety']],
    ['Score', ['Fire safety', 'Basic life support', 'Information governance']],
  ] as const)('sorts by %s', (sort, expected) => {
    expect(names(certificateList(certifications, { userId: 'u', filter: 'all', sort, now })).slice(0, 3)).toEqual(expected);
  });
  it('filters by status', () => {
    expect(names(certificateList(certifications, { userId: 'u', filter: 'expired', sort: 'Title', now }))).toEqual(['Information governance']);
    expect(names(certificateList(certifications, { userId: 'u', filter: 'notStarted', sort: 'Title', now }))).toEqual(['Moving and handling']);
  });
});
