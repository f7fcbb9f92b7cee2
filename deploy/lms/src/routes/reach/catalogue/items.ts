import {
  type Completion,
  CompletionRequestSchema,
  CurriculumCheckRequestSchema,
  type CurriculumCheckResponse,
  type Enrolment,
  EnrolRequestSchema,
  type EnrolResponse,
  LaunchRequestSchema,
  type LaunchResponse,
  RatingRequestSchema,
  type RatingResponse,
} from '@portal/contracts/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db';
import type { UserRow } from '../../../db/schema';
import type { ItemRecord } from '../../../domain/catalogue/definition';
import { decideItemCancel, decideItemEnrol } from '../../../domain/catalogue/enrolment';
import { decideLaunchCheck, launchQuerystring, newAttemptRefusal } from '../../../domain/catalogue/launch';
import { curriculumBreadcrumb, isEntryLocked, prerequisiteStatuses } from '../../../domain/catalogue/prerequisites';
import { ratingRefusal } from '../../../domain/catalogue/rating';
import { LmsError, parseInput } from '../../../lib/errors';
import { requestEnrolmentApproval, withdrawEnrolmentApproval } from '../../../repositories/approvals';
import { bumpCatalogueVersion, bumpUserStamp, catalogueSettings, curriculaContaining } from '../../../repositories/catalogue';
import { enrolCurriculumChildren } from '../../../repositories/curriculum-enrolment';
import { recordCompletion, replaceCompletion } from '../../../repositories/catalogue-progress';
import { requirePaid, unpaidPremiumSku } from '../../../repositories/commerce';
import {
  attemptCount,
  completionsOf,
  createAttempt,
  latestAttempt,
  markStarted,
  registerInterest,
  saveRating,
  setEnrolment,
  userItemState,
} from '../../../repositories/catalogue-user';
import { COMPLETE_FOR_OTHERS, ownerActedFor, ownUserById, ownUserByName, READ_FOR_OTHERS } from './access';
import { itemOr404, itemView } from './item-view';

type ItemParams = { scope: string; userId: string; id: string };

/** Completions a learner reports for themselves; results (Passed, Failed) come from the content's statements. */
const SELF_COMPLETIONS: readonly Completion[] = ['Attempted', 'Completed'];
/** What an instructor may record for a learner. */
const INSTRUCTOR_COMPLETIONS: readonly Completion[] = ['Attempted', 'Completed', 'Passed', 'Failed', 'Attended', 'NotAttended'];
/** Their completion is not set directly: curricula are computed, events follow attendance, tasks their approval. */
const NOT_DIRECTLY_COMPLETED = new Set(['Curriculum', 'Event', 'Task']);

/** The user's enrolment; RequiredWithNoApproval items (not events) are enrolled silently on first use (spec 2 §4 step 5). */
async function enrolmentForUse(db: Database, scope: string, item: ItemRecord, userId: string): Promise<Enrolment> {
  const current = ((await userItemState(db, userId, item.id)).enrolment?.enrolment ?? 'NotEnrolled') as Enrolment;
  if (current === 'NotEnrolled' && item.definition.EnrolmentMode === 'RequiredWithNoApproval' && item.type !== 'Event') {
    await setEnrolment(db, { userId, scope, itemId: item.id }, 'Enrolled');
    await bumpUserStamp(db, userId);
    return 'Enrolled';
  }
  return current;
}

/** Met when the item is in no curriculum, or when at least one curriculum holding it does not lock it. */
async function prerequisitesMet(db: Database, scope: string, itemId: string, userId: string): Promise<boolean> {
  const curricula = await curriculaContaining(db, scope, itemId);
  if (curricula.length === 0) return true;
  const entries = curricula.flatMap((c) => (c.definition.Entries ?? []).filter((entry) => entry.ItemId === itemId));
  const completions = await completionsOf(
    db,
    userId,
    entries.flatMap((entry) => entry.PrerequisiteIDs ?? []),
  );
  return entries.some((entry) => !isEntryLocked(entry, (id) => completions.get(id) ?? 'NotAttempted'));
}

function currentCompletion(state: Awaited<ReturnType<typeof userItemState>>): Completion {
  return (state.completion?.completion ?? 'NotAttempted') as Completion;
}

const itemRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const guard = { preValidation: fastify.requireSession };
  const content = '/api/v4/users/:userId/content/:id';

  /** GET .../content/{id}?actingAs= : the item for its owner; others only through a relationship to them (acting-for.ts). */
  fastify.get<{ Params: ItemParams; Querystring: { actingAs?: string } }>(content, guard, async (request) => {
    const { owner } = await ownerActedFor(request, request.params.userId, request.query.actingAs, READ_FOR_OTHERS, request.params.id);
    return itemView(db, request.tenant!, await itemOr404(db, request.tenant!, request.params.id), owner.id);
  });

  /** The launch check (spec 2 §4, §7): records the attempt and answers status, querystring, trackingMode, attemptId. */
  fastify.post<{ Params: ItemParams }>(`${content}/launch`, guard, async (request): Promise<LaunchResponse> => {
    const { launchMode } = parseInput(LaunchRequestSchema, request.body);
    const user = await ownUserById(request, request.params.userId);
    const scope = request.tenant!;
    const item = await itemOr404(db, scope, request.params.id);
    const key = { userId: user.id, scope, itemId: item.id };
    const enrolment = await enrolmentForUse(db, scope, item, user.id);
    const state = await userItemState(db, user.id, item.id);
    const completion = currentCompletion(state);
    const check = decideLaunchCheck({
      definition: item.definition,
      enrolment,
      completion,
      dueDate: state.enrolment?.dueDate ?? (item.definition.DueDate ? new Date(item.definition.DueDate) : null),
      prerequisitesMet: await prerequisitesMet(db, scope, item.id, user.id),
      attempts: await attemptCount(db, user.id, item.id),
      launchMode,
      now: new Date(),
    });
    if (check.status !== 'launch') return check;
    // Launch step 7 (spec 2 §4): premium content needs an invoice.
    if (await unpaidPremiumSku(db, scope, user.id, item)) return { status: 'premiumContentUnpaid' };

    const attempt = await db.transaction().execute(async (trx) => {
      const latest = await latestAttempt(trx, user.id, item.id);
      if (launchMode === 'newAttempt' && latest) {
        const created = await createAttempt(trx, key, completion);
        await replaceCompletion(trx, key, 'Attempted');
        return created;
      }
      const chosen = latest ?? (await createAttempt(trx, key, null));
      await markStarted(trx, key);
      await bumpUserStamp(trx, user.id);
      return chosen;
    });
    return {
      status: 'launch',
      querystring: launchQuerystring(item.definition.LaunchPath),
      trackingMode: item.definition.TrackingMode ?? null,
      attemptId: attempt.id,
    };
  });

  /** Enrol ('Enrolled') or cancel ('Unenrolled' with a reason) an item (spec 2 §4). */
  fastify.post<{ Params: ItemParams }>(`${content}/enrollment`, guard, async (request): Promise<EnrolResponse> => {
    const input = parseInput(EnrolRequestSchema, request.body);
    const user = await ownUserById(request, request.params.userId);
    const scope = request.tenant!;
    const item = await itemOr404(db, scope, request.params.id);
    return db.transaction().execute(async (trx) => {
      const current = ((await userItemState(trx, user.id, item.id)).enrolment?.enrolment ?? 'NotEnrolled') as Enrolment;
      const decision = input.status === 'Enrolled' ? decideItemEnrol(item.definition.EnrolmentMode, current) : decideItemCancel(item.definition.EnrolmentMode, current);
      if (decision.enrolment) {
        await setEnrolment(trx, { userId: user.id, scope, itemId: item.id }, decision.enrolment, input.status === 'Unenrolled' ? input.reason : null);
        if (decision.enrolment === 'Enrolled' && item.type === 'Curriculum') await enrolCurriculumChildren(trx, scope, user.id, item);
        await bumpUserStamp(trx, user.id);
        // The learner's approver decides an enrolment waiting for approval; withdrawing cancels the request.
        if (decision.enrolment === 'PendingAdminApproval') await requestEnrolmentApproval(trx, { user, objectId: item.id, objectType: item.type });
        else if (decision.enrolment === 'NotEnrolled') await withdrawEnrolmentApproval(trx, scope, user.id, item.id);
      }
      return { status: decision.result };
    });
  });

  /** Register interest in an event (spec 2 §1). */
  fastify.post<{ Params: ItemParams }>(`${content}/registerinterest`, guard, async (request) => {
    const user = await ownUserById(request, request.params.userId);
    const item = await itemOr404(db, request.tenant!, request.params.id);
    if (item.type !== 'Event') throw new LmsError(409, 'NotAnEvent');
    await registerInterest(db, { userId: user.id, scope: request.tenant!, itemId: item.id });
    return { status: 'Registered' };
  });

  async function completionTarget(request: { tenant: string | null; params: ItemParams; query: { actingAs?: string } } & Parameters<typeof ownerActedFor>[0]) {
    // An instructor acts only for an attendee of a session they run, and only on that session's event.
    const { owner, actor } = await ownerActedFor(request, request.params.userId, request.query.actingAs, COMPLETE_FOR_OTHERS, request.params.id);
    const item = await itemOr404(db, request.tenant!, request.params.id);
    if (NOT_DIRECTLY_COMPLETED.has(item.type)) throw new LmsError(409, 'CompletionNotAllowed', `${item.type} completion is not set directly`);
    return { owner, actor, item, key: { userId: owner.id, scope: request.tenant!, itemId: item.id } };
  }

  /** POST .../content/{id}/status?actingAs= : the learner (or an instructor for them) records a completion. */
  fastify.post<{ Params: ItemParams; Querystring: { actingAs?: string } }>(`${content}/status`, guard, async (request) => {
    const { Completion: incoming } = parseInput(CompletionRequestSchema, request.body);
    const { owner, actor, item, key } = await completionTarget(request);
    const allowed = owner.id === actor.id ? SELF_COMPLETIONS : INSTRUCTOR_COMPLETIONS;
    if (!allowed.includes(incoming)) throw new LmsError(403, 'CompletionNotAllowed', `Completion: ${incoming} is not allowed`);
    if (owner.id === actor.id && incoming === 'Completed' && item.definition.CompletionMode === 'MustPass') {
      throw new LmsError(403, 'CompletionNotAllowed', 'Completion: this item must be passed');
    }
    await requirePaid(db, key.scope, owner.id, item);
    if ((await enrolmentForUse(db, key.scope, item, owner.id)) !== 'Enrolled') throw new LmsError(403, 'NotEnrolled');
    return { Completion: await recordCompletion(db, key, incoming) };
  });

  /** DELETE .../content/{id}/status?actingAs= : cancels a completion; back to Attempted once opened, else NotAttempted. */
  fastify.delete<{ Params: ItemParams; Querystring: { actingAs?: string } }>(`${content}/status`, guard, async (request) => {
    const { key } = await completionTarget(request);
    const state = await userItemState(db, key.userId, key.itemId);
    const completion: Completion = state.completion?.startedOn ? 'Attempted' : 'NotAttempted';
    await db.transaction().execute((trx) => replaceCompletion(trx, key, completion));
    return { Completion: completion };
  });

  /** New attempt (spec 2 §7): refused with MaxAllowedAttemptsExceeded once the limit is reached. */
  fastify.post<{ Params: ItemParams; Querystring: { platform?: string } }>(`${content}/attempts/trigger`, guard, async (request) => {
    const user = await ownUserById(request, request.params.userId);
    const scope = request.tenant!;
    const item = await itemOr404(db, scope, request.params.id);
    const key = { userId: user.id, scope, itemId: item.id };
    if ((await enrolmentForUse(db, scope, item, user.id)) !== 'Enrolled') return { status: 'enrollmentRequired' };
    return db.transaction().execute(async (trx) => {
      const refusal = newAttemptRefusal(item.definition, await attemptCount(trx, user.id, item.id));
      if (refusal) return { status: refusal };
      const attempt = await createAttempt(trx, key, currentCompletion(await userItemState(trx, user.id, item.id)));
      await replaceCompletion(trx, key, 'Attempted');
      return { status: 'Success', attemptId: attempt.id };
    });
  });

  /**
   * Nested curriculum check: the breadcrumb of parent curricula with their lock state, and (additive)
   * the item's prerequisites in the parent, each Complete, Needed or Blocked.
   */
  fastify.post<{ Params: ItemParams }>(`${content}/curriculumcheck`, guard, async (request): Promise<CurriculumCheckResponse & Record<string, unknown>> => {
    const input = parseInput(CurriculumCheckRequestSchema, request.body);
    const user = await ownUserById(request, request.params.userId);
    const scope = request.tenant!;
    const item = await itemOr404(db, scope, request.params.id);
    const curricula = await db.selectFrom('catalogue_items').select(['id', 'definition']).where('scope', '=', scope).where('type', '=', 'Curriculum').execute();
    const entriesById = new Map(curricula.map((c) => [c.id, c.definition.Entries ?? []]));
    const parents = new Map<string, string[]>();
    for (const [id, entries] of entriesById) for (const entry of entries) parents.set(entry.ItemId, [...(parents.get(entry.ItemId) ?? []), id]);
    const involved = [...new Set([...entriesById.values()].flat().flatMap((entry) => [entry.ItemId, ...(entry.PrerequisiteIDs ?? [])]))];
    const completions = await completionsOf(db, user.id, involved);
    const completionOf = (id: string): Completion => completions.get(id) ?? 'NotAttempted';
    const result = curriculumBreadcrumb({ entriesOf: (id) => entriesById.get(id), parentsOf: (id) => parents.get(id) ?? [], completionOf }, item.id, input.parentId);
    if ('error' in result) return { breadcrumb: [], error: result.error };
    const parentId = result.breadcrumb.at(-1)?.id;
    const parentEntries = parentId ? (entriesById.get(parentId) ?? []) : [];
    const entry = parentEntries.find((e) => e.ItemId === item.id);
    return {
      breadcrumb: result.breadcrumb,
      ...(entry
        ? {
            prerequisites: prerequisiteStatuses(entry, parentEntries, completionOf),
            RequiredPrereqCount: entry.RequiredPrereqCount ?? (entry.PrerequisiteIDs ?? []).length,
            isLocked: (result.breadcrumb.at(-1)?.isLocked ?? false) || isEntryLocked(entry, completionOf),
          }
        : {}),
    };
  });

  /** POST /reach/{scope}/api/v3/users/{username}/entryrating: only with ratings on and the item attempted (spec 2 §5). */
  fastify.post<{ Params: { scope: string; username: string } }>('/api/v3/users/:username/entryrating', guard, async (request): Promise<RatingResponse> => {
    const input = parseInput(RatingRequestSchema, request.body);
    const user: UserRow = await ownUserByName(request, request.params.username);
    const scope = request.tenant!;
    const item = await itemOr404(db, scope, input.EntryId);
    const refusal = ratingRefusal({ ratingsEnabled: (await catalogueSettings(db, scope)).enableRatings, completion: currentCompletion(await userItemState(db, user.id, item.id)) });
    if (refusal) throw new LmsError(refusal === 'RatingsDisabled' ? 403 : 409, refusal);
    return db.transaction().execute(async (trx) => {
      const summary = await saveRating(trx, { userId: user.id, scope, itemId: item.id }, input.Rating);
      await bumpCatalogueVersion(trx, scope);
      await bumpUserStamp(trx, user.id);
      return summary;
    });
  });
};

export default itemRoutes;
