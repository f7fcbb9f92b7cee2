import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { readAppBuild, type AppBuild } from './app-package';
import { BuiltAgainstSchema } from './compatibility';
import { contentHash, copyRelease, exists, readJson } from './files';
import { checkName, RELEASE_RECORD, ReleaseError, storePaths } from './store-layout';

/** What was published, kept beside the files of each version. */
const RemoteReleaseSchema = v.object({
  kind: v.literal('remote'),
  id: v.string(),
  packageName: v.string(),
  version: v.string(),
  federationName: v.string(),
  mounts: v.array(v.string()),
  contentHash: v.string(),
  publishedAt: v.string(),
  /** What it was built against; absent for builds published before release checks. */
  builtAgainst: v.optional(BuiltAgainstSchema),
});
export type RemoteRelease = v.InferOutput<typeof RemoteReleaseSchema>;
const ShellReleaseSchema = v.object({
  kind: v.literal('shell'),
  packageName: v.string(),
  version: v.string(),
  contentHash: v.string(),
  publishedAt: v.string(),
  /** What it provides to remotes; absent for builds published before release checks. */
  builtAgainst: v.optional(BuiltAgainstSchema),
});
export type ShellRelease = v.InferOutput<typeof ShellReleaseSchema>;

export interface PublishResult {
  kind: AppBuild['kind'];
  /** The remote id, or 'shell'. */
  id: string;
  version: string;
  /** Where the files are in the store. */
  dir: string;
  /** False when this exact build was already published under this version. */
  created: boolean;
}

/** `1.0.0-<8 hex>`: the package version plus the build's content, so every new build gets its own path. */
export function contentVersion(packageVersion: string, hash: string): string {
  return `${packageVersion}-${hash.slice(0, 8)}`;
}

/**
 * Copies an app's dist/ into the store under its version. A version is immutable: publishing it
 * again with the same content does nothing; with different content it is refused.
 */
export async function publish(appDir: string, store: string, options: { version?: string } = {}): Promise<PublishResult> {
  const build = await readAppBuild(appDir);
  return publishBuild(build, store, await contentHash(build.distDir), options.version ?? build.packageVersion);
}

export async function publishBuild(build: AppBuild, store: string, hash: string, version: string): Promise<PublishResult> {
  checkName('version', version);
  const id = build.kind === 'remote' ? build.id : 'shell';
  const dir = build.kind === 'remote' ? storePaths.remoteVersion(store, build.id, version) : storePaths.shellVersion(store, version);
  const publishedAt = new Date().toISOString();
  const builtAgainst = build.builtAgainst && { builtAgainst: build.builtAgainst };
  const record: RemoteRelease | ShellRelease =
    build.kind === 'remote'
      ? {
          kind: 'remote',
          id: build.id,
          packageName: build.packageName,
          version,
          federationName: build.federationName,
          mounts: build.mounts,
          contentHash: hash,
          publishedAt,
          ...builtAgainst,
        }
      : { kind: 'shell', packageName: build.packageName, version, contentHash: hash, publishedAt, ...builtAgainst };

  const result = { kind: build.kind, id, version, dir };
  if (await sameContentPublished(dir, hash, id, version)) return { ...result, created: false };
  await fs.mkdir(join(dir, '..'), { recursive: true });
  try {
    await copyRelease(build.distDir, dir, record);
  } catch (error) {
    // Another publish of the same version won the rename: accept it only if it is the same build.
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await sameContentPublished(dir, hash, id, version))) {
      return { ...result, created: false };
    }
    throw error;
  }
  return { ...result, created: true };
}

async function sameContentPublished(dir: string, hash: string, id: string, version: string): Promise<boolean> {
  if (!(await exists(dir))) return false;
  const existing = (await readJson(join(dir, RELEASE_RECORD))) as { contentHash?: unknown } | undefined;
  if (existing?.contentHash === hash) return true;
  throw new ReleaseError(`${id} ${version} is already published with different content; publish it under a new version`);
}

export async function readRemoteRelease(store: string, id: string, version: string): Promise<RemoteRelease | undefined> {
  const raw = await readJson(join(storePaths.remoteVersion(store, id, version), RELEASE_RECORD));
  return raw === undefined ? undefined : v.parse(RemoteReleaseSchema, raw);
}

export async function readShellRelease(store: string, version: string): Promise<ShellRelease | undefined> {
  const raw = await readJson(join(storePaths.shellVersion(store, version), RELEASE_RECORD));
  return raw === undefined ? undefined : v.parse(ShellReleaseSchema, raw);
}

/** Published versions of a remote (or of the shell, id 'shell'), oldest first. */
export async function listReleases(id: string, store: string): Promise<Array<RemoteRelease | ShellRelease>> {
  const parent = id === 'shell' ? storePaths.shell(store) : storePaths.remote(store, id);
  const names = await fs.readdir(parent).catch(() => [] as string[]);
  const releases = await Promise.all(
    names.filter((name) => !name.startsWith('.')).map((name) => (id === 'shell' ? readShellRelease(store, name) : readRemoteRelease(store, id, name)).catch(() => undefined)),
  );
  return releases.filter((release): release is RemoteRelease | ShellRelease => release !== undefined).sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}
