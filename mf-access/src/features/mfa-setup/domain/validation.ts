import * as v from 'valibot';
import { MfaCodeSchema } from '@portal/contracts/mfa';
import { MfaIssueCodeSchema, MfaSaveConfigurationSchema } from '@portal/contracts/account';
import type { SmsDestination } from './setup-flow';

export type SmsField = keyof SmsDestination;

/**
 * Spec 1 §5 SMS set-up: country code required, contact number digits only and at least 9.
 * Answers the fields in error (none when valid), checked with the same schema the LMS uses.
 */
export function invalidSmsFields(input: SmsDestination): SmsField[] {
  const result = v.safeParse(MfaIssueCodeSchema, { mode: 'sms', ...input });
  if (result.success) return [];
  const fields = new Set<SmsField>();
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key === 'country_code' || key === 'contact_number') fields.add(key);
  }
  return [...fields];
}

/** Spec 1 §5 MFA code: exactly 6 characters (digits). Answers the trimmed code, or undefined. */
export function parseSetupCode(code: string): string | undefined {
  const result = v.safeParse(MfaCodeSchema, code);
  return result.success ? result.output : undefined;
}

const SMS_OPTION = MfaIssueCodeSchema.options[1];

/** The SMS set-up form (react-hook-form): the country and number of the payload's SMS option (spec 1 §5). */
export const SmsSetupFormSchema = v.object({ country_code: SMS_OPTION.entries.country_code, contact_number: SMS_OPTION.entries.contact_number });

/**
 * The finaliseSetup form: the code and the current password the payload carries (MfaSaveConfigurationSchema's
 * `code` and `pass`): saving a set-up changes how the user signs in, so the call itself carries the password.
 */
export const SetupCodeFormSchema = v.object({ code: MfaSaveConfigurationSchema.entries.code, pass: MfaSaveConfigurationSchema.entries.pass });
export type SetupCodeForm = v.InferInput<typeof SetupCodeFormSchema>;
