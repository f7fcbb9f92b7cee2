/**
 * The username a single-sign-on payload names, read (not verified: the LMS verifies) so the portal
 * can ask for that user once the LMS has started the session, and name the SSO user if that fails.
 */
function decodeBase64(value: string): string | undefined {
  try {
    const standard = value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
    const padded = standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** hash: `sso` is base64 of a query string such as 'username=sso-user&timestamp=1767225600'. */
export function hashPayloadUsername(sso: string): string | undefined {
  const decoded = decodeBase64(sso);
  return (decoded && new URLSearchParams(decoded).get('username')) || undefined;
}

/** auth0: `token` is a JWT whose claim `field` (default 'upn') holds the username. */
export function tokenClaimUsername(token: string, field: string): string | undefined {
  const payload = token.split('.')[1];
  const decoded = payload && decodeBase64(payload);
  if (!decoded) return undefined;
  try {
    const claims: unknown = JSON.parse(decoded);
    const value = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' && value ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Query values arrive decoded as form data, where '+' means a space; base64 never has spaces, so a
 * space in `sso` was a '+' of an address that did not encode it.
 */
export function restoreBase64(value: string): string {
  return value.replace(/ /g, '+');
}
