import type { CatalogueItem } from '@portal/contracts/catalogue';
import { makeItem } from '../../../lib/domain/test-fixtures';
import { childStatuses, needsUpdatingNotice } from './updating';

const curriculum = makeItem({
  Id: 'demo-curriculum',
  type: 'Curriculum',
  Entries: [
    { ItemId: 'course', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
    { ItemId: 'video', Index: 1, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
  ],
});
const course = makeItem({ Id: 'course', type: 'Course' });
const video = makeItem({ Id: 'video', type: 'Video' });
const byId = (...items: CatalogueItem[]) => new Map(items.map((item) => [item.Id, item]));

describe('the updating notice, spec 2 §4 curriculum page', () => {
  const before = childStatuses(curriculum, byId(course, video));

  it('is not shown the first time the page sees the curriculum, nor without a change', () => {
    expect(needsUpdatingNotice(undefined, before, byId(course, video))).toBe(false);
    expect(needsUpdatingNotice(before, childStatuses(curriculum, byId(course, video)), byId(course, video))).toBe(false);
  });

  it.each(['Attempted', 'Completed', 'Passed', 'Failed'] as const)('is shown when a course child becomes %s', (Completion) => {
    const items = byId({ ...course, Completion }, video);
    expect(needsUpdatingNotice(before, childStatuses(curriculum, items), items)).toBe(true);
  });

  it('is shown when a child’s enrolment changes', () => {
    const items = byId({ ...course, Enrolment: 'PendingAdminApproval' }, video);
    expect(needsUpdatingNotice(before, childStatuses(curriculum, items), items)).toBe(true);
  });

  it('is not shown for a just-opened video or audio that is not completed', () => {
    for (const type of ['Video', 'Audio']) {
      const items = byId(course, { ...video, type, Completion: 'Attempted' });
      expect(needsUpdatingNotice(before, childStatuses(curriculum, items), items)).toBe(false);
    }
  });

  it('is shown for a video that was completed', () => {
    const items = byId(course, { ...video, Completion: 'Completed' });
    expect(needsUpdatingNotice(before, childStatuses(curriculum, items), items)).toBe(true);
  });
});
