import { incompatibilities, type CheckedBuild } from './compatibility';
import { readRemoteRelease, readShellRelease } from './releases';
import { currentShell } from './shell-pointer';
import { readRuntimeShared } from './runtime-shared';
import { ReleaseError, storePaths } from './store-layout';
import { knownTenants, readTenant } from './tenant-state';

/**
 * The release check: a remote runs inside the shell, so before a remote version goes live for a
 * tenant (or a shell version for everyone) the two builds' records must fit (`incompatibilities`).
 * `--force` overrides; the forced change is kept in the history with the reasons.
 */
export class IncompatibleReleaseError extends ReleaseError {
  override name = 'IncompatibleReleaseError';

  constructor(
    readonly subject: string,
    readonly reasons: string[],
    against = 'the shell it would run in',
  ) {
    super(
      `Refused: ${subject} is incompatible with ${against}:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}\nUse --force to activate it anyway (the history records it).`,
    );
  }
}

const remoteLabel = (id: string, version: string) => `${id} ${version}`;
const shellLabel = (version: string) => `shell ${version}`;

async function shellBuild(store: string, version: string): Promise<CheckedBuild> {
  const release = await readShellRelease(store, version);
  if (!release) throw new ReleaseError(`shell ${version} is not published`);
  return { label: shellLabel(version), builtAgainst: release.builtAgainst, runs: await readRuntimeShared(storePaths.shellVersion(store, version)) };
}

async function remoteBuild(store: string, id: string, version: string): Promise<CheckedBuild> {
  const release = await readRemoteRelease(store, id, version);
  if (!release) throw new ReleaseError(`${id} ${version} is not published`);
  return { label: remoteLabel(id, version), builtAgainst: release.builtAgainst, runs: await readRuntimeShared(storePaths.remoteVersion(store, id, version)) };
}

/** Why remote `id` at `version` cannot run in the shell every tenant gets (`shellVersion`, else the active one); none without a shell. */
export async function remoteIncompatibilities(store: string, id: string, version: string, shellVersion?: string): Promise<string[]> {
  const shell = shellVersion ?? (await currentShell(store))?.version;
  if (!shell) return [];
  return incompatibilities(await remoteBuild(store, id, version), await shellBuild(store, shell));
}

/** Versions about to be activated together with a shell (`publishAndActivateAll`), checked as if they were active. */
export interface PendingRemotes {
  tenant: string;
  versions: Record<string, string>;
}

/** Every remote version some user of some tenant runs (the tenant's, and a cohort's staged one). */
async function runningRemotes(store: string, pending?: PendingRemotes): Promise<Array<{ tenant: string; id: string; version: string }>> {
  const running: Array<{ tenant: string; id: string; version: string }> = [];
  const tenants = await knownTenants(store);
  if (pending && !tenants.includes(pending.tenant)) tenants.push(pending.tenant);
  for (const tenant of tenants) {
    const remotes = { ...(await readTenant(tenant, store))?.remotes };
    if (pending?.tenant === tenant) {
      for (const [id, version] of Object.entries(pending.versions)) remotes[id] = { ...remotes[id], version, enabled: remotes[id]?.enabled ?? true };
    }
    for (const [id, remote] of Object.entries(remotes)) {
      if (!remote.enabled) continue;
      running.push({ tenant, id, version: remote.version });
      if (remote.staged) running.push({ tenant, id, version: remote.staged.version });
    }
  }
  return running;
}

/** Why shell `version` cannot host every remote version a tenant runs, each reason naming the tenant. */
export async function shellIncompatibilities(store: string, version: string, pending?: PendingRemotes): Promise<string[]> {
  const shell = await shellBuild(store, version);
  const reasons: string[] = [];
  const checked = new Map<string, string[]>();
  for (const { tenant, id, version: remoteVersion } of await runningRemotes(store, pending)) {
    const key = `${id}@${remoteVersion}`;
    if (!checked.has(key)) checked.set(key, incompatibilities(await remoteBuild(store, id, remoteVersion).catch(() => ({ label: remoteLabel(id, remoteVersion) })), shell));
    reasons.push(...checked.get(key)!.map((reason) => `tenant ${tenant}: ${reason}`));
  }
  return reasons;
}
