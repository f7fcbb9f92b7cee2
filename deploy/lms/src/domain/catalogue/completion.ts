import type { Completion, CurriculumEntry } from '@portal/contracts/catalogue';

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
  const complete = required.every((entry) => countsAsComplete(completionOf(entry.ItemId), { mustPass: entry.CompletionMode === 'MustPass', passMark: passMarkOf(entry.ItemId) }));
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

/** Why a result reported by content is refused: an error code and the reason. */
export interface ResultRefusal {
  errorCode: string;
  message: string;
}

/**
 * Whether content may report a result (a statement's completion, an AICC lesson_status) for the user:
 * only for the attempt the user launched (the current one), on an item the launch check would let
 * them take now, that is enrolled (not awaiting approval), available, prerequisites met, not locked
 * after its due date (spec 2 §4). Null when the result may be recorded.
 */
export function resultRefusal(input: {
  launchStatus: string;
  attemptId: string | null | undefined;
  currentAttemptId: string | undefined;
  result?: Completion;
}): ResultRefusal | null {
  if (input.launchStatus === 'enrollmentRequired') return { errorCode: 'NotEnrolled', message: 'the item is not enrolled' };
  if (input.launchStatus !== 'launch') return { errorCode: 'ResultNotAllowed', message: `the item cannot be taken now (${input.launchStatus})` };
  // "Attempted" is what opening untracked content records (spec 2 §4): it completes nothing, and
  // such content (video, audio, files) has no attempt to name, so the launch rules alone decide.
  if (input.result === 'Attempted') return null;
  if (!input.attemptId || input.attemptId !== input.currentAttemptId) return { errorCode: 'AttemptNotLaunched', message: 'registration: not the attempt the user launched' };
  return null;
}

/** The completion a reported result sets: under MustPass only Passed completes, so "completed" counts as attempted (as POST …/status refuses it). */
export function resultCompletion(completion: Completion, completionMode: string | undefined): Completion {
  return completion === 'Completed' && completionMode === 'MustPass' ? 'Attempted' : completion;
}
