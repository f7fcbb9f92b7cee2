import type { CatalogueItem } from '@portal/contracts/catalogue';
import { makeItem } from '../domain/test-fixtures';
import { premiumSkus, unpaidPremium } from './premium';

const byId = (...items: CatalogueItem[]) => new Map(items.map((item) => [item.Id, item]));

describe('premium content (spec 2 §4 step 7, §6)', () => {
  const child = makeItem({ Id: 'child', sku: 'SKU-1', parents: ['premium-cur', 'free-cur'] });
  const parent = makeItem({ Id: 'premium-cur', type: 'Curriculum', sku: 'SKU-CUR' });
  const free = makeItem({ Id: 'free-cur', type: 'Curriculum' });

  it('asks about the item sku and its premium curricula skus, once each', () => {
    expect(premiumSkus({ item: child, itemsById: byId(child, parent, free) })).toEqual(['SKU-1', 'SKU-CUR']);
    expect(premiumSkus({ item: child, parentId: 'free-cur', itemsById: byId(child, parent, free) })).toEqual(['SKU-1']);
    expect(premiumSkus({ item: makeItem({ Id: 'plain' }), itemsById: byId() })).toEqual([]);
    expect(premiumSkus({ item: undefined, itemsById: byId() })).toEqual([]);
  });

  it('names what must be bought first: the item, else the premium curriculum it is judged through', () => {
    const items = byId(child, parent, free);
    expect(unpaidPremium({ item: child, itemsById: items }, () => false)?.Id).toBe('child');
    expect(unpaidPremium({ item: child, itemsById: items }, (sku) => sku === 'SKU-1')?.Id).toBe('premium-cur');
    expect(unpaidPremium({ item: child, parentId: 'free-cur', itemsById: items }, (sku) => sku === 'SKU-1')).toBeUndefined();
    expect(unpaidPremium({ item: child, itemsById: items }, () => true)).toBeUndefined();
  });
});
