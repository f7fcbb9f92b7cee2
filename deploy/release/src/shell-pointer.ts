import * as v from 'valibot';
import { readJson } from './files';
import { HistoryEntrySchema } from './history';
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
