import { indexCatalogue } from '../../../lib/domain/catalogue-index';
import { makeCatalogue, makeCategory, makeItem } from '../../../lib/domain/test-fixtures';
import { parseFilter } from './filter';
import { filterCatalogue } from './match';

const now = Date.parse('2026-03-15T12:00:00Z');
const categories = [
  makeCategory({ Id: 'cli', Name: 'root/Clinical', Slug: 'clinical' }),
  makeCategory({ Id: 'inf', Name: 'root/Clinical/Infection control', Slug: 'infection-control' }),
  makeCategory({ Id: 'lead', Name: 'root/Leadership skills', Slug: 'leadership' }),
  makeCategory({ Id: 'internal', Name: 'root/Internal', Slug: 'internal', ShowContentInCatalogue: false }),
];
const response = makeCatalogue(
  [
    makeItem({
      Id: 'hand',
      Name: 'Hand hygiene',
      type: 'Video',
      Type: 'video',
      FriendlyType: 'Video',
      Categories: ['inf'],
      isMandatory: true,
      DueDate: '2026-03-01T00:00:00Z',
      durationExtension: 20,
      Extensions: { Level: 'Advanced' },
    }),
    makeItem({
      Id: 'ppe',
      Name: 'Putting on PPE',
      Description: '<p>Gloves, gowns and <em>masks</em></p>',
      type: 'Course',
      Type: 'scorm',
      Categories: ['inf'],
      Completion: 'Completed',
      durationExtension: 45,
      costExtension: 15,
      PriorityOrder: 5,
    }),
    makeItem({ Id: 'cpr', Name: 'Adult CPR', type: 'Event', Type: 'event', Categories: ['cli'], Completion: 'Completed', durationExtension: 60, costExtension: 0 }),
    makeItem({ Id: 'passed', Name: 'Sepsis quiz', Categories: ['cli'], Completion: 'Passed', durationExtension: 10 }),
    makeItem({ Id: 'failed', Name: 'Sepsis exam', Categories: ['cli'], Completion: 'Failed' }),
    makeItem({ Id: 'started', Name: 'Coaching conversations', Categories: ['lead'], Completion: 'Attempted', costExtension: 25 }),
    makeItem({ Id: 'new', Name: 'Leading teams', Categories: ['lead'], Enrolment: 'NotEnrolled', isMandatory: true, DueDate: '2026-04-01T00:00:00Z' }),
    makeItem({ Id: 'wait', Name: 'Leading change', Categories: ['lead'], Enrolment: 'PendingSecondLevelApproval' }),
    makeItem({ Id: 'loose', Name: 'Uncategorised hand cream guide' }),
    makeItem({ Id: 'hidden', Name: 'Hidden hand item', isHidden: true, Categories: ['cli'] }),
    makeItem({ Id: 'internal', Name: 'Internal hand policy', Categories: ['internal'] }),
    makeItem({ Id: 'gone', Name: 'Expired hand course', AvailabilityMode: 'Dates', AvailableFrom: '2025-01-01T00:00:00Z', AvailableTo: '2026-01-01T00:00:00Z' }),
    makeItem({ Id: 'never', Name: 'Never hand', AvailabilityMode: 'Never', isHidden: true }),
  ],
  categories,
);
const index = indexCatalogue(response, now);
const ids = (filter: string, options?: Parameters<typeof filterCatalogue>[2]) => filterCatalogue(index, parseFilter(filter), options).map((item) => item.Id);
const sorted = (filter: string, options?: Parameters<typeof filterCatalogue>[2]) => [...ids(filter, options)].sort();

describe('filterCatalogue (spec 2 §5)', () => {
  it('lists available items shown in the catalogue, hidden, unavailable and not-shown ones left out', () => {
    expect(sorted('')).toEqual(['cpr', 'failed', 'hand', 'loose', 'new', 'passed', 'ppe', 'started', 'wait']);
  });

  it('in the channel view keeps hidden items and items of categories not shown, but never unavailable ones', () => {
    expect(sorted('hand', { channelView: true })).toEqual(['hand', 'hidden', 'internal', 'loose']);
  });

  describe('search words', () => {
    it('needs every word to match the search text', () => {
      expect(sorted('hand')).toEqual(['hand', 'loose']);
      expect(sorted('hand hygiene')).toEqual(['hand']);
      expect(sorted('HAND Cream')).toEqual(['loose']);
      expect(sorted('hand nothing')).toEqual([]);
    });

    it('searches the description text, not its HTML', () => {
      expect(sorted('masks')).toEqual(['ppe']);
      expect(sorted('em')).toEqual([]);
    });

    it('matches a field:value word as a prefix of the field', () => {
      // Typed in the search box, 'type:vid' is a word (the URL writes it search:type:vid); type: itself is an exact filter.
      expect(sorted('search:type:vid')).toEqual(['hand']);
      expect(sorted('type:vid')).toEqual([]);
      expect(sorted('level:adv')).toEqual(['hand']);
      expect(sorted('name:sepsis')).toEqual(['failed', 'passed']);
      expect(sorted('name:quiz')).toEqual([]);
      expect(sorted('search:status:incomplete')).toEqual(['started']);
    });

    it('matches category names in the search text', () => {
      expect(sorted('infection')).toEqual(['hand', 'ppe']);
    });
  });

  describe('filters', () => {
    it('is:mandatory and is:!mandatory', () => {
      expect(sorted('is:mandatory')).toEqual(['hand', 'new']);
      expect(sorted('is:!mandatory')).not.toContain('hand');
    });

    it('is:!complete excludes Completed, Passed and Attended (a completed event)', () => {
      expect(sorted('is:!complete')).toEqual(['failed', 'hand', 'loose', 'new', 'started', 'wait']);
      expect(sorted('is:complete')).toEqual(['cpr', 'passed', 'ppe']);
    });

    it('is:overdue', () => {
      expect(sorted('is:overdue')).toEqual(['hand']);
    });

    it('status:notComplete is the same as is:!complete, and statuses match derived or shown values', () => {
      expect(sorted('status:notComplete')).toEqual(sorted('is:!complete'));
      expect(sorted('status:Attended')).toEqual(['cpr']);
      expect(sorted('status:incomplete')).toEqual(['started']);
      expect(sorted('status:Attempted')).toEqual(['started']);
      expect(sorted('status:PendingAdminApproval,NotEnrolled')).toEqual(['new', 'wait']);
    });

    it('type: matches type, Type or FriendlyType', () => {
      expect(sorted('type:video')).toEqual(['hand']);
      expect(sorted('type:scorm,Event')).toEqual(['cpr', 'ppe']);
    });

    it('category: matches the category and those under it, by slug, id or name', () => {
      expect(sorted('category:infection-control')).toEqual(['hand', 'ppe']);
      expect(sorted('category:clinical')).toEqual(['cpr', 'failed', 'hand', 'passed', 'ppe']);
      expect(sorted('category:lead')).toEqual(['new', 'started', 'wait']);
      expect(sorted('category:"root/Leadership skills"')).toEqual(['new', 'started', 'wait']);
      expect(sorted('category:unknown')).toEqual([]);
    });

    it('#tag matches a category by slug or by its name without spaces', () => {
      expect(sorted('#infection-control')).toEqual(['hand', 'ppe']);
      expect(sorted('#LeadershipSkills')).toEqual(['new', 'started', 'wait']);
    });

    it('#tag naming no category (a channel without categories) matches the text without spaces', () => {
      expect(sorted('#HandCream')).toEqual(['loose']);
    });

    it('duration: ranges, less-than and greater-than; items without a duration never match', () => {
      expect(sorted('duration:10-45')).toEqual(['hand', 'passed', 'ppe']);
      expect(sorted('duration:<20')).toEqual(['passed']);
      expect(sorted('duration:>45')).toEqual(['cpr']);
      expect(sorted('duration:60')).toEqual(['cpr']);
    });

    it('cost: an item without a cost is free', () => {
      expect(sorted('cost:>0')).toEqual(['ppe', 'started']);
      expect(sorted('cost:0')).not.toContain('ppe');
      expect(sorted('cost:0')).toContain('loose');
      expect(sorted('cost:10-20')).toEqual(['ppe']);
    });

    it('needs every filter to match', () => {
      expect(sorted('is:mandatory category:leadership')).toEqual(['new']);
      expect(sorted('category:clinical is:!complete sepsis')).toEqual(['failed']);
    });
  });

  describe('order', () => {
    it('defaults to PriorityOrder descending, then title', () => {
      expect(ids('category:clinical')).toEqual(['ppe', 'cpr', 'hand', 'failed', 'passed']);
    });

    it('ignores sort:rating when ratings are off', () => {
      expect(ids('category:clinical sort:rating', { ratingsEnabled: false })).toEqual(ids('category:clinical'));
    });
  });
});
