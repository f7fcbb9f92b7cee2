import { promises as fs } from 'node:fs';
import * as v from 'valibot';
import { readJson } from './files';
import { HistoryEntrySchema } from './history';
import { ReleaseError, storePaths } from './store-layout';

/** tenants/<tenant>.json: which version of each remote a tenant runs, and every change to it. */
/**
 * A staged release: the cohort is the listed user ids plus `percent` of all the tenant's users, chosen
 * by a hash of the remote, the stage's `seed` and the user id, so a user stays in (or out) on every
 * load and raising the percentage only adds users.
 */
const StagedSchema = v.object({
  version: v.string(),
  users: v.array(v.string()),
  percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  seed: v.string(),
  at: v.string(),
});
export type Staged = v.InferOutput<typeof StagedSchema>;

const TenantRemoteSchema = v.object({
  version: v.string(),
  enabled: v.boolean(),
  /** True while the version was chosen by `publishAndActivate`; a person's choice is never overridden. */
  auto: v.optional(v.boolean()),
  /** A version staged for a cohort of the tenant's users, who get it instead of `version` (see `stage`). */
  staged: v.optional(StagedSchema),
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
