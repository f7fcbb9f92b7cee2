import type { ProfileFieldDefinition } from '@portal/contracts';

/** The profile field holding the user's language (spec 1 §5): its choices are shown as language names. */
export const PREFERRED_LANGUAGE_FIELD = 'preferredLanguage';

/**
 * How profile values are held and sent (spec 1 §3, §5), shared by the profile form and the sign-up
 * form so both send the same shapes: multiChoice and tags hold lists; date and datepicker hold a
 * day, sent as midnight UTC.
 */
const MULTI_VALUE: ReadonlySet<ProfileFieldDefinition['type']> = new Set(['multiChoice', 'tags']);
const DATE_TYPES: ReadonlySet<ProfileFieldDefinition['type']> = new Set(['date', 'datepicker']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isMultiValue = (def: Pick<ProfileFieldDefinition, 'type'>): boolean => MULTI_VALUE.has(def.type);
export const isDateField = (def: Pick<ProfileFieldDefinition, 'type'>): boolean => DATE_TYPES.has(def.type);

/** Spec 1 §5: a yyyy-mm-dd day is sent as midnight UTC; other text is left for the field's check to refuse. */
export function midnightUtc(day: string): string {
  return DAY.test(day) ? `${day}T00:00:00.000Z` : day;
}

/** A comma-separated list typed into a multi-value field that has no supported values to pick from. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
