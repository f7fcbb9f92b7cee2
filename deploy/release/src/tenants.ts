import { promises as fs } from 'node:fs';
import * as v from 'valibot';
import { readJson, writeJson } from './files';
import { HistoryEntrySchema, versionBefore, type HistoryEntry } from './history';
import { readRemoteRelease } from './releases';
import { checkName, ReleaseError, storePaths } from './store-layout';

const TenantRemoteSchema = v.object({
  version: v.string(),
  enabled: v.boolean(),
  /** True while the version was chosen by `publishAndActivate`; a person's choice is never overridden. */
  auto: v.optional(v.boolean()),
});
export type TenantRemote = v.InferOutput<typeof TenantRemoteSchema>;

const TenantStateSchema = v.object({
  tenant: v.string(),
  remotes: v.record(v.string(), TenantRemoteSchema),
  history: v.array(HistoryEntrySchema),
});
export type TenantState = v.InferOutput<typeof TenantStateSchema>;

export async function readTenant(tenant: string, store: string): Promise<TenantState | undefined> {
  const file = storePaths.tenant(store, tenant);
  const raw = await readJson(file);
  if (raw === undefined) return undefined;
  const parsed = v.safeParse(TenantStateSchema, raw);
  if (!parsed.success) throw new ReleaseError(`${file}: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/** A tenant exists once something was activated for it. */
export async function knownTenants(store: string): Promise<string[]> {
  // No folder yet is no tenant yet; any other failure (permissions, I/O) is not an empty store.
  const names = await fs.readdir(storePaths.tenants(store)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export async function tenantStatus(tenant: string, store: string): Promise<TenantState> {
  const state = await readTenant(tenant, store);
  if (!state) throw new ReleaseError(`Unknown tenant "${tenant}"`);
  return state;
}

async function changeTenant(tenant: string, store: string, change: (state: TenantState) => HistoryEntry | undefined): Promise<TenantState> {
  const state = (await readTenant(tenant, store)) ?? { tenant, remotes: {}, history: [] };
  const entry = change(state);
  if (entry) state.history.push(entry);
  await writeJson(storePaths.tenant(store, tenant), state);
  return state;
}

function remoteOf(state: TenantState, id: string): TenantRemote {
  const remote = state.remotes[id];
  if (!remote) throw new ReleaseError(`Tenant "${state.tenant}" has no remote "${id}"`);
  return remote;
}

/** Points a tenant's remote at a published version (creating the tenant on first use). */
export async function activate(tenant: string, id: string, version: string, store: string, options: { auto?: boolean } = {}): Promise<TenantState> {
  checkName('tenant', tenant);
  if (!(await readRemoteRelease(store, id, version))) throw new ReleaseError(`${id} ${version} is not published`);
  return changeTenant(tenant, store, (state) => {
    const current = state.remotes[id];
    const auto = options.auto || undefined;
    state.remotes[id] = { version, enabled: current?.enabled ?? true, ...(auto && { auto }) };
    if (current?.version === version) return undefined;
    return { at: new Date().toISOString(), id, action: 'activate', from: current?.version ?? null, to: version, ...(auto && { auto }) };
  });
}

export async function setEnabled(tenant: string, id: string, enabled: boolean, store: string): Promise<TenantState> {
  return changeTenant(tenant, store, (state) => {
    const remote = remoteOf(state, id);
    if (remote.enabled === enabled) return undefined;
    remote.enabled = enabled;
    return { at: new Date().toISOString(), id, action: enabled ? 'enable' : 'disable', from: remote.version, to: remote.version };
  });
}

export const enable = (tenant: string, id: string, store: string) => setEnabled(tenant, id, true, store);
export const disable = (tenant: string, id: string, store: string) => setEnabled(tenant, id, false, store);

/** Back to the version that ran before the current one; no other remote of the tenant changes. */
export async function rollback(tenant: string, id: string, store: string): Promise<TenantState> {
  const state = await tenantStatus(tenant, store);
  const current = remoteOf(state, id).version;
  const previous = versionBefore(state.history, id, current);
  if (!previous) throw new ReleaseError(`Tenant "${tenant}" has no version of ${id} before ${current}`);
  return changeTenant(tenant, store, (latest) => {
    latest.remotes[id] = { version: previous, enabled: remoteOf(latest, id).enabled };
    return { at: new Date().toISOString(), id, action: 'rollback', from: current, to: previous };
  });
}
