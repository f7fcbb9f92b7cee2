import { useQuery } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { featureEnabled, useSession } from '@portal/session';
import { curriculumCheckQuery, type CurriculumCheckOutcome } from '../api/curriculum-check';
import { useLearningContext } from '../learning-context';

/**
 * The nested curriculum check of an item reached through `parentId` (spec 2 §7): its breadcrumb of
 * parent curricula and whether one is locked. Under the 'catalogue' key, so clearing the catalogue
 * after a change asks again.
 */
export function useCurriculumCheck(itemId: string | undefined, parentId: string | undefined, enabled: boolean) {
  const api = useApi();
  const context = useLearningContext();
  const commerce = useSession((state) => featureEnabled(state.settings, 'commerce'));
  const query = useQuery(curriculumCheckQuery(api, context, itemId, parentId, commerce, enabled));
  const outcome: CurriculumCheckOutcome | undefined = query.data;
  return {
    outcome,
    breadcrumb: outcome?.kind === 'checked' ? outcome.breadcrumb : [],
    /** A parent curriculum is locked: actions are disabled (spec 2 §6, §8 CurriculumLocking.Failure). */
    isLocked: outcome?.kind === 'checked' && outcome.breadcrumb.some((crumb) => crumb.isLocked),
  };
}
