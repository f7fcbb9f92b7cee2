import semver from 'semver';
import * as v from 'valibot';
import type { RuntimeShared, SharedSource } from './runtime-shared';

/**
 * What a build was built against (dist/portal-build.json, written by @portal/build): every shared
 * singleton with the version installed for it and the range it requires, and the version of the
 * RemoteApp contract (@portal/remote-contract). Kept in the release record at publish.
 */
export const BuiltAgainstSchema = v.object({
  shared: v.record(v.string(), v.object({ version: v.optional(v.string()), requiredVersion: v.optional(v.string()) })),
  remoteContract: v.optional(v.string()),
  /** Event names: the remote's uses, the shell's PortalEvents. */
  events: v.optional(v.array(v.string())),
  /** Widget slots and their versions: those the remote fills or hosts, the shell's WIDGET_SLOTS. */
  slots: v.optional(v.record(v.string(), v.number())),
});
export type BuiltAgainst = v.InferOutput<typeof BuiltAgainstSchema>;

export const BuildRecordSchema = v.object({
  recordVersion: v.literal(1),
  kind: v.picklist(['remote', 'shell']),
  federationName: v.string(),
  builtAgainst: BuiltAgainstSchema,
});

/** A build as the check sees it: a name to say in messages, its record (absent for builds published before the record existed), and what its federation files say (./runtime-shared). */
export interface CheckedBuild {
  label: string;
  builtAgainst?: BuiltAgainst;
  runs?: RuntimeShared;
}

/**
 * Every range the remote asks for, per shared module: its record's, and those its federation files
 * ask for (what runs); each with the files that ask for it.
 */
function requiredRanges(builtAgainst: BuiltAgainst, runs: RuntimeShared | undefined): Map<string, Map<string, SharedSource[]>> {
  const required = new Map<string, Map<string, SharedSource[]>>();
  const add = (name: string, range: string, sources: SharedSource[]) => {
    const ranges = required.get(name) ?? new Map<string, SharedSource[]>();
    ranges.set(range, [...new Set([...(ranges.get(range) ?? []), ...sources])]);
    required.set(name, ranges);
  };
  for (const [name, { requiredVersion }] of Object.entries(builtAgainst.shared)) if (requiredVersion) add(name, requiredVersion, ['portal-build.json']);
  for (const [name, ranges] of Object.entries(runs?.requires ?? {})) for (const [range, sources] of Object.entries(ranges)) add(name, range, sources);
  return new Map([...required].sort(([a], [b]) => a.localeCompare(b)));
}

/** The versions the shell provides of a shared module: what its mf-manifest.json says (what runs), else its record's. */
function providedVersions(builtAgainst: BuiltAgainst, runs: RuntimeShared | undefined, name: string): string[] {
  const running = runs?.provides[name];
  if (running?.length) return [...new Set(running)];
  const recorded = builtAgainst.shared[name]?.version;
  return recorded ? [recorded] : [];
}

/** Where a range comes from, when it is not (only) the record's: the record may not say what runs. */
function whereAsked(sources: SharedSource[], recorded: string | undefined): string {
  if (sources.includes('portal-build.json')) return '';
  return ` (its ${sources.join(' and ')}; portal-build.json says ${recorded ?? 'nothing'})`;
}

/**
 * Whether `version` satisfies the npm range `range` (semver, as npm and Module Federation read
 * ranges; a pre-release is outside a range of releases: 19.0.0-rc is not ^18). Undefined for a
 * version or range that is not semver, which the check reports rather than guesses.
 */
export function satisfies(version: string, range: string): boolean | undefined {
  if (!semver.valid(version) || semver.validRange(range) === null) return undefined;
  return semver.satisfies(version, range);
}

/**
 * Why `remote` cannot run inside `shell`, one sentence per reason; empty when it can. Every shared
 * singleton the remote requires (by its record or by its federation files) must be provided by the
 * shell (as its federation files say, else its record) at a version within the remote's range (the
 * remote brings no copy of its own, or a second copy of React or a store would break it), the
 * shell's RemoteApp contract must be one the remote was written for (same major, not older), and
 * every event name and widget slot (at its version) the remote uses must be one the shell knows:
 * the names cross deployments as plain strings, so a rename would otherwise fail silently.
 */
export function incompatibilities(remote: CheckedBuild, shell: CheckedBuild): string[] {
  if (!remote.builtAgainst) return [`${remote.label} has no record of what it was built against (published before release checks); rebuild and publish it`];
  if (!shell.builtAgainst) return [`${shell.label} has no record of what it provides (published before release checks); rebuild and publish the shell`];
  const reasons: string[] = [];
  for (const [name, ranges] of requiredRanges(remote.builtAgainst, remote.runs)) {
    const versions = providedVersions(shell.builtAgainst, shell.runs, name);
    for (const [range, sources] of ranges) {
      const asked = `${remote.label} needs ${name} ${range}${whereAsked(sources, remote.builtAgainst.shared[name]?.requiredVersion)}`;
      if (!versions.length) {
        reasons.push(`${asked}, which ${shell.label} does not share`);
        continue;
      }
      for (const version of versions) {
        const fits = satisfies(version, range);
        if (fits === undefined) reasons.push(`${asked}, a range the release check cannot read (${shell.label} provides ${version})`);
        else if (!fits) reasons.push(`${asked}; ${shell.label} provides ${version}`);
      }
    }
  }
  const wanted = remote.builtAgainst.remoteContract;
  const offered = shell.builtAgainst.remoteContract;
  if (wanted && (!offered || !satisfies(offered, `^${wanted}`))) {
    reasons.push(`${remote.label} was built against RemoteApp contract ${wanted}; ${shell.label} provides ${offered ?? 'none'}`);
  }
  const knownEvents = shell.builtAgainst.events;
  if (knownEvents) {
    for (const event of remote.builtAgainst.events ?? []) {
      if (!knownEvents.includes(event)) reasons.push(`${remote.label} uses the event ${event}, which ${shell.label} does not know`);
    }
  }
  const knownSlots = shell.builtAgainst.slots;
  if (knownSlots) {
    for (const [slot, version] of Object.entries(remote.builtAgainst.slots ?? {})) {
      const offered = knownSlots[slot];
      if (offered === undefined) reasons.push(`${remote.label} uses the widget slot ${slot}, which ${shell.label} does not list`);
      else if (offered !== version) reasons.push(`${remote.label} uses the widget slot ${slot} version ${version}; ${shell.label} lists version ${offered}`);
    }
  }
  return reasons;
}
