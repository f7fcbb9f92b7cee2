import { curriculumProgress, leafProgress, progressPercent } from './progress';
import { makeItem } from './test-fixtures';

describe('leafProgress (spec 2 §4)', () => {
  it.each([
    ['Completed', 1],
    ['Passed', 1],
    ['Attended', 1],
    ['Attempted', 0.5],
    ['Failed', 0.5],
    ['NotAttempted', 0],
    ['NotAttended', 0],
    ['PendingApproval', 0],
    ['Rejected', 0],
  ] as const)('%s gives %s', (completion, progress) => {
    expect(leafProgress(makeItem({ Id: 'x', Completion: completion }))).toBe(progress);
  });
});

describe('curriculumProgress', () => {
  const a = makeItem({ Id: 'a', Completion: 'Completed' });
  const b = makeItem({ Id: 'b', Completion: 'Attempted' });
  const c = makeItem({ Id: 'c', Completion: 'NotAttempted' });
  const entry = (ItemId: string, Index: number, IsRequiredForCompletion = true) => ({ ItemId, Index, IsRequiredForCompletion, PrerequisiteIDs: [] });

  it('is the average of the required children', () => {
    const curriculum = makeItem({ Id: 'cur', type: 'Curriculum', Type: 'curriculum', Entries: [entry('a', 0), entry('b', 1), entry('c', 2, false)] });
    const byId = new Map([a, b, c, curriculum].map((i) => [i.Id, i]));
    expect(curriculumProgress(curriculum, byId)).toBe(0.75);
    expect(progressPercent(curriculumProgress(curriculum, byId))).toBe(75);
  });

  it('counts a nested curriculum by its own progress and a missing child as 0', () => {
    const inner = makeItem({ Id: 'inner', Entries: [entry('a', 0), entry('c', 1)] });
    const outer = makeItem({ Id: 'outer', Entries: [entry('inner', 0), entry('b', 1), entry('gone', 2)] });
    const byId = new Map([a, b, c, inner, outer].map((i) => [i.Id, i]));
    expect(curriculumProgress(outer, byId)).toBeCloseTo((0.5 + 0.5 + 0) / 3);
  });

  it('averages every entry when none is required, and survives a curriculum that contains itself', () => {
    const loop = makeItem({ Id: 'loop', Entries: [entry('loop', 0, false), entry('a', 1, false)] });
    const byId = new Map([a, loop].map((i) => [i.Id, i]));
    expect(curriculumProgress(loop, byId)).toBe(0.5);
  });

  it('with no entries uses the curriculum’s own completion', () => {
    expect(curriculumProgress(makeItem({ Id: 'e', Completion: 'Completed', Entries: [] }), new Map())).toBe(1);
  });
});

describe('progressPercent', () => {
  it('shows 0, 0.5 and 1 as 0, 50 and 100', () => {
    expect([0, 0.5, 1].map(progressPercent)).toEqual([0, 50, 100]);
    expect(progressPercent(2 / 3)).toBe(67);
  });
});
