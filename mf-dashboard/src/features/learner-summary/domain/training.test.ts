import type { CatalogueItem } from '@portal/contracts/catalogue';
import { datedEntries, defaultLearnerFilter, filterTraining, myTraining, statusCounts, trainingStatus } from './training';

const now = new Date('2026-11-26T12:00:00Z');
const item = (over: Partial<CatalogueItem>): CatalogueItem =>
  ({
    Id: 'i',
    Name: 'Item',
    Completion: 'NotAttempted',
    Enrolment: 'Enrolled',
    isMandatory: false,
    isHidden: false,
    DueDate: null,
    ...over,
  }) as CatalogueItem;

describe('training status', () => {
  it('is completed for Completed, Passed and Attended whatever the due date', () => {
    for (const Completion of ['Completed', 'Passed', 'Attended'] as const) expect(trainingStatus(item({ Completion, DueDate: '2026-01-01T00:00:00Z' }), now)).toBe('completed');
  });
  it('is overdue past the due date, in progress once attempted, else not started', () => {
    expect(trainingStatus(item({ Completion: 'Attempted', DueDate: '2026-11-25T00:00:00Z' }), now)).toBe('overdue');
    expect(trainingStatus(item({ Completion: 'Attempted', DueDate: '2026-12-25T00:00:00Z' }), now)).toBe('inProgress');
    expect(trainingStatus(item({ Completion: 'Failed' }), now)).toBe('inProgress');
    expect(trainingStatus(item({}), now)).toBe('notStarted');
  });
});

describe('the training list', () => {
  const items = [
    item({ Id: 'a', Name: 'Fire safety', isMandatory: true, DueDate: '2026-12-01T00:00:00Z' }),
    item({ Id: 'b', Name: 'Hand hygiene', isMandatory: true, Completion: 'Passed' }),
    item({ Id: 'c', Name: 'Fire wardens', Completion: 'Attempted' }),
    item({ Id: 'd', Name: 'Optional extra', Enrolment: 'NotEnrolled' }),
    item({ Id: 'e', Name: 'Mandatory not enrolled', Enrolment: 'NotEnrolled', isMandatory: true, DueDate: '2026-11-01T00:00:00Z' }),
  ];
  const mine = myTraining(items);

  it('holds what the user is enrolled in or must do', () => {
    expect(mine.map((i) => i.Id)).toEqual(['a', 'b', 'c', 'e']);
  });
  it("filters 'notComplete' to mandatory items not complete (Portal.MyLearningStatusFilterMode)", () => {
    expect(filterTraining(mine, { filter: 'notComplete', words: '' }, now).map((i) => i.Id)).toEqual(['e', 'a']);
  });
  it('filters by status and by every word of the search', () => {
    expect(filterTraining(mine, { filter: 'all', words: 'FIRE' }, now).map((i) => i.Id)).toEqual(['a', 'c']);
    expect(filterTraining(mine, { filter: 'inProgress', words: 'fire' }, now).map((i) => i.Id)).toEqual(['c']);
    expect(filterTraining(mine, { filter: 'all', words: 'fire safety' }, now).map((i) => i.Id)).toEqual(['a']);
  });
  it("takes 'field:value' words too (spec 3 §5 Searches): the status, or a property of the item, by prefix", () => {
    expect(filterTraining(mine, { filter: 'all', words: 'status:completed' }, now).map((i) => i.Id)).toEqual(['b']);
    expect(filterTraining(mine, { filter: 'all', words: 'status:inprog fire' }, now).map((i) => i.Id)).toEqual(['c']);
    expect(filterTraining(mine, { filter: 'all', words: 'completion:pass' }, now).map((i) => i.Id)).toEqual(['b']);
    expect(filterTraining(mine, { filter: 'all', words: 'nosuchfield:x' }, now)).toEqual([]);
  });
  it('counts each status', () => {
    expect(statusCounts(mine, now)).toEqual({ notStarted: 1, inProgress: 1, completed: 1, overdue: 1 });
  });
  it('dates due items not complete and enrolled sessions for the calendar', () => {
    const withSession = item({
      Id: 'ev',
      Name: 'Workshop',
      Sessions: [{ Id: 's1', Name: 'Morning', StartDate: '2026-12-03T09:00:00Z', Enrolment: 'Enrolled' } as NonNullable<CatalogueItem['Sessions']>[number]],
    });
    expect(datedEntries([...mine, withSession]).map((e) => `${e.kind}:${e.itemId}`)).toEqual(['due:a', 'due:e', 'session:ev']);
  });
});

describe("the learner dashboard's default filter", () => {
  it("is 'notComplete' unless Portal.MyLearningStatusFilterMode names another filter", () => {
    expect(defaultLearnerFilter(undefined)).toBe('notComplete');
    expect(defaultLearnerFilter('nonsense')).toBe('notComplete');
    expect(defaultLearnerFilter('overdue')).toBe('overdue');
  });
});
