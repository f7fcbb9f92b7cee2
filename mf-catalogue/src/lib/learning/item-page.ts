import type { CatalogueItem } from '@portal/contracts/catalogue';
import { paths } from '../../paths';

/**
 * The page an item is shown on ("the item page" of spec 2 §4): curricula, events and tasks have
 * their own pages, everything else the content landing page. `parentId` is the curriculum it was
 * reached from, if any.
 */
export function itemPagePath(item: Pick<CatalogueItem, 'Id' | 'type' | 'parents'>, parentId?: string | null): string {
  switch (item.type) {
    case 'Curriculum':
      return paths.curriculum.href(item.Id, parentId);
    case 'Event':
      return paths.event.href(item.Id, parentId);
    case 'Task':
      return paths.task.href(item.Id, parentId);
    case 'Session': {
      // A session lives on its event's page.
      const event = item.parents[0];
      return event ? paths.event.href(event) : paths.landingPage.href(item.Id, parentId);
    }
    default:
      return paths.landingPage.href(item.Id, parentId);
  }
}
