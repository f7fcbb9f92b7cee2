import { buildCategoryTree, categoryDisplayName, descendantsAndSelf, longNameFlags, pruneCategoryTree } from './categories';
import { makeCategory } from './test-fixtures';

describe('categoryDisplayName (spec 2 §3: cut at root/)', () => {
  it('drops the root/ prefix and keeps flat names', () => {
    expect(categoryDisplayName('root/Clinical/Infection control')).toBe('Clinical/Infection control');
    expect(categoryDisplayName('Leadership')).toBe('Leadership');
  });
});

describe('buildCategoryTree', () => {
  const categories = [
    makeCategory({ Id: 'inf', Name: 'root/Clinical/Infection control', Index: 2 }),
    makeCategory({ Id: 'cli', Name: 'root/Clinical', Index: 1 }),
    makeCategory({ Id: 'hand', Name: 'root/Clinical/Infection control/Hand hygiene' }),
    makeCategory({ Id: 'cpr', Name: 'root/Clinical/Resuscitation', Index: 1 }),
    makeCategory({ Id: 'orphan', Name: 'root/Estates/Fire safety' }),
    makeCategory({ Id: 'flat', Name: 'Leadership', Index: 0 }),
  ];

  it('nests root/ names under their parents, ordered by Index then name', () => {
    const { roots } = buildCategoryTree(categories);
    expect(roots.map((c) => c.Id)).toEqual(['orphan', 'flat', 'cli']);
    const clinical = roots.find((c) => c.Id === 'cli')!;
    expect(clinical.children.map((c) => c.label)).toEqual(['Resuscitation', 'Infection control']);
    const infection = clinical.children[1]!;
    expect(infection).toMatchObject({ parentId: 'cli', depth: 1, displayName: 'Clinical/Infection control' });
    expect(infection.children.map((c) => [c.label, c.depth])).toEqual([['Hand hygiene', 2]]);
  });

  it('puts a category whose parent is missing at the top, labelled by its last part', () => {
    const orphan = buildCategoryTree(categories).roots.find((c) => c.Id === 'orphan')!;
    expect(orphan).toMatchObject({ label: 'Fire safety', displayName: 'Estates/Fire safety', parentId: null, depth: 0 });
  });

  it('flags names longer than 20 and 30 characters (spec 2 §9)', () => {
    const { categories: built } = buildCategoryTree([
      makeCategory({ Id: 'n20', Name: 'root/' + 'a'.repeat(20) }),
      makeCategory({ Id: 'n21', Name: 'root/' + 'a'.repeat(21) }),
      makeCategory({ Id: 'n31', Name: 'root/' + 'a'.repeat(31) }),
    ]);
    expect(built.map((c) => [c.Id, c.isLongName, c.isVeryLongName])).toEqual([
      ['n20', false, false],
      ['n21', true, false],
      ['n31', true, true],
    ]);
    expect(longNameFlags(built.slice(0, 1))).toEqual({ over20: false, over30: false });
    expect(longNameFlags(built.slice(0, 2))).toEqual({ over20: true, over30: false });
    expect(longNameFlags(built)).toEqual({ over20: true, over30: true });
  });

  it('prunes to kept categories and their ancestors, and lists descendants', () => {
    const { roots } = buildCategoryTree(categories);
    const pruned = pruneCategoryTree(roots, (c) => c.Id === 'hand');
    expect(pruned.map((c) => c.Id)).toEqual(['cli']);
    expect(pruned[0]!.children.map((c) => c.Id)).toEqual(['inf']);
    expect(descendantsAndSelf(roots.find((c) => c.Id === 'cli')!).map((c) => c.Id)).toEqual(['cli', 'cpr', 'inf', 'hand']);
  });
});
