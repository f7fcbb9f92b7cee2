import { matchPath } from 'react-router-dom';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { makeItem } from '../../../lib/domain/test-fixtures';
import { paths } from '../../../paths';
import { decideLaunch, type LaunchInput } from './decide-launch';

const byId = (...items: CatalogueItem[]) => new Map(items.map((item) => [item.Id, item]));
const ready = { twoFactorSetupPending: false, profileComplete: true };
const noCommerce = { enabled: false, isPaid: () => false };

const intro = makeItem({ Id: 'demo-cur-intro', type: 'Course', Type: 'scorm', parents: ['demo-curriculum'] });
const assessment = makeItem({ Id: 'demo-cur-assessment', type: 'Course', Type: 'scorm', parents: ['demo-curriculum'] });
const curriculum = makeItem({
  Id: 'demo-curriculum',
  type: 'Curriculum',
  Type: 'curriculum',
  Entries: [
    { ItemId: 'demo-cur-intro', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
    { ItemId: 'demo-cur-assessment', Index: 1, IsRequiredForCompletion: true, PrerequisiteIDs: ['demo-cur-intro'] },
  ],
});

function decide(item: CatalogueItem | undefined, extra: Partial<LaunchInput> = {}, others: CatalogueItem[] = []) {
  return decideLaunch({ account: ready, item, itemsById: byId(...(item ? [item] : []), ...others), commerce: noCommerce, ...extra });
}

describe('decideLaunch, spec 2 §4 launch decision order', () => {
  describe('1. two-factor set-up and the mandatory profile', () => {
    it('sends a user who must still set up two-factor to the set-up, before anything else', () => {
      expect(decide(undefined, { account: { twoFactorSetupPending: true, profileComplete: false } })).toEqual({ kind: 'account-setup', path: '/account/mfa' });
    });

    it('sends a user with an incomplete mandatory profile to the profile form, even for a missing item', () => {
      expect(decide(undefined, { account: { twoFactorSetupPending: false, profileComplete: false } })).toEqual({
        kind: 'account-setup',
        path: '/account/settings?view=profile',
      });
    });
  });

  describe('2. the item must exist', () => {
    it('answers not-found for an item that is not in the catalogue', () => {
      expect(decide(undefined)).toEqual({ kind: 'not-found' });
    });
  });

  describe('3. a NotDirectlyTargeted item with parents is checked through its parent curricula', () => {
    const hidden = makeItem({ Id: 'demo-cur-intro', type: 'Course', TargetingMode: 'NotDirectlyTargeted', parents: ['demo-curriculum'] });

    it('asks for the curriculum check, through the curriculum it was launched from', () => {
      expect(decide(hidden, { parentId: 'demo-curriculum' }, [curriculum])).toEqual({ kind: 'check-curriculum', parentId: 'demo-curriculum' });
    });

    it('checks through its first parent when launched on its own', () => {
      expect(decide(hidden, {}, [curriculum])).toEqual({ kind: 'check-curriculum', parentId: 'demo-curriculum' });
    });

    it('sends the user to the item page when a parent is locked, before its prerequisites are looked at', () => {
      const blockedToo = { ...hidden, Id: 'demo-cur-assessment' };
      const decision = decide(blockedToo, { parentId: 'demo-curriculum', curriculumCheck: { kind: 'checked', breadcrumb: [{ id: 'demo-curriculum', isLocked: true }] } }, [
        curriculum,
        intro,
      ]);
      expect(decision).toEqual({ kind: 'item-page', reason: 'locked-parent', path: '/catalogue/landingpage/item/demo-cur-assessment/demo-curriculum' });
    });

    it('shows a failed check with its message and route', () => {
      const decision = decide(hidden, { curriculumCheck: { kind: 'failed', message: 'Curriculum not found', route: '/dashboard' } });
      expect(decision).toEqual({ kind: 'curriculum-check-failed', message: 'Curriculum not found', route: '/dashboard' });
    });

    it('goes on when no parent is locked', () => {
      const decision = decide(hidden, { curriculumCheck: { kind: 'checked', breadcrumb: [{ id: 'demo-curriculum', isLocked: false }] } }, [curriculum]);
      expect(decision).toEqual({ kind: 'open', launchMode: 'continue', experienced: false });
    });

    it('does not check a directly targeted item, nor a NotDirectlyTargeted item without parents', () => {
      expect(decide(intro, {}, [curriculum]).kind).toBe('open');
      expect(decide(makeItem({ Id: 'orphan', TargetingMode: 'NotDirectlyTargeted' })).kind).toBe('open');
    });
  });

  describe('4. unmet prerequisites send the user to the item page', () => {
    it.each(['NotAttempted', 'Attempted', 'Failed', 'PendingApproval'] as const)('a prerequisite %s is not met', (Completion) => {
      const decision = decide(assessment, { parentId: 'demo-curriculum' }, [curriculum, { ...intro, Completion }]);
      expect(decision).toEqual({ kind: 'item-page', reason: 'prerequisites', path: '/catalogue/landingpage/item/demo-cur-assessment/demo-curriculum' });
    });

    it.each(['Completed', 'Passed'] as const)('a prerequisite %s is met', (Completion) => {
      expect(decide(assessment, { parentId: 'demo-curriculum' }, [curriculum, { ...intro, Completion }]).kind).toBe('open');
    });

    it('judges an item launched on its own through every parent curriculum', () => {
      expect(decide(assessment, {}, [curriculum, intro])).toMatchObject({ kind: 'item-page', reason: 'prerequisites', path: '/catalogue/landingpage/item/demo-cur-assessment' });
    });

    it('needs only RequiredPrereqCount of the prerequisites', () => {
      const other = makeItem({ Id: 'other', Completion: 'Completed' });
      const oneOfTwo = {
        ...curriculum,
        Entries: [{ ItemId: 'demo-cur-assessment', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: ['demo-cur-intro', 'other'], RequiredPrereqCount: 1 }],
      };
      expect(decide(assessment, { parentId: 'demo-curriculum' }, [oneOfTwo, intro, other]).kind).toBe('open');
      const both = { ...oneOfTwo, Entries: [{ ...oneOfTwo.Entries[0]!, RequiredPrereqCount: null }] };
      expect(decide(assessment, { parentId: 'demo-curriculum' }, [both, intro, other]).kind).toBe('item-page');
    });

    it('comes before the silent enrolment', () => {
      const required = { ...assessment, Enrolment: 'NotEnrolled' as const, EnrolmentMode: 'RequiredWithNoApproval' as const };
      expect(decide(required, { parentId: 'demo-curriculum' }, [curriculum, intro])).toMatchObject({ kind: 'item-page', reason: 'prerequisites' });
    });
  });

  describe('5. RequiredWithNoApproval items not yet enrolled are enrolled silently', () => {
    const required = makeItem({ Id: 'fire-safety', Enrolment: 'NotEnrolled', EnrolmentMode: 'RequiredWithNoApproval' });

    it('enrols silently before looking at the enrolment', () => {
      expect(decide(required)).toEqual({ kind: 'enrol-silently' });
    });

    it('does not enrol events silently: they go to their page to pick a session', () => {
      const event = { ...required, Id: 'demo-event', type: 'Event', Type: 'event' };
      expect(decide(event)).toEqual({ kind: 'item-page', reason: 'not-enrolled', path: '/catalogue/event/demo-event' });
    });

    it('does not enrol other modes silently', () => {
      expect(decide({ ...required, EnrolmentMode: 'RequiredWithApproval' })).toMatchObject({ kind: 'item-page', reason: 'not-enrolled' });
      expect(decide({ ...required, EnrolmentMode: 'Optional' })).toMatchObject({ kind: 'item-page', reason: 'not-enrolled' });
    });

    it('sends the user to the item page when the enrolment did not take', () => {
      expect(decide(required, { silentEnrolmentTried: true })).toEqual({ kind: 'item-page', reason: 'not-enrolled', path: '/catalogue/landingpage/item/fire-safety' });
    });
  });

  describe('6. NotEnrolled or pending items go to the item page', () => {
    it('NotEnrolled', () => {
      expect(decide(makeItem({ Id: 'demo-pdf', type: 'File', Enrolment: 'NotEnrolled' }))).toEqual({
        kind: 'item-page',
        reason: 'not-enrolled',
        path: '/catalogue/landingpage/item/demo-pdf',
      });
    });

    it.each(['PendingAdminApproval', 'PendingSecondLevelApproval', 'PendingUserApproval'] as const)('%s', (Enrolment) => {
      expect(decide(makeItem({ Id: 'demo-curriculum', type: 'Curriculum', Enrolment }))).toEqual({ kind: 'item-page', reason: 'pending', path: '/catalogue/item/demo-curriculum' });
    });

    it('comes before the premium check', () => {
      const premium = makeItem({ Id: 'premium', Enrolment: 'NotEnrolled', sku: 'SKU-1' });
      expect(decide(premium, { commerce: { enabled: true, isPaid: () => false } })).toMatchObject({ kind: 'item-page', reason: 'not-enrolled' });
    });
  });

  describe('7. with commerce enabled, unpaid premium items go back with an error', () => {
    const premium = makeItem({ Id: 'premium', sku: 'SKU-1' });
    const commerce = (paid: string[]) => ({ enabled: true, isPaid: (sku: string) => paid.includes(sku) });

    it('stops an unpaid premium item', () => {
      expect(decide(premium, { commerce: commerce([]) })).toEqual({ kind: 'premium-unpaid' });
    });

    it('lets a paid premium item through', () => {
      expect(decide(premium, { commerce: commerce(['SKU-1']) }).kind).toBe('open');
    });

    it('sends the user to the premium curriculum that is not paid for', () => {
      const child = makeItem({ Id: 'child', parents: ['premium-cur'] });
      const parent = makeItem({
        Id: 'premium-cur',
        type: 'Curriculum',
        sku: 'SKU-CUR',
        Entries: [{ ItemId: 'child', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] }],
      });
      expect(decide(child, { parentId: 'premium-cur', commerce: commerce([]) }, [parent])).toEqual({ kind: 'premium-unpaid', curriculumId: 'premium-cur' });
      expect(decide(child, { parentId: 'premium-cur', commerce: commerce(['SKU-CUR']) }, [parent]).kind).toBe('open');
    });

    it('does not check premium content when commerce is off', () => {
      expect(decide(premium).kind).toBe('open');
    });
  });

  describe('8. launch by type', () => {
    it.each([
      ['Task', '/catalogue/task/t1'],
      ['Event', '/catalogue/event/t1'],
      ['Curriculum', '/catalogue/item/t1'],
    ])('%s goes to its page', (type, path) => {
      expect(decide(makeItem({ Id: 't1', type }))).toEqual({ kind: 'page', path });
    });

    it('sends a task to a route the task page is registered at (it used to fall through to the dashboard)', () => {
      for (const parentId of [undefined, 'demo-curriculum']) {
        const decision = decide(makeItem({ Id: 't1', type: 'Task' }), parentId ? { parentId } : {}, parentId ? [curriculum] : []);
        expect(decision.kind === 'page' && matchPath(paths.task.path, decision.path)).toMatchObject({ params: { id: 't1', ...(parentId ? { parentId } : {}) } });
      }
    });

    it('keeps the curriculum it was launched from in the page URL', () => {
      const nested = makeItem({ Id: 'nested', type: 'Curriculum', parents: ['demo-curriculum'] });
      expect(decide(nested, { parentId: 'demo-curriculum' }, [curriculum])).toEqual({ kind: 'page', path: '/catalogue/item/nested/demo-curriculum' });
    });

    it.each(['Video', 'Audio'])('%s goes to the landing page with autolaunch', (type) => {
      expect(decide(makeItem({ Id: 'demo-video', type }))).toEqual({ kind: 'landing-autolaunch', path: '/catalogue/landingpage/item/demo-video/-/autolaunch' });
      expect(decide(makeItem({ Id: 'demo-video', type, parents: ['demo-curriculum'] }), { parentId: 'demo-curriculum' }, [curriculum])).toEqual({
        kind: 'landing-autolaunch',
        path: '/catalogue/landingpage/item/demo-video/demo-curriculum/autolaunch',
      });
    });

    it('opens a packaged video or a YouTube / Vimeo link in its own window (spec 2 §9 video embeds)', () => {
      expect(decide(makeItem({ Id: 'v', type: 'Video', OriginalFilename: 'package.zip', LaunchPath: '/p/index.html' }))).toEqual({
        kind: 'open',
        launchMode: 'continue',
        experienced: false,
      });
      expect(decide(makeItem({ Id: 'v', type: 'Video', LaunchPath: 'https://vimeo.com/76979871' }))).toEqual({ kind: 'open', launchMode: 'continue', experienced: false });
    });

    describe('a finished course with attempts allowed offers a choice', () => {
      const course = makeItem({ Id: 'demo-course', type: 'Course', Type: 'scorm', AllowAttempts: true, AllowReview: true });

      it.each(['Completed', 'Passed', 'Failed'] as const)('%s: cancel, new attempt or review', (Completion) => {
        expect(decide({ ...course, Completion })).toEqual({ kind: 'attempt-choice', options: ['cancel', 'newAttempt', 'review'] });
      });

      it('offers review only with AllowReview', () => {
        expect(decide({ ...course, Completion: 'Completed', AllowReview: false })).toEqual({ kind: 'attempt-choice', options: ['cancel', 'newAttempt'] });
      });

      it.each(['NotAttempted', 'Attempted'] as const)('%s: continues', (Completion) => {
        expect(decide({ ...course, Completion })).toEqual({ kind: 'open', launchMode: 'continue', experienced: false });
      });

      it('without AllowAttempts a finished course opens again', () => {
        expect(decide({ ...course, Completion: 'Completed', AllowAttempts: false })).toEqual({ kind: 'open', launchMode: 'continue', experienced: false });
      });
    });

    it.each(['Link', 'File'])('a %s is checked, opened and recorded as experienced', (type) => {
      expect(decide(makeItem({ Id: 'demo-link', type }))).toEqual({ kind: 'open', launchMode: 'continue', experienced: true });
    });
  });
});
