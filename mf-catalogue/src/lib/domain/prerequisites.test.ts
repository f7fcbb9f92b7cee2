import type { CatalogueItem, CurriculumEntry } from '@portal/contracts/catalogue';
import { isPrerequisiteMet, prerequisiteStates, prerequisitesMet, requiredPrerequisiteCount } from './prerequisites';
import { makeItem } from './test-fixtures';

const entry = (ItemId: string, PrerequisiteIDs: string[] = [], RequiredPrereqCount?: number | null): CurriculumEntry => ({
  ItemId,
  Index: 0,
  IsRequiredForCompletion: true,
  PrerequisiteIDs,
  RequiredPrereqCount,
});
const byId = (...items: CatalogueItem[]) => new Map(items.map((item) => [item.Id, item]));

describe('prerequisites, spec 2 §3 curriculum entry and §4 step 4', () => {
  it('counts only Completed and Passed as met', () => {
    expect(isPrerequisiteMet({ Completion: 'Completed' })).toBe(true);
    expect(isPrerequisiteMet({ Completion: 'Passed' })).toBe(true);
    for (const Completion of ['NotAttempted', 'Attempted', 'Failed', 'Attended', 'PendingApproval'] as const) expect(isPrerequisiteMet({ Completion })).toBe(false);
    expect(isPrerequisiteMet(undefined)).toBe(false);
  });

  it('needs RequiredPrereqCount of them, or all when it is not set', () => {
    expect(requiredPrerequisiteCount(entry('c', ['a', 'b']))).toBe(2);
    expect(requiredPrerequisiteCount(entry('c', ['a', 'b'], 1))).toBe(1);
    expect(requiredPrerequisiteCount(entry('c', ['a', 'b'], 5))).toBe(2);
    expect(requiredPrerequisiteCount(entry('c', [], null))).toBe(0);
  });

  it('is met with enough complete prerequisites', () => {
    const items = byId(makeItem({ Id: 'a', Completion: 'Passed' }), makeItem({ Id: 'b', Completion: 'Attempted' }));
    expect(prerequisitesMet(entry('c', ['a', 'b']), items)).toBe(false);
    expect(prerequisitesMet(entry('c', ['a', 'b'], 1), items)).toBe(true);
    expect(prerequisitesMet(entry('c'), items)).toBe(true);
    expect(prerequisitesMet(undefined, items)).toBe(true);
  });

  it('shows each prerequisite Complete, Needed or Blocked', () => {
    const curriculum = makeItem({ Id: 'cur', type: 'Curriculum', Entries: [entry('intro'), entry('practice', ['intro']), entry('exam', ['intro', 'practice'])] });
    const items = byId(curriculum, makeItem({ Id: 'intro', Completion: 'Completed' }), makeItem({ Id: 'practice' }), makeItem({ Id: 'exam' }));
    expect(prerequisiteStates(curriculum, curriculum.Entries![2]!, items).map(({ id, state }) => [id, state])).toEqual([
      ['intro', 'Complete'],
      ['practice', 'Needed'],
    ]);
    const notStarted = byId(curriculum, makeItem({ Id: 'intro' }), makeItem({ Id: 'practice' }));
    expect(prerequisiteStates(curriculum, curriculum.Entries![2]!, notStarted).map(({ state }) => state)).toEqual(['Needed', 'Blocked']);
  });
});
