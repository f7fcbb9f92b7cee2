import { useLocation } from 'react-router-dom';

/** Hidden navigation parameters of the curriculum and landing pages (spec 2 §2). */
export interface CurriculumNavigationState {
  curriculumBreadcrumb?: string[];
  searchedChildId?: string;
  from?: string;
}

/**
 * The curricula above an item: the hidden curriculumBreadcrumb parameter when the learner came down
 * through the pages, else what the curriculum check answered, else the parent in the URL.
 */
export function useBreadcrumbTrail(parentId: string | undefined, checked: ReadonlyArray<{ id: string }>): string[] {
  const state = useLocation().state as CurriculumNavigationState | null;
  if (state?.curriculumBreadcrumb?.length) return state.curriculumBreadcrumb;
  if (checked.length > 0) return checked.map((crumb) => crumb.id);
  return parentId ? [parentId] : [];
}
