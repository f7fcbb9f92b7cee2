import { IncompatibleReleaseError, shellIncompatibilities } from './checks';
import { writeJson } from './files';
import { versionBefore, type HistoryEntry } from './history';
import { readShellRelease } from './releases';
import { currentShell, type ShellPointer } from './shell-pointer';
import { ChangedMeanwhileError, ReleaseError, storePaths } from './store-layout';
import { withStateLock } from './store-lock';

export { currentShell, type ShellPointer } from './shell-pointer';

/** Under shell.json's lock, like a tenant's change (tenants.ts): concurrent commands each apply, none is lost. */
async function pointShellAt(store: string, version: string, entry: (pointer: ShellPointer | undefined) => Omit<HistoryEntry, 'at' | 'id' | 'to'>, auto?: boolean) {
  const file = storePaths.shellPointer(store);
  return withStateLock(file, 'The shell pointer', async () => {
    const pointer = await currentShell(store);
    const history = pointer?.history ?? [];
    if (pointer?.version !== version) history.push({ at: new Date().toISOString(), id: 'shell', to: version, ...entry(pointer) });
    const next: ShellPointer = { version, ...(auto && { auto }), history };
    await writeJson(file, next);
    return next;
  });
}

/**
 * Points every tenant at shell `version`, once the release check finds that it can host every
 * remote version a tenant runs (cohorts' staged versions included); `force` overrides, recorded.
 */
export async function activateShell(version: string, store: string, options: { auto?: boolean; force?: boolean; checked?: boolean } = {}): Promise<ShellPointer> {
  if (!(await readShellRelease(store, version))) throw new ReleaseError(`shell ${version} is not published`);
  // checked: the caller checked this shell together with the remotes going live with it.
  const reasons = options.checked ? [] : await shellIncompatibilities(store, version);
  if (reasons.length && !options.force) throw new IncompatibleReleaseError(`shell ${version}`, reasons, 'the remotes the tenants run');
  const auto = options.auto || undefined;
  return pointShellAt(
    store,
    version,
    (pointer) => ({ action: 'activate', from: pointer?.version ?? null, ...(auto && { auto }), ...(reasons.length && { forced: true, reasons }) }),
    auto,
  );
}

export async function rollbackShell(store: string): Promise<ShellPointer> {
  const pointer = await currentShell(store);
  if (!pointer) throw new ReleaseError('No shell is active');
  const previous = versionBefore(pointer.history, 'shell', pointer.version);
  if (!previous) throw new ReleaseError(`No shell version before ${pointer.version}`);
  return pointShellAt(store, previous, (latest) => {
    // Another command changed the shell since it was read: the version before is another one now.
    if (latest?.version !== pointer.version) throw new ChangedMeanwhileError('The shell');
    return { action: 'rollback', from: pointer.version };
  });
}
