import { query } from './index';

describe('query (the URL query helper)', () => {
  it('writes the parameters in order, encoded, after a question mark', () => {
    expect(query({ breadcrumb: 'jade,kofi', tab: 'Enrolments' })).toBe('?breadcrumb=jade%2Ckofi&tab=Enrolments');
    expect(query({ page: 2, isNew: true, q: 'a b&c' })).toBe('?page=2&isNew=true&q=a+b%26c');
  });

  it('leaves out what is not set, and is empty when nothing is', () => {
    expect(query({ a: undefined, b: null, c: '', d: false, e: 0 })).toBe('?e=0');
    expect(query({ tab: undefined })).toBe('');
    expect(query({})).toBe('');
  });
});
