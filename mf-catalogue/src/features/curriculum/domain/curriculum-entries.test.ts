import { makeItem } from '../../../lib/domain/test-fixtures';
import { curriculumEntries } from './curriculum-entries';

describe('curriculumEntries', () => {
  const curriculum = makeItem({
    Id: 'demo-curriculum',
    type: 'Curriculum',
    Entries: [
      { ItemId: 'exam', Index: 2, IsRequiredForCompletion: true, PrerequisiteIDs: ['intro', 'practice'], RequiredPrereqCount: 1 },
      { ItemId: 'intro', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
      { ItemId: 'practice', Index: 1, IsRequiredForCompletion: false, PrerequisiteIDs: ['intro'] },
    ],
  });
  const items = new Map([makeItem({ Id: 'intro', Completion: 'Passed' }), makeItem({ Id: 'practice' })].map((item) => [item.Id, item]));

  it('lists the entries in Index order with their prerequisites and RequiredPrereqCount', () => {
    const views = curriculumEntries(curriculum, items);
    expect(views.map((view) => view.entry.ItemId)).toEqual(['intro', 'practice', 'exam']);
    expect(views[2]).toMatchObject({ requiredPrerequisites: 1, prerequisitesMet: true, item: undefined });
    expect(views[2]!.prerequisites.map((p) => p.state)).toEqual(['Complete', 'Needed']);
    expect(views[1]).toMatchObject({ requiredPrerequisites: 1, prerequisitesMet: true });
    expect(views[0]).toMatchObject({ requiredPrerequisites: 0, prerequisitesMet: true, prerequisites: [] });
  });
});
