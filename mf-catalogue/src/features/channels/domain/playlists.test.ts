import type { Channel } from '@portal/contracts/catalogue';
import { indexCatalogue } from '../../../lib/domain/catalogue-index';
import { makeCatalogue, makeCategory, makeItem } from '../../../lib/domain/test-fixtures';
import { channelPlaylist, channelSections, featuredItems, recommendedItems, visibleChannels, categoryItems, channelCategories } from './playlists';

const channel = (overrides: Partial<Channel> & Pick<Channel, 'Id'>): Channel => ({ Name: `Channel ${overrides.Id}`, Slug: overrides.Id, Categories: [], ...overrides });

describe('visibleChannels (spec 2 §5)', () => {
  it('drops channels whose slug is in channelsBlackListFilter', () => {
    const channels = [channel({ Id: 'a', Slug: 'clinical' }), channel({ Id: 'b', Slug: 'leadership' }), channel({ Id: 'c', Slug: 'wellbeing' })];
    expect(visibleChannels(channels, ['leadership']).map((c) => c.Id)).toEqual(['a', 'c']);
    expect(visibleChannels(channels, undefined)).toHaveLength(3);
    expect(visibleChannels(channels, [])).toHaveLength(3);
  });
});

describe('channel playlists (spec 2 §9)', () => {
  const categories = [
    makeCategory({ Id: 'c1', Name: 'root/Clinical' }),
    makeCategory({ Id: 'c2', Name: 'root/Clinical/Wounds' }),
    makeCategory({ Id: 'c3', Name: 'root/Other', ShowContentInCatalogue: false }),
  ];

  it('holds up to 10 items, by PriorityOrder descending then name, from the categories and those under them', () => {
    const items = [
      ...Array.from({ length: 12 }, (_, i) => makeItem({ Id: `i${i}`, Name: `Item ${String.fromCharCode(76 - i)}`, Categories: ['c1'] })),
      makeItem({ Id: 'top', Name: 'Zebra', PriorityOrder: 5, Categories: ['c2'] }),
      makeItem({ Id: 'mid', Name: 'Yak', PriorityOrder: 2, Categories: ['c1'] }),
      makeItem({ Id: 'elsewhere', PriorityOrder: 9, Categories: ['c3'] }),
    ];
    const index = indexCatalogue(makeCatalogue(items, categories));
    const playlist = channelPlaylist(channel({ Id: 'ch', Categories: ['c1'] }), index);
    expect(playlist).toHaveLength(10);
    expect(playlist.map((item) => item.Name)).toEqual(['Zebra', 'Yak', 'Item A', 'Item B', 'Item C', 'Item D', 'Item E', 'Item F', 'Item G', 'Item H']);
  });

  it('includes hidden items and categories not shown in the catalogue, but not unavailable items', () => {
    const items = [
      makeItem({ Id: 'hidden', isHidden: true, Categories: ['c3'] }),
      makeItem({ Id: 'never', AvailabilityMode: 'Never', Categories: ['c3'] }),
      makeItem({ Id: 'portal-hidden', PortalVisibility: 'Hide', Categories: ['c3'] }),
      makeItem({ Id: 'shown', Categories: ['c3'] }),
    ];
    const index = indexCatalogue(makeCatalogue(items, categories));
    expect(categoryItems(channelCategories(channel({ Id: 'ch', Categories: ['c3'] }), index), index.items).map((item) => item.Id)).toEqual(['hidden', 'shown']);
  });

  it('gives each channel category its section, sub-categories the channel lists having their own', () => {
    const items = [makeItem({ Id: 'top', Categories: ['c1'] }), makeItem({ Id: 'wound', Categories: ['c2'] })];
    const index = indexCatalogue(makeCatalogue(items, categories));
    const sections = (ids: string[]) => channelSections(channel({ Id: 'ch', Categories: ids }), index).map((s) => [s.category.Id, s.items.map((i) => i.Id)]);
    expect(sections(['c1', 'c2'])).toEqual([
      ['c1', ['top']],
      ['c2', ['wound']],
    ]);
    expect(sections(['c1'])).toEqual([['c1', ['top', 'wound']]]);
  });

  it('a channel without categories lists what its page (the catalogue filtered by its name without spaces) lists', () => {
    const items = [
      makeItem({ Id: 'fire', Name: 'Fire safety', Description: '<p>Part of the New starters programme.</p>', PriorityOrder: 2 }),
      makeItem({ Id: 'hands', Name: 'Hand hygiene', Description: 'For newstarters and everyone.' }),
      makeItem({ Id: 'hidden', Name: 'Hidden', Description: 'New starters only', isHidden: true }),
      makeItem({ Id: 'other', Name: 'Other', Description: 'Something else' }),
    ];
    const index = indexCatalogue(makeCatalogue(items, categories));
    expect(channelPlaylist(channel({ Id: 'ns', Name: 'New starters', Categories: [] }), index).map((item) => item.Id)).toEqual(['fire', 'hands']);
  });

  it("finds a channel's categories by id or slug", () => {
    const index = indexCatalogue(makeCatalogue([], [makeCategory({ Id: 'c9', Name: 'root/Nine', Slug: 'nine' })]));
    expect(channelCategories(channel({ Id: 'ch', Categories: ['nine', 'c9', 'missing'] }), index).map((c) => c.Id)).toEqual(['c9']);
  });
});

describe('featured and recommended', () => {
  const items = [
    makeItem({ Id: 'old', ModifiedOn: '2025-01-01T00:00:00.000Z', PriorityOrder: 1 }),
    makeItem({ Id: 'new', ModifiedOn: '2026-02-01T00:00:00.000Z' }),
    makeItem({ Id: 'newer-hidden', ModifiedOn: '2026-03-01T00:00:00.000Z', isHidden: true, PriorityOrder: 9 }),
    makeItem({ Id: 'mid', ModifiedOn: '2025-06-01T00:00:00.000Z', PriorityOrder: 3 }),
  ];
  const index = indexCatalogue(makeCatalogue(items));

  it('featured: items with a priority, highest first, hidden ones left out', () => {
    expect(featuredItems(index.items).map((item) => item.Id)).toEqual(['mid', 'old']);
  });

  it('recommended with no seed: the most recently modified items', () => {
    expect(recommendedItems(index.items, { limit: 2 }).map((item) => item.Id)).toEqual(['new', 'mid']);
  });
});
