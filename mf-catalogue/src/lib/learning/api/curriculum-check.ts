import { queryOptions } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '@portal/api-client';
import { CurriculumCheckResponseSchema, cataloguePaths } from '@portal/contracts/catalogue';
import { queryKeys } from '@portal/query/keys';
import type { LearningContext } from '../learning-context';

/** The nested curriculum check as the launch and the curriculum page read it. */
export type CurriculumCheckOutcome = { kind: 'checked'; breadcrumb: ReadonlyArray<{ id: string; isLocked: boolean }> } | { kind: 'failed'; message?: string; route?: string };

/**
 * POST .../content/{id}/curriculumcheck {parentId, commerce} (decision 0004): the breadcrumb of
 * parent curricula with their lock state, or an error with a message and a route. A failed call is
 * a failure without a message (the caller shows its general error).
 */
export async function checkCurriculum(api: ApiClient, context: LearningContext, itemId: string, parentId: string | undefined, commerce: boolean): Promise<CurriculumCheckOutcome> {
  try {
    const answer = await api.post(
      cataloguePaths.curriculumCheck(context.scope, context.userId, itemId),
      { parentId: parentId ?? null, commerce },
      { schema: CurriculumCheckResponseSchema },
    );
    if (answer.error) return { kind: 'failed', message: answer.error.message, route: answer.error.route };
    return { kind: 'checked', breadcrumb: answer.breadcrumb };
  } catch (error) {
    if (isApiError(error)) return { kind: 'failed' };
    throw error;
  }
}

/**
 * The check as a query. Under the catalogue's key, so a change of the learner's learning (which
 * invalidates it) asks again.
 */
export function curriculumCheckQuery(
  api: ApiClient,
  context: LearningContext | undefined,
  itemId: string | undefined,
  parentId: string | undefined,
  commerce: boolean,
  enabled: boolean,
) {
  return queryOptions({
    queryKey: queryKeys.catalogue.curriculumCheck(context?.scope, context?.userId, itemId ?? '', parentId, commerce),
    queryFn: () => (context && itemId ? checkCurriculum(api, context, itemId, parentId, commerce) : Promise.reject(new Error('no item to check'))),
    enabled: Boolean(enabled && context && itemId),
  });
}
