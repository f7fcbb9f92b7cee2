import * as v from 'valibot';
import { readJson, writeJson } from './files';
import { HistoryEntrySchema, versionBefore, type HistoryEntry } from './history';
import { readShellRelease } from './releases';
import { ReleaseError, storePaths } from './store-layout';

/** shell.json: the one shell version every tenant gets, with the same history rules as a tenant's remotes. */
const ShellPointerSchema = v.object({
  version: v.string(),
  auto: v.optional(v.boolean()),
  history: v.array(HistoryEntrySchema),
});
export type ShellPointer = v.InferOutput<typeof ShellPointerSchema>;

export async function currentShell(store: string): Promise<ShellPointer | undefined> {
  const file = storePaths.shellPointer(store);
  const raw = await readJson(file);
  if (raw === undefined) return undefined;
  const parsed = v.safeParse(ShellPointerSchema, raw);
  if (!parsed.success) throw new ReleaseError(`${file}: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

async function pointShellAt(store: string, version: string, entry: Omit<HistoryEntry, 'at' | 'id' | 'to'>, auto?: boolean) {
  const pointer = await currentShell(store);
  const history = pointer?.history ?? [];
  if (pointer?.version !== version) history.push({ at: new Date().toISOString(), id: 'shell', to: version, ...entry });
  const next: ShellPointer = { version, ...(auto && { auto }), history };
  await writeJson(storePaths.shellPointer(store), next);
  return next;
}

export async function activateShell(version: string, store: string, options: { auto?: boolean } = {}): Promise<ShellPointer> {
  if (!(await readShellRelease(store, version))) throw new ReleaseError(`shell ${version} is not published`);
  const from = (await currentShell(store))?.version ?? null;
  const auto = options.auto || undefined;
  return pointShellAt(store, version, { action: 'activate', from, ...(auto && { auto }) }, auto);
}

export async function rollbackShell(store: string): Promise<ShellPointer> {
  const pointer = await currentShell(store);
  if (!pointer) throw new ReleaseError('No shell is active');
  const previous = versionBefore(pointer.history, 'shell', pointer.version);
  if (!previous) throw new ReleaseError(`No shell version before ${pointer.version}`);
  return pointShellAt(store, previous, { action: 'rollback', from: pointer.version });
}
