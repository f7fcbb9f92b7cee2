import type { Profile } from '../auth';
import type { ProfileFieldDefinition } from '../settings';
import { safeRegExp } from './password-complexity';

type ProfileValue = Profile[string];

export type ProfileUpdateOutcome = { ok: true; profile: Profile } | { ok: false; field: string; reason: string };

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Dates are sent as midnight UTC (spec 1 §5); a plain yyyy-mm-dd is accepted too. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00(?:\.000)?Z)?$/;
const MULTI_VALUE_TYPES: ReadonlySet<ProfileFieldDefinition['type']> = new Set(['multiChoice', 'tags']);

function isEmpty(value: ProfileValue): boolean {
  return value === null || value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
}

function sameValue(a: ProfileValue | undefined, b: ProfileValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || (isEmpty(a ?? null) && isEmpty(b ?? null));
}

function isValidDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** A supported-values list must contain the value; text fields also accept a regular-expression match (domain allow-lists). */
function isSupported(def: ProfileFieldDefinition, value: string): boolean {
  const supported = def.supportedValues;
  if (!supported || supported.length === 0) return true;
  if (supported.includes(value)) return true;
  return def.type === 'text' && supported.some((pattern) => safeRegExp(pattern)?.test(value) ?? false);
}

/**
 * Why a value is refused for its field definition (spec 1 §5), or undefined when it is acceptable.
 * The reason is 'required', else the field's supportedValuesMessage, else 'invalid'.
 */
export function profileFieldProblem(def: ProfileFieldDefinition, value: ProfileValue): string | undefined {
  if (isEmpty(value)) return def.required ? 'required' : undefined;
  const invalid = def.supportedValuesMessage || 'invalid';
  const multi = MULTI_VALUE_TYPES.has(def.type);
  if (Array.isArray(value) !== multi && !(multi && typeof value === 'string')) return invalid;
  const values = (Array.isArray(value) ? value : [value as string]).map((item) => item.trim());
  if (def.type === 'mail' && !values.every((item) => MAIL.test(item))) return invalid;
  if ((def.type === 'date' || def.type === 'datepicker') && !values.every(isValidDate)) return invalid;
  if (def.validationExpression) {
    const expression = safeRegExp(def.validationExpression);
    if (!expression || !values.every((item) => expression.test(item))) return invalid;
  }
  if (!values.every((item) => isSupported(def, item))) return invalid;
  return undefined;
}

/**
 * Applies a partial profile update: each sent field is checked against its definition; fields not sent
 * keep their value. adminOnly fields may be sent back unchanged but not changed.
 */
export function applyProfileUpdate(defs: readonly ProfileFieldDefinition[], current: Profile, update: Profile): ProfileUpdateOutcome {
  const profile: Profile = { ...current };
  for (const [name, value] of Object.entries(update)) {
    const def = defs.find((d) => d.name === name);
    if (!def) return { ok: false, field: name, reason: 'unknown field' };
    if (def.adminOnly) {
      if (!sameValue(value, current[name])) return { ok: false, field: name, reason: 'not editable' };
      continue;
    }
    const reason = profileFieldProblem(def, value);
    if (reason) return { ok: false, field: name, reason };
    profile[name] = typeof value === 'string' ? value.trim() : value;
  }
  return { ok: true, profile };
}
