import * as v from 'valibot';
import {
  CPD_REASONS,
  CpdConfigSchema,
  DRAFT_RULE_MESSAGE,
  ExportEntriesRequestSchema,
  SchemaFieldSchema,
  SetJournalRequestSchema,
  ShareRequestSchema,
  validateEntry,
  validatePlanFields,
  type SchemaField,
} from './cpd';

const field = (input: v.InferInput<typeof SchemaFieldSchema>): SchemaField => v.parse(SchemaFieldSchema, input);

const SCHEMA: SchemaField[] = [
  field({ key: 'title', label: 'Title', type: 'text', validation: { required: true } }),
  field({ key: 'completion_date', label: 'Completion date', type: 'date', validation: { required: true } }),
  field({ key: 'time', label: 'Time', type: 'time', validation: { max: 24 } }),
  field({ key: 'bonus', label: 'Bonus', type: 'number-addition' }),
  field({ key: 'credits', label: 'Credits', type: 'number-multiplier', editable: false, validation: { max: 10 }, data: { parentKey: 'time', additionKey: 'bonus' } }),
  field({ key: 'reflection', label: 'Reflection', type: 'text', validation: { required: true } }),
  field({ key: 'evidence', label: 'Evidence', type: 'file' }),
  field({ key: 'draft', label: 'Draft', type: 'bool' }),
];
const BOUNDS = { minDate: '2026-01-01T00:00:00.000Z', maxDate: '2026-12-31T23:59:59.999Z' };
const complete = { title: 'Wound care', completion_date: '2026-03-04T00:00:00.000Z', time: '90', bonus: '0.5', reflection: 'Learnt a lot', draft: 'false' };

describe('entry validation (spec 3 §5)', () => {
  it('passes a complete entry and computes its credits from time in hours plus the addition', () => {
    expect(validateEntry(SCHEMA, complete, BOUNDS)).toEqual({ fields: {}, draftFlag: false, credits: 2 });
  });

  it('refuses a missing title and a date outside the period whatever the draft box', () => {
    const result = validateEntry(SCHEMA, { ...complete, title: ' ', completion_date: '2025-12-31T00:00:00.000Z', draft: 'true' }, BOUNDS);
    expect(result.fields).toEqual({ title: 'required', completion_date: 'outOfPeriod' });
  });

  it('a date that is not an ISO date or timestamp has the date-format problem (spec 3 §8), an impossible day too', () => {
    for (const completion_date of ['04/03/2026', 'next Tuesday', '2026-02-30', '2026-13-01T00:00:00.000Z']) {
      expect(validateEntry(SCHEMA, { ...complete, completion_date }, BOUNDS).fields).toEqual({ completion_date: 'dateFormat' });
    }
    expect(validateEntry(SCHEMA, { ...complete, completion_date: '2026-03-04' }, BOUNDS).fields).toEqual({});
  });

  it('applies the draft rule: an incomplete entry saves only as a draft', () => {
    expect(validateEntry(SCHEMA, { ...complete, reflection: '' }, BOUNDS)).toMatchObject({ fields: {}, draft: DRAFT_RULE_MESSAGE });
    expect(validateEntry(SCHEMA, { ...complete, reflection: '', draft: 'true' }, BOUNDS)).toEqual({ fields: {}, draftFlag: true, credits: 2 });
  });

  it('without a draft field, a missing required field is a field problem', () => {
    const noDraft = SCHEMA.filter((f) => f.key !== 'draft');
    expect(validateEntry(noDraft, { ...complete, reflection: '' }, BOUNDS).fields).toEqual({ reflection: 'required' });
  });

  it('a hidden draft field is set to the opposite of completeness', () => {
    const hidden = SCHEMA.map((f) => (f.key === 'draft' ? { ...f, hidden: true } : f));
    expect(validateEntry(hidden, { ...complete, reflection: '' }, BOUNDS)).toEqual({ fields: {}, draftFlag: true, credits: 2 });
    expect(validateEntry(hidden, complete, BOUNDS).draftFlag).toBe(false);
  });

  it('numbers must be numeric and under their max; credits are capped at the max', () => {
    expect(validateEntry(SCHEMA, { ...complete, time: 'abc' }, BOUNDS).fields).toEqual({ time: 'invalid' });
    expect(validateEntry(SCHEMA, { ...complete, time: String(25 * 60) }, BOUNDS).fields).toEqual({ time: 'max' });
    expect(validateEntry(SCHEMA, { ...complete, time: String(24 * 60), bonus: '1' }, BOUNDS).credits).toBe(11);
  });

  it('refuses evidence of another type; a required file counts as missing until one is there', () => {
    expect(validateEntry(SCHEMA, complete, { ...BOUNDS, files: { evidence: ['certificate.pdf', 'virus.exe'] } }).fields).toEqual({ evidence: 'notSupported' });
    const requiredFile = SCHEMA.map((f) => (f.key === 'evidence' ? { ...f, validation: { required: true } } : f));
    expect(validateEntry(requiredFile, complete, BOUNDS).draft).toBe(DRAFT_RULE_MESSAGE);
    expect(validateEntry(requiredFile, complete, { ...BOUNDS, files: { evidence: ['certificate.pdf'] } }).draft).toBeUndefined();
  });
});

describe('the period, export and share payloads (spec 3 §5)', () => {
  const journal = { start_date: '2026-01-01T00:00:00.000Z', end_date: '2026-12-31T23:59:59.999Z', target: 20, target_mode: 'credits' };

  it('a period needs both dates, the start not after the end, a numeric target', () => {
    expect(v.safeParse(SetJournalRequestSchema, journal).success).toBe(true);
    const reversed = v.safeParse(SetJournalRequestSchema, { ...journal, start_date: '2027-01-01T00:00:00.000Z' });
    expect(reversed.issues?.[0]?.message).toBe(CPD_REASONS.dateRange);
    expect(v.safeParse(SetJournalRequestSchema, { ...journal, target: Number.NaN }).issues?.[0]?.message).toBe(CPD_REASONS.targetNotNumeric);
    expect(v.safeParse(SetJournalRequestSchema, { ...journal, end_date: '' }).success).toBe(false);
  });

  it('an export needs a valid range and PDF or ZIP', () => {
    const ok = { start: '2026-01-01T00:00:00.000Z', end: '2026-12-31T23:59:59.999Z', format: 'zip' };
    expect(v.safeParse(ExportEntriesRequestSchema, ok).success).toBe(true);
    expect(v.safeParse(ExportEntriesRequestSchema, { ...ok, start: '2027-01-01T00:00:00.000Z' }).issues?.[0]?.message).toBe(CPD_REASONS.dateRange);
    expect(v.safeParse(ExportEntriesRequestSchema, { ...ok, format: 'docx' }).success).toBe(false);
  });

  it('a share needs a standard address', () => {
    expect(v.safeParse(ShareRequestSchema, { id: 'e1', email_to: 'mentor@example.org' }).success).toBe(true);
    expect(v.safeParse(ShareRequestSchema, { id: 'e1', email_to: 'mentor' }).issues?.[0]?.message).toBe(CPD_REASONS.shareEmail);
  });

  it('a plan flags number fields that are not numeric', () => {
    const fields = validatePlanFields([
      { key: 'title', value: 'Plan', type: 'text', label: 'Title' },
      { key: 'hours', value: 'ten', type: 'number', label: 'Hours' },
      { key: 'budget', value: '', type: 'number', label: 'Budget' },
    ]);
    expect(fields.map((f) => f.invalid)).toEqual([false, true, false]);
  });

  it('the configuration defaults: submission deadline locking and sharing on, entries and plans tabs', () => {
    const config = v.parse(CpdConfigSchema, {});
    expect(config.review.enableSubmissionDeadlineLocking).toBe(true);
    expect(config.enableSharing).toBe(true);
    expect(config.tabs).toEqual(['entries:list', 'plans:plans']);
    expect(config.periodTargetModes).toEqual(['credits']);
  });
});
