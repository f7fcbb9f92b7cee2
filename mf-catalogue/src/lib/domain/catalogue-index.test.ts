import { indexCatalogue, indexPageItems } from './catalogue-index';
import { makeCatalogue, makeCategory, makeItem } from './test-fixtures';

const now = Date.parse('2026-03-15T12:00:00Z');

describe('indexCatalogue', () => {
  const categories = [
    makeCategory({ Id: 'cli', Name: 'root/Clinical', Slug: 'clinical' }),
    makeCategory({ Id: 'inf', Name: 'root/Clinical/Infection control', Slug: 'infection-control' }),
    makeCategory({ Id: 'secret', Name: 'root/Internal', Slug: 'internal', ShowContentInCatalogue: false }),
    makeCategory({ Id: 'empty', Name: 'root/Empty', Slug: 'empty' }),
  ];
  const response = makeCatalogue(
    [
      makeItem({
        Id: 'hand',
        Name: 'Hand Hygiene',
        Description: '<p>Wash <b>hands</b> &amp; dry</p>',
        type: 'Video',
        Type: 'video',
        FriendlyType: 'Video',
        Categories: ['inf'],
        Completion: 'Attempted',
        DueDate: '2026-03-01T00:00:00Z',
        Extensions: { Level: 'Advanced' },
      }),
      makeItem({ Id: 'done', Completion: 'Failed', DueDate: '2026-03-01T00:00:00Z', Categories: ['clinical'] }),
      makeItem({ Id: 'strict', Completion: 'Failed', CompletionMode: 'MustPass', PassMark: 80, DueDate: '2026-03-01T00:00:00Z' }),
      makeItem({ Id: 'internal', Categories: ['secret'] }),
      makeItem({ Id: 'mixed', Categories: ['secret', 'cli'] }),
      makeItem({ Id: 'hidden', isHidden: true, Categories: ['cli'] }),
      makeItem({ Id: 'never', AvailabilityMode: 'Never', Categories: ['cli'] }),
      makeItem({
        Id: 'cur',
        type: 'Curriculum',
        Type: 'curriculum',
        Entries: [
          { ItemId: 'hand', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
          { ItemId: 'done', Index: 1, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
        ],
      }),
    ],
    categories,
  );
  const index = indexCatalogue(response, now);
  const item = (id: string) => index.byId.get(id)!;

  it('is memoised per response', () => {
    expect(indexCatalogue(response, now + 1000)).toBe(index);
    expect(index.items).toHaveLength(8);
  });

  it('derives status, display status, completion and progress', () => {
    expect(item('hand')).toMatchObject({ status: 'Attempted', displayStatus: 'Incomplete', isComplete: false, Progress: 50, title: 'Hand Hygiene' });
    expect(item('cur').Progress).toBe(50);
  });

  it('is overdue when the due date passed and the item does not count as complete', () => {
    expect(item('hand').isOverdue).toBe(true);
    expect(item('done').isOverdue).toBe(false);
    expect(item('strict').isOverdue).toBe(true);
  });

  it('precomputes lower-case search text without HTML, and field:value pairs', () => {
    expect(item('hand').searchText).toContain('hand hygiene');
    expect(item('hand').searchText).toContain('wash  hands');
    expect(item('hand').searchText).not.toContain('<b>');
    expect(item('hand').searchText).toContain('clinical/infection control');
    expect(item('hand').fieldText).toContain(' type:video');
    expect(item('hand').fieldText).toContain(' status:incomplete');
    expect(item('hand').fieldText).toContain(' category:infection-control');
    expect(item('hand').fieldText).toContain(' level:advanced');
  });

  it('resolves item categories by Id or Slug', () => {
    expect(item('hand').categoryIds).toEqual(['inf']);
    expect(item('done').categoryIds).toEqual(['cli']);
  });

  it('marks hidden items and items whose categories are all not shown in the catalogue (spec 2 §5)', () => {
    expect(item('internal').isShownInCatalogue).toBe(false);
    expect(item('mixed').isShownInCatalogue).toBe(true);
    expect(item('hidden').isShownInCatalogue).toBe(false);
    expect(item('strict').isShownInCatalogue).toBe(true);
    expect(item('never').isAvailable).toBe(false);
  });

  it('keeps in the filtered categories only those shown and holding a listed item, with their hierarchy', () => {
    expect(index.categories.map((c) => c.Id)).toEqual(['cli', 'inf', 'secret', 'empty']);
    expect(index.filteredCategories.map((c) => c.Id)).toEqual(['cli', 'inf']);
    expect(index.filteredCategoryTree.map((c) => [c.Id, c.children.map((child) => child.Id)])).toEqual([['cli', ['inf']]]);
    expect(index.longCategoryNames).toEqual({ over20: false, over30: false });
  });
});

describe('indexPageItems', () => {
  const categories = [makeCategory({ Id: 'c1', Name: 'root/Clinical' }), makeCategory({ Id: 'c2', Name: 'root/Clinical/Wards', Slug: 'wards' })];
  const page = () =>
    makeCatalogue(
      [
        makeItem({ Id: 'a', Name: 'Hand hygiene', Categories: ['c1'] }),
        makeItem({ Id: 'b', Name: 'Ward rounds', Categories: ['wards'], Description: '<p>Night &amp; day</p>' }),
        makeItem({ Id: 'c', Name: 'Hidden', isHidden: true }),
      ],
      categories.map((category) => ({ ...category })),
    );

  it('enriches a page of a searched catalogue as indexCatalogue enriches it', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const response = page();
    expect(indexPageItems(response, now)).toEqual(indexCatalogue(page(), now).items);
    // Once per page.
    expect(indexPageItems(response, now)).toBe(indexPageItems(response, now));
  });

  it('follows a change of the categories between pages (they are reused while the same)', () => {
    const first = indexPageItems(page());
    expect(first.find((item) => item.Id === 'b')).toMatchObject({ isShownInCatalogue: true, searchText: expect.stringContaining('clinical/wards') });
    const changed = page();
    changed.Categories = changed.Categories.map((category) => (category.Id === 'c2' ? { ...category, Name: 'root/Clinical/Theatres', ShowContentInCatalogue: false } : category));
    const second = indexPageItems(changed).find((item) => item.Id === 'b')!;
    expect(second.isShownInCatalogue).toBe(false);
    expect(second.searchText).toContain('clinical/theatres');
  });
});
