import type { Completion, Enrolment } from '@portal/contracts/catalogue';
import type { Database } from '../db';
import { curriculumCompletion, mergeCompletion, resultRefusal, type ResultRefusal } from '../domain/catalogue/completion';
import type { ItemRecord } from '../domain/catalogue/definition';
import { decideLaunchCheck } from '../domain/catalogue/launch';
import { isEntryLocked } from '../domain/catalogue/prerequisites';
import { bumpUserStamp, curriculaContaining, findItems } from './catalogue';
import { issueCertificatesForCompletion } from './certificates';
import { PREMIUM_CONTENT_UNPAID, unpaidPremiumSku } from './commerce';
import { completionsOf, latestAttempt, setCompletion, userItemState } from './catalogue-user';

/* Completion changes and what follows from them: parent curricula recomputed, the user's catalogue stamp moved. */

export interface ItemKey {
  userId: string;
  scope: string;
  itemId: string;
}

/** Spec 2 §4: Completed and Passed complete an item (a curriculum only Completed); they award its certificates. */
const AWARDING: readonly Completion[] = ['Completed', 'Passed'];

/** Stores a completion and, when the item newly became complete, issues the certificates it awards. */
async function storeCompletion(db: Database, key: ItemKey, previous: Completion, completion: Completion, now: Date): Promise<void> {
  await setCompletion(db, key, completion, now);
  if (AWARDING.includes(completion) && !AWARDING.includes(previous)) await issueCertificatesForCompletion(db, key, now);
}

/** How deep curricula may nest before the walk stops (data with a cycle would never end). */
const MAX_NESTING = 10;

/** Recomputes the curricula above an item after its completion changed, walking up while something changes. */
export async function recomputeCurricula(db: Database, key: ItemKey, now = new Date()): Promise<void> {
  let changed = [key.itemId];
  for (let depth = 0; depth < MAX_NESTING && changed.length > 0; depth++) {
    const next: string[] = [];
    for (const itemId of changed) {
      for (const curriculum of await curriculaContaining(db, key.scope, itemId)) {
        const entries = curriculum.definition.Entries ?? [];
        const ids = entries.map((entry) => entry.ItemId);
        const [completions, children] = await Promise.all([completionsOf(db, key.userId, [...ids, curriculum.id]), findItems(db, key.scope, ids)]);
        const passMarks = new Map(children.map((child) => [child.id, child.definition.PassMark]));
        const computed = curriculumCompletion(
          entries,
          (id) => completions.get(id) ?? 'NotAttempted',
          (id) => passMarks.get(id),
        );
        const previous = completions.get(curriculum.id) ?? 'NotAttempted';
        if (computed !== previous) {
          await storeCompletion(db, { ...key, itemId: curriculum.id }, previous, computed, now);
          next.push(curriculum.id);
        }
      }
    }
    changed = next;
  }
}

/**
 * Records a completion the user (or their content) reports: "attempted" never undoes a further state.
 * Answers the completion stored afterwards.
 */
export async function recordCompletion(db: Database, key: ItemKey, incoming: Completion, now = new Date()): Promise<Completion> {
  return db.transaction().execute(async (trx) => {
    const current = ((await userItemState(trx, key.userId, key.itemId)).completion?.completion ?? 'NotAttempted') as Completion;
    const next = mergeCompletion(current, incoming);
    if (next !== current) {
      await storeCompletion(trx, key, current, next, now);
      await recomputeCurricula(trx, key, now);
    }
    await bumpUserStamp(trx, key.userId);
    return next;
  });
}

/** Replaces the completion outright (cancelling a completion, a new attempt). */
export async function replaceCompletion(db: Database, key: ItemKey, completion: Completion, now = new Date()): Promise<void> {
  const previous = ((await userItemState(db, key.userId, key.itemId)).completion?.completion ?? 'NotAttempted') as Completion;
  await storeCompletion(db, key, previous, completion, now);
  await recomputeCurricula(db, key, now);
  await bumpUserStamp(db, key.userId);
}

/** Met when the item is in no curriculum, or when at least one curriculum holding it does not lock it (spec 2 §4, launch step 4). */
export async function prerequisitesMet(db: Database, key: ItemKey): Promise<boolean> {
  const curricula = await curriculaContaining(db, key.scope, key.itemId);
  if (curricula.length === 0) return true;
  const entries = curricula.flatMap((c) => (c.definition.Entries ?? []).filter((entry) => entry.ItemId === key.itemId));
  const completions = await completionsOf(
    db,
    key.userId,
    entries.flatMap((entry) => entry.PrerequisiteIDs ?? []),
  );
  return entries.some((entry) => !isEntryLocked(entry, (id) => completions.get(id) ?? 'NotAttempted'));
}

/**
 * Why a result the item's content reports for the user is refused, or null: the launch check's rules
 * (enrolment, availability, prerequisites, due-date lock) applied now, and the attempt must be the
 * user's current attempt at the item, which only a launch (or a new attempt) creates.
 */
export async function reportedResultRefusal(
  db: Database,
  key: ItemKey,
  item: ItemRecord,
  attemptId: string | null | undefined,
  now = new Date(),
  result?: Completion,
): Promise<ResultRefusal | null> {
  const state = await userItemState(db, key.userId, key.itemId);
  const launch = decideLaunchCheck({
    definition: item.definition,
    enrolment: (state.enrolment?.enrolment ?? 'NotEnrolled') as Enrolment,
    completion: (state.completion?.completion ?? 'NotAttempted') as Completion,
    dueDate: state.enrolment?.dueDate ?? (item.definition.DueDate ? new Date(item.definition.DueDate) : null),
    prerequisitesMet: await prerequisitesMet(db, key),
    attempts: 0,
    launchMode: 'continue',
    now,
  });
  // Launch step 7: an unpaid premium item's content reports nothing either.
  if (launch.status === 'launch' && (await unpaidPremiumSku(db, key.scope, key.userId, item)))
    return { errorCode: PREMIUM_CONTENT_UNPAID, message: 'premium content: buy it first' };
  const current = await latestAttempt(db, key.userId, key.itemId);
  return resultRefusal({ launchStatus: launch.status, attemptId, currentAttemptId: current?.id, result });
}
