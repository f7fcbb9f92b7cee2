import type { Profile, ProfileFieldDefinition } from '@portal/contracts';

/** A whitespace-only text or an empty list counts as missing, like an absent value. */
export function hasProfileValue(value: Profile[string] | undefined): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Spec 1 §2/§5: the profile is complete when every required field the learner can edit
 * (adminOnly fields are excluded) has a value.
 */
export function isProfileComplete(profile: Profile | null | undefined, fields: readonly ProfileFieldDefinition[]): boolean {
  return fields.every((field) => !field.required || field.adminOnly || hasProfileValue(profile?.[field.name]));
}
