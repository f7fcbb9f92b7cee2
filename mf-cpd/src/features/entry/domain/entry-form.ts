import * as v from 'valibot';
import { SetEntryRequestSchema, startOfDayUtc, validateEntry, type CpdEntry, type CpdTargetMode, type SchemaField, type SetEntryRequest } from '@portal/contracts/cpd';
import type { EntryMessageKey } from '../messages';

/** The editor's values: one string per schema key; date fields hold the day (YYYY-MM-DD) a date box shows. */
export type EntryFormValues = Record<string, string>;

/** The boxes of an entry, or of a new one from the schema's default values (dates as days). */
export function entryFormOf(schema: readonly SchemaField[], entry: CpdEntry | undefined): EntryFormValues {
  const values: EntryFormValues = {};
  for (const field of schema) {
    const value = entry ? (entry.fields[field.key] ?? '') : (field.value ?? '');
    values[field.key] = field.type === 'date' ? value.slice(0, 10) : field.type === 'bool' ? (value === 'true' ? 'true' : 'false') : value;
  }
  return values;
}

/** Field values as the LMS stores them (spec 3 §7: strings; dates start of day UTC). */
export function toFieldStrings(schema: readonly SchemaField[], values: EntryFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of schema) {
    if (field.type === 'file') continue;
    const value = values[field.key] ?? '';
    fields[field.key] = field.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? startOfDayUtc(value) : value;
  }
  return fields;
}

export interface EntryFormCheck {
  /** The SetEntry payload when the form may be saved. */
  request?: SetEntryRequest;
  /** Message keys per field. */
  problems: Record<string, EntryMessageKey>;
  /** The draft rule's refusal (spec 3 §5). */
  draftRule: boolean;
}

/**
 * The same rules the LMS applies (validateEntry from @portal/contracts, then the SetEntry payload
 * schema), so the form refuses what the server would refuse, with a message per field.
 */
export function checkEntryForm(
  schema: readonly SchemaField[],
  values: EntryFormValues,
  context: {
    journalId: string;
    id?: string | undefined;
    mode: CpdTargetMode;
    minDate?: string | undefined;
    maxDate?: string | undefined;
    files: Record<string, readonly string[]>;
  },
): EntryFormCheck {
  const fields = toFieldStrings(schema, values);
  const result = validateEntry(schema, fields, { minDate: context.minDate ?? null, maxDate: context.maxDate ?? null, files: context.files });
  const problems = Object.fromEntries(Object.entries(result.fields).map(([key, problem]) => [key, `cpd.entry.problem.${problem}` as EntryMessageKey]));
  if (Object.keys(problems).length > 0 || result.draft) return { problems, draftRule: !!result.draft };
  const request = { journalId: context.journalId, id: context.id ?? '', mode: context.mode, fields };
  const parsed = v.safeParse(SetEntryRequestSchema, request);
  if (!parsed.success) return { problems: { title: 'cpd.entry.problem.invalid' }, draftRule: false };
  return { request, problems: {}, draftRule: false };
}
