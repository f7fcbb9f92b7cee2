import { useMutation } from '@tanstack/react-query';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import {
  ACCOUNT_SECURITY_ERRORS,
  reauthenticatePath,
  type Reauthenticate,
  ReauthenticateResponseSchema,
  type SecondFactorRequired,
  SecondFactorRequiredSchema,
} from '@portal/contracts/account';
import * as v from 'valibot';
import { currentScope } from '../scope';

export type ReauthenticateResult = { done: true } | { done: false; secondFactor: SecondFactorRequired };

/**
 * POST …/users/{userId}/reauthenticate {password, code?} (issue 10 step-up). A two-factor user sending
 * no code is answered SecondFactorRequired (an e-mail or SMS user has just been sent one): `done: false`.
 * Other refusals reject with the ApiError (PasswordIncorrect, InvalidCode, TooManyAttempts).
 */
export async function reauthenticate(api: ApiClient, scope: string, userId: string, input: Reauthenticate): Promise<ReauthenticateResult> {
  try {
    await api.post(reauthenticatePath(scope, userId), input, {
      schema: ReauthenticateResponseSchema,
    });
    return { done: true };
  } catch (error) {
    if (isApiError(error) && error.code === ACCOUNT_SECURITY_ERRORS.secondFactorRequired) {
      const body = v.safeParse(SecondFactorRequiredSchema, error.body);
      if (body.success) return { done: false, secondFactor: body.output };
    }
    throw error;
  }
}

/** Whether a refusal asks for a step-up first (403 ReauthenticationRequired). */
export function needsReauthentication(error: unknown): boolean {
  return isApiError(error) && error.code === ACCOUNT_SECURITY_ERRORS.reauthenticationRequired;
}

/** The step-up as a mutation: it changes no read of the portal, only what the session may do next. */
export function useReauthenticate() {
  const api = useApi();
  return useMutation({ mutationFn: ({ userId, input }: { userId: string; input: Reauthenticate }) => reauthenticate(api, currentScope(), userId, input) });
}
