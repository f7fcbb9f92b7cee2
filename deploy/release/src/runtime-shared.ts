import { join } from 'node:path';
import * as v from 'valibot';
import { readJson, readText } from './files';

/**
 * What a build's own federation files say about the shared singletons, beside what its
 * portal-build.json records: the files are what runs, so the release check reads them too (a build
 * whose portal-build.json says React 18 while its remoteEntry.js asks for React 19 is refused).
 *
 * - mf-manifest.json (written by the federation plugin): each shared module's version and the
 *   range it requires;
 * - remoteEntry.js: the ranges the remote's code asks the share scope for (its "consumes").
 */
export type SharedSource = 'portal-build.json' | 'mf-manifest.json' | 'remoteEntry.js';

export interface RuntimeShared {
  /** Shared module → range → the files that ask for it. */
  requires: Record<string, Record<string, SharedSource[]>>;
  /** Shared module → the versions the build's mf-manifest.json says it provides. */
  provides: Record<string, string[]>;
}

const MfManifestSharedSchema = v.object({
  shared: v.optional(v.array(v.object({ name: v.string(), version: v.optional(v.string()), requiredVersion: v.optional(v.unknown()) })), []),
});

/** A consume in webpack's federation runtime: `{…,requiredVersion:"^18.3.1",…,shareKey:"react"}` (minified or not). */
const CONSUME = /requiredVersion\s*:\s*"([^"]+)"[^{}]*?shareKey\s*:\s*"([^"]+)"/g;

function add(into: RuntimeShared['requires'], name: string, range: string, source: SharedSource): void {
  const ranges = (into[name] ??= {});
  const sources = (ranges[range] ??= []);
  if (!sources.includes(source)) sources.push(source);
}

/** Reads a published build's folder; a file that is missing or unreadable as expected says nothing. */
export async function readRuntimeShared(dir: string): Promise<RuntimeShared> {
  const runtime: RuntimeShared = { requires: {}, provides: {} };
  const manifest = v.safeParse(MfManifestSharedSchema, await readJson(join(dir, 'mf-manifest.json')).catch(() => undefined));
  if (manifest.success) {
    for (const { name, version, requiredVersion } of manifest.output.shared) {
      if (typeof requiredVersion === 'string') add(runtime.requires, name, requiredVersion, 'mf-manifest.json');
      if (version) (runtime.provides[name] ??= []).push(version);
    }
  }
  const entry = await readText(join(dir, 'remoteEntry.js')).catch(() => undefined);
  for (const [, range, name] of entry?.matchAll(CONSUME) ?? []) add(runtime.requires, name!, range!, 'remoteEntry.js');
  return runtime;
}
