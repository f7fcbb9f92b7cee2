import type { CatalogueItem } from '@portal/contracts/catalogue';
import { makeItem } from '../../../lib/domain/test-fixtures';
import { landingActions } from './landing-actions';

const byId = (...items: CatalogueItem[]) => new Map(items.map((item) => [item.Id, item]));
const alone = (item: CatalogueItem, isLocked = false) => landingActions(item, { parent: undefined, itemsById: byId(item), isLocked });

describe('landingActions', () => {
  it('launches an enrolled item and marks a manual one complete', () => {
    expect(alone(makeItem({ Id: 'demo-pdf', type: 'File' }))).toMatchObject({
      canLaunch: true,
      canEnrol: false,
      canMarkComplete: true,
      canRegisterInterest: false,
      media: undefined,
    });
  });

  it('does not mark complete an auto-completing, a Completed, or an event item', () => {
    expect(alone(makeItem({ Id: 'a', CompletionMode: 'Auto' })).canMarkComplete).toBe(false);
    expect(alone(makeItem({ Id: 'b', Completion: 'Completed' })).canMarkComplete).toBe(false);
    expect(alone(makeItem({ Id: 'c', type: 'Event' })).canMarkComplete).toBe(false);
    expect(alone(makeItem({ Id: 'd', Completion: 'Attempted' })).canMarkComplete).toBe(true);
  });

  it('offers CancelCompletion only on a manual, enrolled item marked Completed', () => {
    expect(alone(makeItem({ Id: 'm', Completion: 'Completed' })).canCancelCompletion).toBe(true);
    expect(alone(makeItem({ Id: 'a', Completion: 'Completed', CompletionMode: 'Auto' })).canCancelCompletion).toBe(false);
    expect(alone(makeItem({ Id: 'p', Completion: 'Passed' })).canCancelCompletion).toBe(false);
    expect(alone(makeItem({ Id: 'n', Completion: 'Attempted' })).canCancelCompletion).toBe(false);
    expect(alone(makeItem({ Id: 'e', Completion: 'Completed', type: 'Event' })).canCancelCompletion).toBe(false);
    expect(alone(makeItem({ Id: 'l', Completion: 'Completed' }), true).canCancelCompletion).toBe(false);
  });

  it('offers enrolment on a NotEnrolled item, not the launch', () => {
    expect(alone(makeItem({ Id: 'x', Enrolment: 'NotEnrolled' }))).toMatchObject({ canLaunch: false, canEnrol: true, canRegisterInterest: false, canMarkComplete: false });
  });

  it('offers no Enrol on an item that is not available (AvailabilityMode Never, or outside its dates)', () => {
    expect(alone(makeItem({ Id: 'never', Enrolment: 'NotEnrolled', AvailabilityMode: 'Never' })).canEnrol).toBe(false);
    const later = { Id: 'later', Enrolment: 'NotEnrolled' as const, AvailabilityMode: 'Dates' as const, AvailableFrom: '2999-01-01T00:00:00.000Z', AvailableTo: null };
    expect(alone(makeItem(later)).canEnrol).toBe(false);
    expect(landingActions(makeItem(later), { parent: undefined, itemsById: byId(), isLocked: false, now: Date.parse('2999-02-01T00:00:00.000Z') }).canEnrol).toBe(true);
  });

  it('offers interest in an event the learner is not enrolled on', () => {
    expect(alone(makeItem({ Id: 'e', type: 'Event', Enrolment: 'NotEnrolled' }))).toMatchObject({ canRegisterInterest: true, canEnrol: false });
  });

  it('launches a RequiredWithNoApproval item straight away (it is enrolled on the way)', () => {
    expect(alone(makeItem({ Id: 'x', Enrolment: 'NotEnrolled', EnrolmentMode: 'RequiredWithNoApproval' }))).toMatchObject({ canLaunch: true, canEnrol: false });
  });

  it('says why there is nothing to do for pending, invited and admin-only enrolments', () => {
    expect(alone(makeItem({ Id: 'x', Enrolment: 'PendingAdminApproval' }))).toMatchObject({ canLaunch: false, canEnrol: false, enrolmentNote: 'pending' });
    expect(alone(makeItem({ Id: 'x', Enrolment: 'PendingSecondLevelApproval' })).enrolmentNote).toBe('pending');
    expect(alone(makeItem({ Id: 'x', Enrolment: 'PendingUserApproval' })).enrolmentNote).toBe('invited');
    expect(alone(makeItem({ Id: 'x', Enrolment: 'NotEnrolled', EnrolmentMode: 'RequiredWithoutSelfEnrolment' }))).toMatchObject({
      canEnrol: false,
      enrolmentNote: 'noSelfEnrolment',
    });
  });

  it('plays video and audio on the page', () => {
    expect(alone(makeItem({ Id: 'v', type: 'Video' })).media).toBe('video');
    expect(alone(makeItem({ Id: 'a', type: 'Audio' })).media).toBe('audio');
  });

  it('disables every action under a locked parent curriculum', () => {
    expect(alone(makeItem({ Id: 'x', type: 'Event', Enrolment: 'NotEnrolled' }), true)).toMatchObject({
      canLaunch: false,
      canEnrol: false,
      canRegisterInterest: false,
      canMarkComplete: false,
    });
  });

  it('shows the prerequisites of a curriculum child and holds the launch until they are met', () => {
    const intro = makeItem({ Id: 'demo-cur-intro' });
    const assessment = makeItem({ Id: 'demo-cur-assessment', parents: ['demo-curriculum'] });
    const curriculum = makeItem({
      Id: 'demo-curriculum',
      type: 'Curriculum',
      Entries: [{ ItemId: 'demo-cur-assessment', Index: 1, IsRequiredForCompletion: true, PrerequisiteIDs: ['demo-cur-intro'] }],
    });
    const actions = landingActions(assessment, { parent: curriculum, itemsById: byId(intro, assessment, curriculum), isLocked: false });
    expect(actions.prerequisites).toEqual({ views: [{ id: 'demo-cur-intro', item: intro, state: 'Needed' }], required: 1, met: false });
    expect(actions.canLaunch).toBe(false);
    const done = landingActions(assessment, { parent: curriculum, itemsById: byId({ ...intro, Completion: 'Passed' }, assessment, curriculum), isLocked: false });
    expect(done).toMatchObject({ canLaunch: true, prerequisites: { met: true } });
  });

  it('a child still waiting for its own enrolment under an enrolled curriculum says so', () => {
    const parent = makeItem({ Id: 'cur', type: 'Curriculum', Enrolment: 'Enrolled', Entries: [{ ItemId: 'child', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] }] });
    const child = makeItem({ Id: 'child', Enrolment: 'NotEnrolled', EnrolmentMode: 'OptionalWithApproval' });
    expect(landingActions(child, { parent, itemsById: byId(parent, child), isLocked: false })).toMatchObject({ canEnrol: true, enrolmentNote: 'ownEnrolment' });
    expect(landingActions(child, { parent: { ...parent, Enrolment: 'NotEnrolled' }, itemsById: byId(parent, child), isLocked: false }).enrolmentNote).toBeUndefined();
  });

  it('an unpaid premium item offers buying first: no launch, no mark complete', () => {
    const item = makeItem({ Id: 'p', sku: 'SKU-P' });
    const actions = (premium: 'checking' | 'unpaid' | 'open') => landingActions(item, { parent: undefined, itemsById: byId(item), isLocked: false, premium });
    expect(actions('unpaid')).toMatchObject({ canLaunch: false, canMarkComplete: false, buyFirst: true });
    expect(actions('checking')).toMatchObject({ canLaunch: false, canMarkComplete: false, buyFirst: false });
    expect(actions('open')).toMatchObject({ canLaunch: true, canMarkComplete: true, buyFirst: false });
  });
});
