import { matchesSearch } from './search';

describe("search boxes (spec 3 §5 Searches: words split by space, all must match, a 'field:value' prefix too)", () => {
  const target = { text: 'Sepsis recognition workshop Course', field: (key: string) => ({ type: 'Course', status: 'completed' })[key] };
  it('matches when every word is in the text, in any case', () => {
    expect(matchesSearch('', target)).toBe(true);
    expect(matchesSearch('  SEPSIS   work ', target)).toBe(true);
    expect(matchesSearch('sepsis audit', target)).toBe(false);
  });
  it("matches a 'field:value' word against the start of that field's value; an unknown field matches nothing", () => {
    expect(matchesSearch('type:cour', target)).toBe(true);
    expect(matchesSearch('type:work', target)).toBe(false);
    expect(matchesSearch('status:Completed sepsis', target)).toBe(true);
    expect(matchesSearch('owner:x', target)).toBe(false);
  });
});
