import { randomBytes } from 'node:crypto';
import { IncompatibleReleaseError, remoteIncompatibilities } from './checks';
import { writeJson } from './files';
import { versionBefore, type HistoryEntry } from './history';
import { readRemoteRelease } from './releases';
import { ChangedMeanwhileError, checkName, ReleaseError, storePaths, UnknownTenantError } from './store-layout';
import { withStateLock } from './store-lock';
import { knownTenants, readTenant, type TenantRemote, type TenantState } from './tenant-state';

export { knownTenants, readTenant, type TenantRemote, type TenantState } from './tenant-state';

/** Says which tenants there are, so a typo ("demoo") is seen as one. */
async function unknownTenant(tenant: string, store: string): Promise<UnknownTenantError> {
  return new UnknownTenantError(tenant, await knownTenants(store).catch(() => []));
}

export async function tenantStatus(tenant: string, store: string): Promise<TenantState> {
  const state = await readTenant(tenant, store);
  if (!state) throw await unknownTenant(tenant, store);
  return state;
}

/**
 * One change of a tenant's state: read, change and write under the tenant's lock, so concurrent
 * commands each apply (one after another, each on the state the one before wrote) or fail with a
 * message; none is lost. A tenant that does not exist is refused unless `create` says to make it.
 */
async function changeTenant(
  tenant: string,
  store: string,
  change: (state: TenantState) => HistoryEntry | undefined,
  { create = false }: { create?: boolean } = {},
): Promise<TenantState> {
  const file = storePaths.tenant(store, tenant);
  return withStateLock(file, `Tenant "${tenant}"`, async () => {
    const existing = await readTenant(tenant, store);
    if (!existing && !create) throw await unknownTenant(tenant, store);
    const state = existing ?? { tenant, remotes: {}, history: [] };
    const entry = change(state);
    if (entry) state.history.push(entry);
    await writeJson(file, state);
    return state;
  });
}

function remoteOf(state: TenantState, id: string): TenantRemote {
  const remote = state.remotes[id];
  if (!remote) throw new ReleaseError(`Tenant "${state.tenant}" has no remote "${id}"`);
  return remote;
}

export interface ActivateOptions {
  /** Set by `publishAndActivate`: the version was chosen automatically, not by a person. */
  auto?: boolean;
  /** Activate even when the release check refuses; the history records it with the reasons. */
  force?: boolean;
  /** The caller checked this change together with others (`publishAndActivateAll`): no check of its own. */
  checked?: boolean;
  /** Make the tenant when it does not exist yet (`--create`); without it an unknown tenant is refused, so a typo makes none. */
  create?: boolean;
}

/** The release check for one remote version; throws when it refuses and nobody forced it, else answers what a forced change records. */
async function checkRemote(id: string, version: string, store: string, { force, checked }: ActivateOptions): Promise<Pick<HistoryEntry, 'forced' | 'reasons'>> {
  if (!(await readRemoteRelease(store, id, version))) throw new ReleaseError(`${id} ${version} is not published`);
  if (checked) return {};
  const reasons = await remoteIncompatibilities(store, id, version);
  if (!reasons.length) return {};
  if (!force) throw new IncompatibleReleaseError(`${id} ${version}`, reasons);
  return { forced: true, reasons };
}

/**
 * Points a tenant's remote at a published version (a new tenant only with `create`), once the
 * release check finds it fits the running shell. A version staged for a cohort is dropped: the
 * whole tenant now runs the version chosen.
 */
export async function activate(tenant: string, id: string, version: string, store: string, options: ActivateOptions = {}): Promise<TenantState> {
  checkName('tenant', tenant);
  if (!options.create && !(await readTenant(tenant, store))) throw await unknownTenant(tenant, store);
  const forced = await checkRemote(id, version, store, options);
  return changeTenant(
    tenant,
    store,
    (state) => {
      const current = state.remotes[id];
      const auto = options.auto || undefined;
      state.remotes[id] = { version, enabled: current?.enabled ?? true, ...(auto && { auto }) };
      if (current?.version === version && !current.staged) return undefined;
      return { at: new Date().toISOString(), id, action: 'activate', from: current?.version ?? null, to: version, ...(auto && { auto }), ...forced };
    },
    { create: options.create },
  );
}

export interface Cohort {
  /** User ids (the LMS's, as in the `uid` cookie) who get the staged version. */
  users?: string[];
  /** This share of the tenant's signed-in users (0–100) gets it too, the same users on every load. */
  percent?: number;
}

/**
 * Stages `version` of a tenant's remote for a cohort: those users get it on their next page load,
 * everyone else keeps the tenant's version. Staging again replaces the cohort (raising the
 * percentage keeps everyone already in); `promote` gives it to the whole tenant, `rollback` ends it.
 */
export async function stage(tenant: string, id: string, version: string, cohort: Cohort, store: string, options: { force?: boolean } = {}): Promise<TenantState> {
  const users = [...new Set(cohort.users ?? [])];
  const percent = cohort.percent ?? 0;
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new ReleaseError(`A cohort's percentage is 0 to 100, not ${cohort.percent}`);
  if (!users.length && percent === 0) throw new ReleaseError('A cohort needs users (--users) or a percentage (--percent)');
  const state = await tenantStatus(tenant, store);
  const remote = remoteOf(state, id);
  if (remote.version === version) throw new ReleaseError(`Tenant "${tenant}" already runs ${id} ${version}`);
  const forced = await checkRemote(id, version, store, { force: options.force });
  return changeTenant(tenant, store, (latest) => {
    const current = remoteOf(latest, id);
    // The same version keeps its seed, so a raised percentage only adds users.
    const seed = current.staged?.version === version ? current.staged.seed : randomBytes(8).toString('hex');
    current.staged = { version, users, percent, seed, at: new Date().toISOString() };
    return { at: current.staged.at, id, action: 'stage', from: current.version, to: version, cohort: { users, percent }, ...forced };
  });
}

/** The staged version becomes the whole tenant's; one command, no new check (it passed when staged, or was forced). */
export async function promote(tenant: string, id: string, store: string): Promise<TenantState> {
  const state = await tenantStatus(tenant, store);
  const staged = remoteOf(state, id).staged;
  if (!staged) throw new ReleaseError(`Tenant "${tenant}" has no staged version of ${id}`);
  return changeTenant(tenant, store, (latest) => {
    const current = remoteOf(latest, id);
    if (current.staged?.version !== staged.version) throw new ChangedMeanwhileError(`Tenant "${tenant}"'s ${id}`);
    latest.remotes[id] = { version: staged.version, enabled: current.enabled };
    return { at: new Date().toISOString(), id, action: 'promote', from: current.version, to: staged.version };
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

/**
 * Back to the version that ran before the current one; no other remote of the tenant changes. With a
 * staged version, rollback ends the stage instead: its cohort returns to the tenant's version.
 */
export async function rollback(tenant: string, id: string, store: string, options: { force?: boolean } = {}): Promise<TenantState> {
  const state = await tenantStatus(tenant, store);
  const staged = remoteOf(state, id).staged;
  if (staged) {
    return changeTenant(tenant, store, (latest) => {
      const current = remoteOf(latest, id);
      if (current.staged?.version !== staged.version) throw new ChangedMeanwhileError(`Tenant "${tenant}"'s ${id}`);
      delete current.staged;
      return { at: new Date().toISOString(), id, action: 'unstage', from: staged.version, to: current.version };
    });
  }
  const current = remoteOf(state, id).version;
  const previous = versionBefore(state.history, id, current);
  if (!previous) throw new ReleaseError(`Tenant "${tenant}" has no version of ${id} before ${current}`);
  // The version before may predate the running shell (a shell upgraded since): checked like an activation.
  const forced = await checkRemote(id, previous, store, { force: options.force });
  return changeTenant(tenant, store, (latest) => {
    const now = remoteOf(latest, id);
    // Another command activated or staged meanwhile: "back one version" would mean another one now.
    if (now.version !== current || now.staged) throw new ChangedMeanwhileError(`Tenant "${tenant}"'s ${id}`);
    latest.remotes[id] = { version: previous, enabled: now.enabled };
    return { at: new Date().toISOString(), id, action: 'rollback', from: current, to: previous, ...forced };
  });
}
