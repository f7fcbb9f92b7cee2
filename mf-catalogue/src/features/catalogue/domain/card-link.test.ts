import { makeItem } from '../../../lib/domain/test-fixtures';
import { cardLink } from './card-link';

describe('cardLink (spec 2 §2: searchedChildId)', () => {
  it('opens the curriculum of a child reached only through it, naming the child as searchedChildId', () => {
    expect(cardLink(makeItem({ Id: 'demo-cur-reading', TargetingMode: 'NotDirectlyTargeted', parents: ['demo-curriculum'] }))).toEqual({
      to: '/catalogue/item/demo-curriculum',
      state: { searchedChildId: 'demo-cur-reading' },
    });
  });

  it('launches every other item', () => {
    expect(cardLink(makeItem({ Id: 'demo-pdf', parents: ['demo-curriculum'] }))).toEqual({ to: '/catalogue/launch/demo-pdf' });
    expect(cardLink(makeItem({ Id: 'orphan', TargetingMode: 'NotDirectlyTargeted', parents: [] }))).toEqual({ to: '/catalogue/launch/orphan' });
  });
});
