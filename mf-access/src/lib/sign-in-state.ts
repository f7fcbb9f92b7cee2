/**
 * Router state another page hands the sign-in page: `authError`, a single-sign-on failure to show
 * there (spec 1 §4: the user is logged out and sent to sign-in with the server's message).
 */
export interface SignInState {
  authError?: string;
}

export function readSignInState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null || !('authError' in state)) return {};
  const { authError } = state as { authError: unknown };
  return typeof authError === 'string' && authError ? { authError } : {};
}
