import * as v from 'valibot';

/** One change of what a tenant (or the shell pointer) runs; kept forever so a rollback knows where to go. */
export const HistoryEntrySchema = v.object({
  at: v.string(),
  id: v.string(),
  action: v.picklist(['activate', 'rollback', 'enable', 'disable']),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  /** Set when `publishAndActivate` made the change rather than a person. */
  auto: v.optional(v.boolean()),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

/**
 * The version to roll back to: the one that was running before the current version was activated.
 * Rollback entries are skipped, so rolling back twice walks further back instead of toggling.
 */
export function versionBefore(history: readonly HistoryEntry[], id: string, current: string): string | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    if (entry.id === id && entry.action === 'activate' && entry.to === current) return entry.from;
  }
  return null;
}
