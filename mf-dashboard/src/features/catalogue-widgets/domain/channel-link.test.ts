import { sessionStore } from '@portal/session';
import { channelFilter, channelHref } from './channel-link';

describe('channel links (spec 3 §2 catalogue widgets)', () => {
  beforeEach(() => sessionStore.getState().setSettings({ items: [] }));

  it('filters the catalogue by the name with spaces removed when the channel has no categories', () => {
    expect(channelFilter('Clinical  skills hub')).toBe('#Clinicalskillshub');
    expect(channelHref({ Id: 'c1', Name: 'Clinical skills', Categories: [] })).toBe(`/catalogue/items/${encodeURIComponent('#Clinicalskills')}`);
  });

  it('opens the channel page otherwise', () => {
    expect(channelHref({ Id: 'c1', Name: 'Clinical skills', Categories: ['root/Clinical'] })).toBe('/catalogue/channel/c1');
  });
});
