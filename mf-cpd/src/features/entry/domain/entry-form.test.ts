import * as v from 'valibot';
import { SchemaFieldSchema, type SchemaField } from '@portal/contracts/cpd';
import { checkEntryForm, entryFormOf, toFieldStrings } from './entry-form';

const field = (input: v.InferInput<typeof SchemaFieldSchema>): SchemaField => v.parse(SchemaFieldSchema, input);
const SCHEMA = [
  field({ key: 'title', label: 'Title', type: 'text', validation: { required: true } }),
  field({ key: 'completion_date', label: 'Completed', type: 'date', validation: { required: true } }),
  field({ key: 'time', label: 'Time', type: 'time' }),
  field({ key: 'reflection', label: 'Reflection', type: 'text', validation: { required: true } }),
  field({ key: 'evidence', label: 'Evidence', type: 'file' }),
  field({ key: 'draft', label: 'Draft', type: 'bool' }),
];
const context = { journalId: 'p1', mode: 'credits' as const, minDate: '2026-01-01T00:00:00.000Z', maxDate: '2026-12-31T23:59:59.999Z', files: {} };
const values = { title: 'Wound care', completion_date: '2026-03-04', time: '90', reflection: 'Learnt', evidence: '', draft: 'false' };

describe('the entry form (spec 3 §5)', () => {
  it('starts from the entry’s values, dates as days, or from the schema’s defaults', () => {
    expect(entryFormOf(SCHEMA, undefined)).toEqual({ title: '', completion_date: '', time: '', reflection: '', evidence: '', draft: 'false' });
  });

  it('sends every field as a string, dates at the start of the UTC day, files left out', () => {
    expect(toFieldStrings(SCHEMA, values)).toEqual({ title: 'Wound care', completion_date: '2026-03-04T00:00:00.000Z', time: '90', reflection: 'Learnt', draft: 'false' });
  });

  it('answers the SetEntry payload for a valid form', () => {
    expect(checkEntryForm(SCHEMA, values, context)).toEqual({
      request: { journalId: 'p1', id: '', mode: 'credits', fields: toFieldStrings(SCHEMA, values) },
      problems: {},
      draftRule: false,
    });
  });

  it('names each field’s problem and the draft rule', () => {
    expect(checkEntryForm(SCHEMA, { ...values, title: '', completion_date: '2027-01-02' }, context).problems).toEqual({
      title: 'cpd.entry.problem.required',
      completion_date: 'cpd.entry.problem.outOfPeriod',
    });
    expect(checkEntryForm(SCHEMA, { ...values, completion_date: '04/03/2026' }, context).problems).toEqual({ completion_date: 'cpd.entry.problem.dateFormat' });
    expect(checkEntryForm(SCHEMA, { ...values, reflection: '' }, context)).toEqual({ problems: {}, draftRule: true });
    expect(checkEntryForm(SCHEMA, { ...values, reflection: '', draft: 'true' }, context).request).toBeDefined();
  });
});
