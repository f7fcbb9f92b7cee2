import { readAppBuild, type AppBuild } from './app-package';
import { remoteIncompatibilities, shellIncompatibilities } from './checks';
import { contentHash } from './files';
import { contentVersion, publishBuild, type PublishResult } from './releases';
import { activateShell, currentShell } from './shell';
import { activate, readTenant } from './tenants';

export interface AutoReleaseResult extends PublishResult {
  /** True when the tenant (or the shell pointer) now runs this version because of this call. */
  activated: boolean;
  /** Why the release check kept a build that would otherwise have gone live from going live. */
  refused?: string[];
}

/**
 * What `npm start` does for each app: publish the current build as `<package version>-<8 hex of its
 * content>` (a no-op for a build already published) and make it live when nobody chose otherwise,
 * that is when the tenant has no version of it yet or runs the previous automatic one. A version a
 * release manager activated or rolled back to stays.
 */
export async function publishAndActivate(appDir: string, tenant: string, store: string): Promise<AutoReleaseResult> {
  return (await publishAndActivateAll([appDir], tenant, store))[0]!;
}

interface Candidate {
  build: AppBuild;
  published: PublishResult;
  /** The automatic rule would make it live. */
  wanted: boolean;
}

/**
 * `publishAndActivate` for a set of apps built together (`npm start`: the shell and every remote),
 * checked together: a new shell and new remotes from one checkout must fit each other, not the
 * builds they replace. The shell goes live only if it can host every remote version a tenant will
 * run; each remote only if it fits the shell that will run. A refused build is published but not
 * made live, and its reasons are answered.
 */
export async function publishAndActivateAll(appDirs: readonly string[], tenant: string, store: string): Promise<AutoReleaseResult[]> {
  const candidates: Candidate[] = [];
  for (const appDir of appDirs) {
    const build = await readAppBuild(appDir);
    const hash = await contentHash(build.distDir);
    const published = await publishBuild(build, store, hash, contentVersion(build.packageVersion, hash));
    candidates.push({ build, published, wanted: await wantsActivation(build, published.version, tenant, store) });
  }

  const shellCandidate = candidates.find((candidate) => candidate.build.kind === 'shell' && candidate.wanted);
  const remoteCandidates = candidates.filter((candidate) => candidate.build.kind === 'remote' && candidate.wanted);
  const refusals = new Map<Candidate, string[]>();
  /** The remotes that fit `shellVersion` (none to check without a shell), the others refused. */
  const remotesFitting = async (shellVersion: string | undefined) => {
    const fitting: Candidate[] = [];
    for (const candidate of remoteCandidates) {
      const reasons = await remoteIncompatibilities(store, candidate.published.id, candidate.published.version, shellVersion);
      if (reasons.length) refusals.set(candidate, reasons);
      else fitting.push(candidate);
    }
    return fitting;
  };

  let remotes = await remotesFitting(shellCandidate?.published.version);
  if (shellCandidate) {
    const pending = { tenant, versions: Object.fromEntries(remotes.map((candidate) => [candidate.published.id, candidate.published.version])) };
    const reasons = await shellIncompatibilities(store, shellCandidate.published.version, pending);
    if (reasons.length) {
      // The new shell stays out, so the remotes must fit the shell that keeps running.
      refusals.clear();
      refusals.set(shellCandidate, reasons);
      remotes = await remotesFitting(undefined);
    } else {
      // Checked together above; one at a time, each would be compared with the build it replaces.
      await activateShell(shellCandidate.published.version, store, { auto: true, checked: true });
    }
  }
  for (const candidate of remotes) await activate(tenant, candidate.published.id, candidate.published.version, store, { auto: true, checked: true, create: true });

  const live = new Set<Candidate>([...remotes, ...(shellCandidate && !refusals.has(shellCandidate) ? [shellCandidate] : [])]);
  return candidates.map((candidate) => ({ ...candidate.published, activated: live.has(candidate), ...(refusals.has(candidate) && { refused: refusals.get(candidate) }) }));
}

async function wantsActivation(build: AppBuild, version: string, tenant: string, store: string): Promise<boolean> {
  if (build.kind === 'shell') {
    const pointer = await currentShell(store);
    return !(pointer?.version === version || (pointer && !pointer.auto));
  }
  const current = (await readTenant(tenant, store))?.remotes[build.id];
  return !(current?.version === version || (current && !current.auto));
}
