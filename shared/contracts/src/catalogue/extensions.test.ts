import * as v from 'valibot';
import { extensionRows, GetExtensionsResponseSchema, isSafeExtensionUrl } from './extensions';

describe('catalogue extensions (spec 2 §7)', () => {
  const definitions = v.parse(GetExtensionsResponseSchema, {
    extensions: [
      { key: 'provider', label: 'Provider' },
      { key: 'level', label: 'Level', type: 'text' },
      { key: 'syllabus', label: 'Syllabus', type: 'url' },
    ],
  }).extensions;

  it('lists the defined extensions the item has values for, in the definitions order, text by default', () => {
    expect(extensionRows(definitions, { syllabus: 'https://demo.example/s', provider: ' Royal College ', unknown: 'x', level: '  ' })).toEqual([
      { key: 'provider', label: 'Provider', type: 'text', value: 'Royal College' },
      { key: 'syllabus', label: 'Syllabus', type: 'url', value: 'https://demo.example/s' },
    ]);
  });

  it('links only http(s) addresses', () => {
    expect(isSafeExtensionUrl('https://demo.example/s')).toBe(true);
    expect(isSafeExtensionUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExtensionUrl('//evil.example')).toBe(false);
  });

  it('refuses a definition without a usable key or label', () => {
    expect(v.safeParse(GetExtensionsResponseSchema, { extensions: [{ key: '1bad', label: 'x' }] }).success).toBe(false);
    expect(v.safeParse(GetExtensionsResponseSchema, { extensions: [{ key: 'ok', label: '' }] }).success).toBe(false);
  });
});
