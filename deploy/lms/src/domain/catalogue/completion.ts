import type { Completion, CurriculumEntry } from '@portal/contracts';

/** Completed, Passed or Failed count as complete; under MustPass with a pass mark only Passed does (spec 2 §4). */
export function countsAsComplete(completion: Completion, options: { mustPass?: boolean; passMark?: number | null } = {}): boolean {
  if (options.mustPass && options.passMark != null) return completion === 'Passed';
  return completion === 'Completed' || completion === 'Passed' || completion === 'Failed';
}

/** A prerequisite is met when it is Completed or Passed (spec 2 §4, launch step 4). */
export function meetsPrerequisite(completion: Completion): boolean {
  return completion === 'Completed' || completion === 'Passed';
}

/** An incoming value replaces the stored one, except that "attempted" never undoes a further state. */
export function mergeCompletion(current: Completion, incoming: Completion): Completion {
  if (incoming === 'Attempted' && current !== 'NotAttempted') return current;
  return incoming;
}

/**
 * A curriculum's completion, recomputed after a child changes: Completed when every required entry
 * (every entry when none is marked required) counts as complete, Attempted once any entry was
 * started, else NotAttempted.
 */
export function curriculumCompletion(
  entries: readonly CurriculumEntry[],
  completionOf: (itemId: string) => Completion,
  passMarkOf: (itemId: string) => number | null | undefined = () => undefined,
): Completion {
  if (entries.length === 0) return 'NotAttempted';
  const marked = entries.filter((entry) => entry.IsRequiredForCompletion);
  const required = marked.length > 0 ? marked : entries;
  const complete = required.every((entry) =>
    countsAsComplete(completionOf(entry.ItemId), { mustPass: entry.CompletionMode === 'MustPass', passMark: passMarkOf(entry.ItemId) }),
  );
  if (complete) return 'Completed';
  return entries.some((entry) => completionOf(entry.ItemId) !== 'NotAttempted') ? 'Attempted' : 'NotAttempted';
}

/** Completion a record-store verb leads to; experienced only marks the content as opened. */
export function completionFromVerb(verbId: string): Completion | null {
  const verb = verbId.split('/').pop()?.toLowerCase();
  switch (verb) {
    case 'completed':
      return 'Completed';
    case 'passed':
      return 'Passed';
    case 'failed':
      return 'Failed';
    case 'attempted':
      return 'Attempted';
    default:
      return null;
  }
}

/** AICC lesson_status (HACP allows the first letter alone) as a completion; undefined when unknown. */
export function completionFromLessonStatus(status: string): Completion | undefined {
  const map: Record<string, Completion> = { p: 'Passed', c: 'Completed', f: 'Failed', i: 'Attempted', b: 'Attempted', n: 'NotAttempted' };
  return map[status.trim().charAt(0).toLowerCase()];
}
