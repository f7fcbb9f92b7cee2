import type { CatalogueItem } from '@portal/contracts/catalogue';
import type { CurriculumNavigationState } from '../../../lib/learning/hooks/use-breadcrumb-trail';
import { paths } from '../../../paths';

/**
 * Where a catalogue result leads (spec 2 §2). An item reached only through its curriculum
 * (NotDirectlyTargeted, with a parent) opens that curriculum with the hidden searchedChildId, which
 * brings the child into view; everything else goes through the launch.
 */
export function cardLink(item: Pick<CatalogueItem, 'Id' | 'TargetingMode' | 'parents'>): { to: string; state?: CurriculumNavigationState } {
  const parent = item.parents[0];
  if (item.TargetingMode === 'NotDirectlyTargeted' && parent) return { to: paths.curriculum.href(parent), state: { searchedChildId: item.Id } };
  return { to: paths.launch.href(item.Id) };
}
