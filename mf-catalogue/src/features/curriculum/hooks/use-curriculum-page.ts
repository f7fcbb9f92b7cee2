import { useEffect, useRef, useState } from 'react';
import { CURRICULUM_RELOAD_DELAY_MS } from '@portal/contracts/catalogue';
import { useClearCatalogue } from '../../../lib/api/catalogue';
import { useCurriculumCheck } from '../../../lib/learning/hooks/use-curriculum-check';
import { useItemAction } from '../../../lib/learning/hooks/use-item-action';
import { useRating } from '../../../lib/learning/hooks/use-rating';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { curriculumEntries, unmetPrerequisites } from '../domain/curriculum-entries';
import { childStatuses, needsUpdatingNotice, type ChildStatuses } from '../domain/updating';

/**
 * What the page last saw of each curriculum's children. Kept outside the page: the learner leaves it
 * to launch a child and comes back, and the change is noticed then.
 */
const seenChildren = new Map<string, ChildStatuses>();

/** For tests: forget what the pages saw. */
export function forgetSeenChildren(): void {
  seenChildren.clear();
}

/**
 * The curriculum page (spec 2 §2, §4): the curriculum, its entries, its lock state from the
 * curriculum check, and the UI states loading, submitting, rating and updating.
 */
export function useCurriculumPage(id: string | undefined, parentId: string | undefined) {
  const { index, isLoading } = useCatalogueIndex();
  // A new function each render: kept in a ref so that re-renders do not restart the reload timer.
  const clearCatalogue = useRef(useClearCatalogue());
  const action = useItemAction();
  const curriculum = id ? index?.byId.get(id) : undefined;
  const rating = useRating(curriculum);
  const inCurriculum = Boolean(parentId) || (curriculum?.TargetingMode === 'NotDirectlyTargeted' && curriculum.parents.length > 0);
  const check = useCurriculumCheck(curriculum?.Id, parentId ?? curriculum?.parents[0], Boolean(curriculum && inCurriculum));
  const entries = curriculum && index ? curriculumEntries(curriculum, index.byId) : [];
  // Its own prerequisites in the curriculum it is reached through (launch step 4), shown as a child page shows them.
  const ownPrerequisites = curriculum && index ? unmetPrerequisites(curriculum, parentId, index.byId) : undefined;
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!curriculum || !index) return;
    const now = childStatuses(curriculum, index.byId);
    const before = seenChildren.get(curriculum.Id);
    seenChildren.set(curriculum.Id, now);
    if (needsUpdatingNotice(before, now, index.byId)) setUpdating(true);
  }, [curriculum, index]);

  useEffect(() => {
    if (!updating) return;
    // The server recomputes the curriculum from the child's new status; then it is loaded again.
    const timer = setTimeout(() => {
      setUpdating(false);
      void clearCatalogue.current();
    }, CURRICULUM_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [updating]);

  const uiState = isLoading ? 'loading' : updating ? 'updating' : action.submitting ? 'submitting' : rating.busy ? 'rating' : 'ready';

  return {
    index,
    curriculum,
    entries,
    check,
    ownPrerequisites,
    /** A curriculum above it is locked, or its own prerequisites are unmet: no enrolment, no launch. */
    locked: check.isLocked || ownPrerequisites !== undefined,
    rating,
    uiState,
    enrol: () => (curriculum ? action.enrol(curriculum.Id) : Promise.resolve()),
    submitting: action.submitting,
  } as const;
}
