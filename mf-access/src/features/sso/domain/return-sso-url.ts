/** Spec 1 §2 identity provider: back to the other site's return_sso_url with `sso` and `sig` added. */
export function returnSsoUrl(returnUrl: string, data: string, hash: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('sso', data);
  url.searchParams.set('sig', hash);
  return url.toString();
}
