import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where everything lives in a release store:
 *
 *   remotes/<remote-id>/<version>/…        an immutable copy of a remote's dist
 *   remotes/<remote-id>/<version>/.release.json   what was published (dotfile: never served)
 *   shell/<version>/…                      the shell builds, the same way
 *   shell.json                             the current shell version and its history
 *   tenants/<tenant>.json                  which remote versions a tenant runs
 *
 * Names become path segments, so each is checked here before it touches the file system.
 */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** A change read what it changes before it took the lock, and another command changed that meanwhile. */
export class ChangedMeanwhileError extends ReleaseError {
  override name = 'ChangedMeanwhileError';

  constructor(what: string) {
    super(`${what} was changed by another release command meanwhile; nothing was changed, check the status and try again`);
  }
}

/** A tenant without a file in the store: an error, never an empty portal (the gateway answers 404). */
export class UnknownTenantError extends ReleaseError {
  override name = 'UnknownTenantError';

  constructor(
    readonly tenant: string,
    known: readonly string[] = [],
  ) {
    super(`Unknown tenant "${tenant}"${known.length ? ` (known: ${known.join(', ')})` : ''}`);
  }
}

export const RELEASE_RECORD = '.release.json';

const NAME_RULES = {
  tenant: /^[a-z0-9][a-z0-9-]{0,62}$/,
  'remote id': /^[a-z][a-z0-9-]{0,62}$/,
  version: /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/,
} as const;

export function checkName(kind: keyof typeof NAME_RULES, value: string): string {
  if (!NAME_RULES[kind].test(value) || value.includes('..')) {
    throw new ReleaseError(`Invalid ${kind} "${value}"`);
  }
  return value;
}

/** RELEASES_DIR, else `<DATA_DIR or ~/.learner-portal/data>/releases` (beside the LMS's `pglite`). */
export function resolveStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASES_DIR) return env.RELEASES_DIR;
  return join(env.DATA_DIR || join(homedir(), '.learner-portal', 'data'), 'releases');
}

export const storePaths = {
  remotes: (store: string) => join(store, 'remotes'),
  remote: (store: string, id: string) => join(store, 'remotes', checkName('remote id', id)),
  remoteVersion: (store: string, id: string, version: string) => join(storePaths.remote(store, id), checkName('version', version)),
  shell: (store: string) => join(store, 'shell'),
  shellVersion: (store: string, version: string) => join(store, 'shell', checkName('version', version)),
  shellPointer: (store: string) => join(store, 'shell.json'),
  tenants: (store: string) => join(store, 'tenants'),
  tenant: (store: string, tenant: string) => join(store, 'tenants', `${checkName('tenant', tenant)}.json`),
};

/** The URL the gateway serves a remote's Module Federation manifest at. */
export function remoteEntryUrl(id: string, version: string): string {
  return `/remotes/${checkName('remote id', id)}/${checkName('version', version)}/mf-manifest.json`;
}
