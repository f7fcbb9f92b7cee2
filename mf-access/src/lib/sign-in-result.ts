import type { SignInResult } from '@portal/contracts';

const STARTED: readonly (string | null | undefined)[] = [undefined, null, '', 'Success', 'Requires2FASetup'] satisfies readonly (SignInResult | '' | null | undefined)[];

/**
 * Spec 1 §4: the token issue results that mean the LMS started a session. An empty result is
 * success; 'Success' and 'Requires2FASetup' both continue to load config and profile. Forms
 * sign-in, single sign-on and the signed-token page all decide with this.
 */
export function isSessionStarted(result: string | null | undefined): boolean {
  return STARTED.includes(result);
}
