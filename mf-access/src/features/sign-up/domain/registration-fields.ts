import type { AppSettings, Profile, ProfileFieldDefinition } from '@portal/contracts';
import { isMultiValue, PREFERRED_LANGUAGE_FIELD } from '../../../lib/profile-values';

export const MAIL_FIELD = 'mail';

export interface RegistrationFields {
  /** The configured registration profile fields the user fills in, in configured order. */
  visible: ProfileFieldDefinition[];
  /** Starting values of the visible fields (a configured value, else empty). */
  defaults: Profile;
  /** Hidden registration profile fields: sent with their configured value. */
  hidden: Profile;
}

type RegistrationProfileField = NonNullable<AppSettings['registrationProfileFields']>[number];

/** The mail field when the tenant defines none (spec 1 §3: the payload always carries mail). */
const MAIL_DEFINITION: ProfileFieldDefinition = { name: MAIL_FIELD, label: 'E-mail', type: 'mail', required: false, adminOnly: false };

/**
 * Spec 1 §3 registration payload: mail (the verification code goes there), then the configured
 * registrationProfileFields (without any, every field a user may edit but the language, which is
 * sent from the portal's language), each shown with its profile field definition; except hidden
 * ones (sent with their configured value), adminOnly ones (not the user's to set) and, when the
 * username is the e-mail, the mail field (spec 1 §5). The reference LMS applies the same rules.
 */
export function registrationFields(
  settings: Pick<AppSettings, 'registrationProfileFields' | 'userNameIsEmail'> | null,
  definitions: readonly ProfileFieldDefinition[],
): RegistrationFields {
  const fields: RegistrationFields = { visible: [], defaults: {}, hidden: {} };
  const configured: RegistrationProfileField[] =
    settings?.registrationProfileFields ?? definitions.filter((def) => !def.adminOnly && def.name !== PREFERRED_LANGUAGE_FIELD).map((def) => ({ name: def.name }));
  const entries = configured.some((entry) => entry.name === MAIL_FIELD) ? configured : [{ name: MAIL_FIELD }, ...configured];
  const definitionOf = (name: string) => definitions.find((candidate) => candidate.name === name) ?? (name === MAIL_FIELD ? MAIL_DEFINITION : undefined);
  for (const entry of entries) {
    if (entry.hidden) {
      if (entry.value !== undefined) fields.hidden[entry.name] = entry.value;
      continue;
    }
    const def = definitionOf(entry.name);
    if (!def || def.adminOnly) continue;
    if (settings?.userNameIsEmail && def.name === MAIL_FIELD) continue;
    fields.visible.push(def);
    fields.defaults[def.name] = isMultiValue(def) ? (entry.value ? [entry.value] : []) : (entry.value ?? '');
  }
  return fields;
}
