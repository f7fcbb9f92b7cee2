import type { Completion, CurriculumEntry } from '@portal/contracts/catalogue';
import { isAvailable } from '../../../src/domain/catalogue/availability';
import {
  completionFromLessonStatus,
  completionFromVerb,
  countsAsComplete,
  curriculumCompletion,
  meetsPrerequisite,
  mergeCompletion,
} from '../../../src/domain/catalogue/completion';
import { decideLaunchCheck, launchQuerystring, newAttemptRefusal } from '../../../src/domain/catalogue/launch';
import { curriculumBreadcrumb, isEntryLocked, NOT_IN_CURRICULUM, prerequisiteStatuses, requiredPrerequisiteCount } from '../../../src/domain/catalogue/prerequisites';
import { ratingRefusal, ratingSummary, roundRating } from '../../../src/domain/catalogue/rating';

const entry = (ItemId: string, extra: Partial<CurriculumEntry> = {}): CurriculumEntry => ({ ItemId, Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [], ...extra });
const completions =
  (values: Record<string, Completion>) =>
  (id: string): Completion =>
    values[id] ?? 'NotAttempted';

describe('ratings', () => {
  it('rounds to 2 decimals', () => {
    expect(roundRating(4.666666)).toBe(4.67);
    expect(roundRating(1.005)).toBe(1.01);
    expect(roundRating(3)).toBe(3);
  });

  it('answers the mean to 2 decimals and the count', () => {
    expect(ratingSummary([4, 5, 5])).toEqual({ Mean: 4.67, Count: 3 });
    expect(ratingSummary([1, 2])).toEqual({ Mean: 1.5, Count: 2 });
    expect(ratingSummary([])).toEqual({ Mean: 0, Count: 0 });
  });

  it('needs ratings enabled and the item not NotAttempted', () => {
    expect(ratingRefusal({ ratingsEnabled: false, completion: 'Completed' })).toBe('RatingsDisabled');
    expect(ratingRefusal({ ratingsEnabled: true, completion: 'NotAttempted' })).toBe('NotAttempted');
    expect(ratingRefusal({ ratingsEnabled: true, completion: 'Attempted' })).toBeNull();
  });
});

describe('completion', () => {
  it('Completed, Passed and Failed count as complete; under MustPass with a pass mark only Passed', () => {
    expect(['Completed', 'Passed', 'Failed'].map((c) => countsAsComplete(c as Completion))).toEqual([true, true, true]);
    expect(countsAsComplete('Attempted')).toBe(false);
    expect(countsAsComplete('Failed', { mustPass: true, passMark: 80 })).toBe(false);
    expect(countsAsComplete('Passed', { mustPass: true, passMark: 80 })).toBe(true);
  });

  it('a prerequisite is met by Completed or Passed only', () => {
    expect(meetsPrerequisite('Completed')).toBe(true);
    expect(meetsPrerequisite('Passed')).toBe(true);
    expect(meetsPrerequisite('Failed')).toBe(false);
  });

  it('attempted never undoes a further state', () => {
    expect(mergeCompletion('Completed', 'Attempted')).toBe('Completed');
    expect(mergeCompletion('NotAttempted', 'Attempted')).toBe('Attempted');
    expect(mergeCompletion('Attempted', 'Completed')).toBe('Completed');
  });

  it('computes a curriculum from its required entries', () => {
    const entries = [entry('a'), entry('b'), entry('c', { IsRequiredForCompletion: false })];
    expect(curriculumCompletion(entries, completions({}))).toBe('NotAttempted');
    expect(curriculumCompletion(entries, completions({ c: 'Attempted' }))).toBe('Attempted');
    expect(curriculumCompletion(entries, completions({ a: 'Completed', b: 'Passed' }))).toBe('Completed');
    expect(curriculumCompletion([entry('a', { CompletionMode: 'MustPass' })], completions({ a: 'Failed' }), () => 70)).toBe('Attempted');
  });

  it('maps statement verbs and AICC lesson statuses', () => {
    expect(completionFromVerb('http://adlnet.gov/expapi/verbs/completed')).toBe('Completed');
    expect(completionFromVerb('http://adlnet.gov/expapi/verbs/attempted')).toBe('Attempted');
    expect(completionFromVerb('http://adlnet.gov/expapi/verbs/experienced')).toBeNull();
    expect(completionFromLessonStatus('completed')).toBe('Completed');
    expect(completionFromLessonStatus('P')).toBe('Passed');
    expect(completionFromLessonStatus('incomplete')).toBe('Attempted');
    expect(completionFromLessonStatus('x')).toBeUndefined();
  });
});

describe('prerequisites', () => {
  const entries = [entry('intro'), entry('quiz', { PrerequisiteIDs: ['intro'] }), entry('final', { PrerequisiteIDs: ['quiz', 'intro'], RequiredPrereqCount: 1 })];

  it('RequiredPrereqCount, else all prerequisites, must be met', () => {
    expect(requiredPrerequisiteCount(entries[1]!)).toBe(1);
    expect(requiredPrerequisiteCount(entries[2]!)).toBe(1);
    expect(requiredPrerequisiteCount(entry('x', { PrerequisiteIDs: ['a', 'b'] }))).toBe(2);
    expect(isEntryLocked(entries[1]!, completions({}))).toBe(true);
    expect(isEntryLocked(entries[1]!, completions({ intro: 'Attempted' }))).toBe(true);
    expect(isEntryLocked(entries[1]!, completions({ intro: 'Completed' }))).toBe(false);
    expect(isEntryLocked(entries[2]!, completions({ intro: 'Passed' }))).toBe(false);
  });

  it('shows each prerequisite as Complete, Needed or Blocked', () => {
    expect(prerequisiteStatuses(entries[2]!, entries, completions({}))).toEqual([
      { ItemId: 'quiz', Status: 'Blocked' },
      { ItemId: 'intro', Status: 'Needed' },
    ]);
    expect(prerequisiteStatuses(entries[2]!, entries, completions({ intro: 'Completed' }))).toEqual([
      { ItemId: 'quiz', Status: 'Needed' },
      { ItemId: 'intro', Status: 'Complete' },
    ]);
  });

  it('builds the breadcrumb from the root down, a locked parent locking what is below', () => {
    const graph = {
      entriesOf: (id: string) =>
        ({ programme: [entry('module-1'), entry('module-2', { PrerequisiteIDs: ['module-1'] })], 'module-2': [entry('lesson')], 'module-1': [entry('intro')] })[id],
      parentsOf: (id: string) => ({ 'module-1': ['programme'], 'module-2': ['programme'], lesson: ['module-2'], intro: ['module-1'] })[id] ?? [],
      completionOf: completions({}),
    };
    expect(curriculumBreadcrumb(graph, 'lesson', 'module-2')).toEqual({
      breadcrumb: [
        { id: 'programme', isLocked: false },
        { id: 'module-2', isLocked: true },
      ],
    });
    expect(curriculumBreadcrumb({ ...graph, completionOf: completions({ 'module-1': 'Completed' }) }, 'lesson')).toEqual({
      breadcrumb: [
        { id: 'programme', isLocked: false },
        { id: 'module-2', isLocked: false },
      ],
    });
    expect(curriculumBreadcrumb(graph, 'lesson', 'module-1')).toEqual({ error: { message: NOT_IN_CURRICULUM, route: 'app.private.catalogue.index' } });
    expect(curriculumBreadcrumb(graph, 'programme')).toEqual({ breadcrumb: [] });
  });
});

describe('availability', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('follows the portal setting and the availability mode', () => {
    expect(isAvailable({}, now)).toBe(true);
    expect(isAvailable({ PortalVisibility: 'Hide' }, now)).toBe(false);
    expect(isAvailable({ AvailabilityMode: 'Never' }, now)).toBe(false);
    expect(isAvailable({ AvailabilityMode: 'Dates', AvailableFrom: '2026-03-01T00:00:00Z', AvailableTo: null }, now)).toBe(true);
    expect(isAvailable({ AvailabilityMode: 'Dates', AvailableFrom: '2026-04-01T00:00:00Z' }, now)).toBe(false);
    expect(isAvailable({ AvailabilityMode: 'Dates', AvailableFrom: '2026-01-01T00:00:00Z', AvailableTo: '2026-02-01T00:00:00Z' }, now)).toBe(false);
  });
});

describe('launch check', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const base = {
    definition: { Type: 'scorm' as const, EnrolmentMode: 'Optional' as const },
    enrolment: 'Enrolled' as const,
    completion: 'NotAttempted' as const,
    dueDate: null,
    prerequisitesMet: true,
    attempts: 0,
    launchMode: 'continue' as const,
    now,
  };

  it('launches an enrolled, available item', () => {
    expect(decideLaunchCheck(base)).toEqual({ status: 'launch' });
  });

  it('answers in order: unavailable, not enrolled, prerequisites, elapsed due date', () => {
    expect(decideLaunchCheck({ ...base, definition: { ...base.definition, AvailabilityMode: 'Never' }, enrolment: 'NotEnrolled' }).status).toBe('NotAvailable');
    expect(decideLaunchCheck({ ...base, enrolment: 'NotEnrolled', prerequisitesMet: false }).status).toBe('enrollmentRequired');
    expect(decideLaunchCheck({ ...base, enrolment: 'PendingAdminApproval' }).status).toBe('enrollmentRequired');
    expect(decideLaunchCheck({ ...base, prerequisitesMet: false }).status).toBe('PrerequisitesNotMet');
    const locked = { ...base, definition: { ...base.definition, LockAfterDueDate: true }, dueDate: new Date('2026-03-01T09:00:00Z') };
    expect(decideLaunchCheck(locked)).toEqual({ status: 'mustCompleteByElapsed', dueDate: '2026-03-01T09:00:00.000Z' });
    expect(decideLaunchCheck({ ...locked, completion: 'Completed' }).status).toBe('launch');
    expect(decideLaunchCheck({ ...locked, definition: base.definition }).status).toBe('launch');
  });

  it('applies the attempt rules of the launch mode', () => {
    const course = { ...base, definition: { ...base.definition, AllowAttempts: true, AllowReview: true, MaxAttempts: 2 }, completion: 'Completed' as const };
    expect(decideLaunchCheck({ ...course, launchMode: 'newAttempt', attempts: 1 }).status).toBe('launch');
    expect(decideLaunchCheck({ ...course, launchMode: 'newAttempt', attempts: 2 }).status).toBe('MaxAllowedAttemptsExceeded');
    expect(decideLaunchCheck({ ...base, launchMode: 'newAttempt' }).status).toBe('AttemptsNotAllowed');
    expect(decideLaunchCheck({ ...course, launchMode: 'review' }).status).toBe('launch');
    expect(decideLaunchCheck({ ...course, completion: 'Attempted', launchMode: 'review' }).status).toBe('ReviewNotAllowed');
  });

  it('new attempts need AllowAttempts and stay under MaxAttempts', () => {
    expect(newAttemptRefusal({ AllowAttempts: false }, 0)).toBe('AttemptsNotAllowed');
    expect(newAttemptRefusal({ AllowAttempts: true }, 40)).toBeNull();
    expect(newAttemptRefusal({ AllowAttempts: true, MaxAttempts: 3 }, 3)).toBe('MaxAllowedAttemptsExceeded');
  });

  it('hands out the query string a link carries', () => {
    expect(launchQuerystring('/_api/content/learning/demo/link/index.html?source=portal&topic=x')).toBe('source=portal&topic=x');
    expect(launchQuerystring('https://example.org/page')).toBeNull();
    expect(launchQuerystring('https://example.org/page?#top')).toBeNull();
  });
});
