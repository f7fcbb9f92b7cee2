import { readAppBuild } from './app-package';
import { contentHash } from './files';
import { contentVersion, publishBuild, type PublishResult } from './releases';
import { activateShell, currentShell } from './shell';
import { activate, readTenant } from './tenants';

export interface AutoReleaseResult extends PublishResult {
  /** True when the tenant (or the shell pointer) now runs this version because of this call. */
  activated: boolean;
}

/**
 * What `npm start` does for each app: publish the current build as `<package version>-<8 hex of its
 * content>` (a no-op for a build already published) and make it live when nobody chose otherwise,
 * that is when the tenant has no version of it yet or runs the previous automatic one. A version a
 * release manager activated or rolled back to stays.
 */
export async function publishAndActivate(appDir: string, tenant: string, store: string): Promise<AutoReleaseResult> {
  const build = await readAppBuild(appDir);
  const hash = await contentHash(build.distDir);
  const published = await publishBuild(build, store, hash, contentVersion(build.packageVersion, hash));

  if (build.kind === 'shell') {
    const pointer = await currentShell(store);
    if (pointer?.version === published.version || (pointer && !pointer.auto)) return { ...published, activated: false };
    await activateShell(published.version, store, { auto: true });
    return { ...published, activated: true };
  }
  const current = (await readTenant(tenant, store))?.remotes[build.id];
  if (current?.version === published.version || (current && !current.auto)) return { ...published, activated: false };
  await activate(tenant, build.id, published.version, store, { auto: true });
  return { ...published, activated: true };
}
