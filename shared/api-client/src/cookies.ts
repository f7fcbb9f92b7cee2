/**
 * Value of one cookie, or undefined. The portal reads 'exp' (session expiry, epoch seconds)
 * and 'uid' (marks an authenticated user); the session cookie itself is httpOnly.
 */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
