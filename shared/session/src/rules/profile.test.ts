import type { ProfileFieldDefinition } from '@portal/contracts';
import { isProfileComplete } from './profile';

const field = (name: string, extra: Partial<ProfileFieldDefinition> = {}): ProfileFieldDefinition => ({
  name,
  label: name,
  type: 'text',
  required: false,
  adminOnly: false,
  ...extra,
});

describe('isProfileComplete', () => {
  const fields = [
    field('mail', { required: true, type: 'mail' }),
    field('tags', { required: true, type: 'tags' }),
    field('nickname'),
    field('grade', { required: true, adminOnly: true }),
  ];

  it('is complete when every required, non-adminOnly field has a value', () => {
    expect(isProfileComplete({ mail: 'a@b.c', tags: ['x'] }, fields)).toBe(true);
  });

  it('is incomplete when a required value is missing, blank or an empty list', () => {
    expect(isProfileComplete({ tags: ['x'] }, fields)).toBe(false);
    expect(isProfileComplete({ mail: '  ', tags: ['x'] }, fields)).toBe(false);
    expect(isProfileComplete({ mail: 'a@b.c', tags: [] }, fields)).toBe(false);
    expect(isProfileComplete({ mail: null, tags: ['x'] }, fields)).toBe(false);
    expect(isProfileComplete(null, fields)).toBe(false);
  });

  it('is complete when nothing is required', () => {
    expect(isProfileComplete({}, [field('nickname')])).toBe(true);
    expect(isProfileComplete(undefined, [])).toBe(true);
  });
});
