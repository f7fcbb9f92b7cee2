import { join } from 'node:path';
import * as v from 'valibot';
import { BuildRecordSchema, type BuiltAgainst } from './compatibility';
import { exists, readJson } from './files';
import { checkName, ReleaseError } from './store-layout';

/**
 * What the release tooling reads from an app folder: its package.json (name, version and the
 * `portal` field) and its dist/. A remote declares `"portal": { "id", "mounts", "federationName"? }`;
 * the shell has no `portal.id` (or says `"kind": "shell"`) and has dist/index.html.
 * The federation name defaults to the `name` in dist/mf-manifest.json, which webpack writes from
 * the same config that names the container, so the two cannot disagree.
 */
const PortalFieldSchema = v.object({
  kind: v.optional(v.picklist(['remote', 'shell'])),
  id: v.optional(v.string()),
  federationName: v.optional(v.string()),
  mounts: v.optional(v.array(v.string()), []),
});
const AppPackageSchema = v.object({
  name: v.string(),
  version: v.string(),
  portal: v.optional(PortalFieldSchema),
});
const MfManifestSchema = v.object({ name: v.string() });

export type AppBuild =
  | { kind: 'shell'; packageName: string; packageVersion: string; distDir: string; builtAgainst?: BuiltAgainst }
  | {
      kind: 'remote';
      id: string;
      packageName: string;
      packageVersion: string;
      federationName: string;
      mounts: string[];
      distDir: string;
      builtAgainst?: BuiltAgainst;
    };

/** The build's dist/portal-build.json (see @portal/build); a build without one is published without a record, which activation refuses unless forced. */
async function readBuiltAgainst(distDir: string): Promise<BuiltAgainst | undefined> {
  const raw = await readJson(join(distDir, 'portal-build.json'));
  if (raw === undefined) return undefined;
  const parsed = v.safeParse(BuildRecordSchema, raw);
  if (!parsed.success) throw new ReleaseError(`${distDir}/portal-build.json: ${v.summarize(parsed.issues)}`);
  return parsed.output.builtAgainst;
}

export async function readAppBuild(appDir: string): Promise<AppBuild> {
  const parsed = v.safeParse(AppPackageSchema, await readJson(join(appDir, 'package.json')));
  if (!parsed.success) throw new ReleaseError(`${appDir}/package.json: ${v.summarize(parsed.issues)}`);
  const { name: packageName, version: packageVersion, portal } = parsed.output;
  const distDir = join(appDir, 'dist');
  const kind = portal?.kind ?? (portal?.id ? 'remote' : 'shell');
  const builtAgainst = await readBuiltAgainst(distDir);

  if (kind === 'shell') {
    if (!(await exists(join(distDir, 'index.html')))) {
      throw new ReleaseError(`${distDir}/index.html is missing: build ${packageName} first`);
    }
    return { kind, packageName, packageVersion, distDir, builtAgainst };
  }
  if (!portal?.id) throw new ReleaseError(`${appDir}/package.json: a remote needs "portal": { "id" }`);
  const mfManifest = v.safeParse(MfManifestSchema, await readJson(join(distDir, 'mf-manifest.json')));
  if (!mfManifest.success) {
    throw new ReleaseError(`${distDir}/mf-manifest.json is missing or unreadable: build ${packageName} first`);
  }
  const federationName = portal.federationName ?? mfManifest.output.name;
  // The shell registers the remote under this name, and Module Federation needs an identifier.
  if (!/^[a-z_][a-z0-9_]*$/.test(federationName)) {
    throw new ReleaseError(`${packageName}: federation name "${federationName}" must be lower-case letters, digits and _`);
  }
  return {
    kind,
    id: checkName('remote id', portal.id),
    packageName,
    packageVersion,
    federationName,
    mounts: portal.mounts,
    distDir,
    builtAgainst,
  };
}
