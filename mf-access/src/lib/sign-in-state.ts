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

/**
 * Router state the sign-in page hands the forgotten-password page when failed sign-ins send the user
 * there (spec 1 §4): the name they typed, and that failures brought them (the page says so).
 */
export interface ForgotPasswordState {
  username?: string;
  afterFailedSignIns?: boolean;
}

export function readForgotPasswordState(state: unknown): ForgotPasswordState {
  if (typeof state !== 'object' || state === null) return {};
  const { username, afterFailedSignIns } = state as Record<string, unknown>;
  return { ...(typeof username === 'string' ? { username } : {}), ...(afterFailedSignIns === true ? { afterFailedSignIns } : {}) };
}
