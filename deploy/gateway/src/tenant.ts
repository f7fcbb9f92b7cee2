/**
 * Which tenant a request is for: `?tenant=` when it names a known tenant, else the first label of
 * the host name when that is a known tenant (acme.portal.example → acme), else the default.
 */
export function resolveTenant(request: { tenant?: string; host?: string }, knownTenants: readonly string[], defaultTenant: string): string {
  const known = (name: string | undefined) => (name && knownTenants.includes(name) ? name : undefined);
  const firstLabel = request.host?.split(':')[0]?.split('.')[0]?.toLowerCase();
  return known(request.tenant) ?? known(firstLabel) ?? defaultTenant;
}
