import { isApiError } from '@portal/api-client';
import { ACCOUNT_SECURITY_ERRORS, type SecondFactorRequired, SecondFactorRequiredSchema } from '@portal/contracts/account';
import * as v from 'valibot';

/**
 * The 400 SecondFactorRequired a change of how the user signs in answers when the user has a second
 * factor and the call carried no code (an e-mail or SMS user has just been sent one); undefined for any
 * other error.
 */
export function secondFactorRequired(error: unknown): SecondFactorRequired | undefined {
  if (!isApiError(error) || error.code !== ACCOUNT_SECURITY_ERRORS.secondFactorRequired) return undefined;
  const body = v.safeParse(SecondFactorRequiredSchema, error.body);
  return body.success ? body.output : undefined;
}
