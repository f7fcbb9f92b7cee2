import { catalogueLinks } from './catalogue-links';
import { channelFilter, channelHref } from './channels';

describe('catalogueLinks (the catalogue addresses other areas link to)', () => {
  it('builds the catalogue, a filtered or searched catalogue, a landing page and a channel by their route names', () => {
    expect(catalogueLinks.items()).toBe('/catalogue/items');
    expect(catalogueLinks.items('is:mandatory')).toBe('/catalogue/items/is%3Amandatory');
    expect(catalogueLinks.search('fire safety')).toBe('/catalogue/items/search%3Afire%20safety');
    expect(catalogueLinks.landingPage('demo-bls')).toBe('/catalogue/landingpage/item/demo-bls');
    expect(catalogueLinks.channel('ch 1')).toBe('/catalogue/channel/ch%201');
  });

  it('opens the catalogue for an item or channel without an id', () => {
    expect(catalogueLinks.landingPage('')).toBe('/catalogue/items');
    expect(catalogueLinks.channel('')).toBe('/catalogue/items');
  });
});

describe('channel links (spec 2 §2)', () => {
  it("filters the catalogue by a channel's name without spaces when it has no categories, else opens its page", () => {
    expect(channelFilter('Clinical  Skills')).toBe('#ClinicalSkills');
    expect(channelHref({ Id: 'c1', Name: 'Clinical Skills', Categories: [] })).toBe('/catalogue/items/%23ClinicalSkills');
    expect(channelHref({ Id: 'c1', Name: 'Clinical Skills', Categories: ['cat-1'] })).toBe('/catalogue/channel/c1');
  });
});
