import { SsoConnectionSchema, safeParse, type SsoConnection } from '@portal/contracts';
import { SESSION_STORAGE_KEYS } from '@portal/session';

/**
 * Spec 1 §3: the single-sign-on bypass flag and the chosen SSO tenant connection live in session
 * storage, so they last for this tab only.
 */
export function setSsoBypass(): void {
  sessionStorage.setItem(SESSION_STORAGE_KEYS.ssoBypass, 'true');
}

export function isSsoBypassed(): boolean {
  return sessionStorage.getItem(SESSION_STORAGE_KEYS.ssoBypass) === 'true';
}

export function rememberSsoConnection(connection: SsoConnection): void {
  sessionStorage.setItem(SESSION_STORAGE_KEYS.ssoConnection, JSON.stringify(connection));
}

/** The connection chosen on the sign-in page, if any (a value that no longer parses is ignored). */
export function chosenSsoConnection(): SsoConnection | undefined {
  const raw = sessionStorage.getItem(SESSION_STORAGE_KEYS.ssoConnection);
  if (!raw) return undefined;
  try {
    const parsed = safeParse(SsoConnectionSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
