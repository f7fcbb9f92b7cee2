/**
 * The few ways the access pages leave the single-page app (another site, a hard reload). Written
 * once so tests can replace them: jsdom cannot navigate away.
 */
export const browser = {
  /** Opens another site (an identity provider, an external registration page). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** A hard reload into a portal route (hash routing), so the shell starts again from scratch. */
  reloadAt(path: string): void {
    window.location.hash = path;
    window.location.reload();
  },
};

/** Only http(s) addresses may be opened: configuration and other sites must not run script here. */
export function isWebAddress(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
