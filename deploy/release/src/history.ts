import * as v from 'valibot';

/** One change of what a tenant (or the shell pointer) runs; kept forever so a rollback knows where to go. */
export const HistoryEntrySchema = v.object({
  at: v.string(),
  id: v.string(),
  action: v.picklist(['activate', 'rollback', 'enable', 'disable', 'stage', 'promote', 'unstage']),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  /** Set when `publishAndActivate` made the change rather than a person. */
  auto: v.optional(v.boolean()),
  /** Set when `--force` activated a version the release check refused; `reasons` says what it found. */
  forced: v.optional(v.boolean()),
  reasons: v.optional(v.array(v.string())),
  /** The cohort of a `stage`. */
  cohort: v.optional(v.object({ users: v.array(v.string()), percent: v.number() })),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

/**
 * The version to roll back to: the one that was running before the current version was activated.
 * Rollback entries are skipped, so rolling back twice walks further back instead of toggling; a
 * promotion of a staged version counts as its activation.
 */
export function versionBefore(history: readonly HistoryEntry[], id: string, current: string): string | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    if (entry.id === id && (entry.action === 'activate' || entry.action === 'promote') && entry.to === current) return entry.from;
  }
  return null;
}
