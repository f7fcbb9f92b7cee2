import type { ProfileFieldDefinition } from '../settings';
import { applyProfileUpdate, profileFieldProblem } from './profile-field';

function field(def: Partial<ProfileFieldDefinition> & Pick<ProfileFieldDefinition, 'type'>): ProfileFieldDefinition {
  return { name: 'f', label: 'F', required: false, adminOnly: false, ...def };
}

describe('profileFieldProblem (spec 1 §5)', () => {
  it('a required field must have a value; an empty optional value passes even with an expression', () => {
    expect(profileFieldProblem(field({ type: 'text', required: true }), ' ')).toBe('required');
    expect(profileFieldProblem(field({ type: 'tags', required: true }), [])).toBe('required');
    expect(profileFieldProblem(field({ type: 'text', validationExpression: '^\\d+$' }), '')).toBeUndefined();
  });

  it('uses supportedValuesMessage, else "invalid"', () => {
    expect(profileFieldProblem(field({ type: 'text', validationExpression: '^\\d+$' }), 'abc')).toBe('invalid');
    expect(profileFieldProblem(field({ type: 'text', validationExpression: '^\\d+$', supportedValuesMessage: 'Digits only' }), 'abc')).toBe('Digits only');
  });

  it('a supported-values list must contain the value; text fields also accept a regular-expression match', () => {
    const choice = field({ type: 'singleChoice', supportedValues: ['Yes', 'No'] });
    expect(profileFieldProblem(choice, 'Yes')).toBeUndefined();
    expect(profileFieldProblem(choice, 'yes')).toBe('invalid');
    const domains = field({ type: 'text', supportedValues: ['@demo\\.example$'] });
    expect(profileFieldProblem(domains, 'a@demo.example')).toBeUndefined();
    expect(profileFieldProblem(domains, 'a@else.example')).toBe('invalid');
    expect(profileFieldProblem(field({ type: 'singleChoice', supportedValues: ['^Y'] }), 'Yes')).toBe('invalid');
  });

  it('multi-value fields need every value supported', () => {
    const tags = field({ type: 'multiChoice', supportedValues: ['a', 'b'] });
    expect(profileFieldProblem(tags, ['a', 'b'])).toBeUndefined();
    expect(profileFieldProblem(tags, ['a', 'c'])).toBe('invalid');
  });

  it('dates are yyyy-mm-dd or midnight UTC and real', () => {
    const date = field({ type: 'date' });
    expect(profileFieldProblem(date, '2024-02-29')).toBeUndefined();
    expect(profileFieldProblem(date, '2024-02-29T00:00:00.000Z')).toBeUndefined();
    expect(profileFieldProblem(date, '2023-02-29')).toBe('invalid');
    expect(profileFieldProblem(date, '2024-02-28T10:00:00.000Z')).toBe('invalid');
  });

  it('a broken expression from configuration refuses rather than throws', () => {
    expect(profileFieldProblem(field({ type: 'text', validationExpression: '(' }), 'x')).toBe('invalid');
  });
});

describe('applyProfileUpdate', () => {
  const defs = [field({ name: 'a', type: 'text' }), field({ name: 'secret', type: 'text', adminOnly: true })];

  it('merges the sent fields, trimmed, into the current profile', () => {
    expect(applyProfileUpdate(defs, { a: 'old', secret: 's' }, { a: ' new ' })).toEqual({ ok: true, profile: { a: 'new', secret: 's' } });
  });

  it('refuses unknown fields and changed adminOnly fields', () => {
    expect(applyProfileUpdate(defs, {}, { b: 'x' })).toEqual({ ok: false, field: 'b', reason: 'unknown field' });
    expect(applyProfileUpdate(defs, { secret: 's' }, { secret: 't' })).toEqual({ ok: false, field: 'secret', reason: 'not editable' });
    expect(applyProfileUpdate(defs, { secret: 's' }, { secret: 's' })).toEqual({ ok: true, profile: { secret: 's' } });
  });
});
