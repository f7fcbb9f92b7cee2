import { startOfDayUtc, validatePlanFields, type CpdPlanField, type SetPlanRequest } from '@portal/contracts/cpd';

/** The plan editor's values, one string per field key; date fields hold the day a date box shows. */
export type PlanFormValues = Record<string, string>;

export function planFormOf(fields: readonly CpdPlanField[]): PlanFormValues {
  return Object.fromEntries(fields.map((field) => [field.key, field.type === 'date' ? field.value.slice(0, 10) : field.value]));
}

/** Spec 3 §5 plan save: the keys of number fields that are not numeric (the same check the LMS makes). */
export function invalidPlanKeys(fields: readonly CpdPlanField[], values: PlanFormValues): string[] {
  return validatePlanFields(fields.map((field) => ({ ...field, value: values[field.key] ?? '' })))
    .filter((field) => field.invalid)
    .map((field) => field.key);
}

/** SetPlan's payload: every field's value as a string, dates at the start of their UTC day. */
export function toSetPlan(id: string, fields: readonly CpdPlanField[], values: PlanFormValues): SetPlanRequest {
  return {
    id,
    fields: fields.map((field) => {
      const value = values[field.key] ?? '';
      return { key: field.key, value: field.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? startOfDayUtc(value) : value };
    }),
  };
}
