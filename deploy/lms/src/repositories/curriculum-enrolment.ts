import type { Enrolment } from '@portal/contracts/catalogue';
import type { Database } from '../db';
import type { ItemRecord } from '../domain/catalogue/definition';
import { decideItemEnrol } from '../domain/catalogue/enrolment';
import { findItems } from './catalogue';
import { setEnrolment, userItemState } from './catalogue-user';

/** How deep curricula may nest before enrolling their children stops (data with a cycle would never end). */
const MAX_NESTING = 10;

/**
 * Enrolling in a curriculum enrols its children, nested curricula's too, wherever the child's own
 * mode enrols at once (Optional, RequiredWithNoApproval); children that need an approval, allow no
 * self-enrolment, or are events (enrolled per session) keep their own enrolment, which their page asks for.
 */
export async function enrolCurriculumChildren(db: Database, scope: string, userId: string, curriculum: ItemRecord): Promise<void> {
  const seen = new Set([curriculum.id]);
  let level = [curriculum];
  for (let depth = 0; depth < MAX_NESTING && level.length > 0; depth++) {
    const ids = [...new Set(level.flatMap((c) => (c.definition.Entries ?? []).map((entry) => entry.ItemId)))].filter((id) => !seen.has(id));
    ids.forEach((id) => seen.add(id));
    const children = await findItems(db, scope, ids);
    const next: ItemRecord[] = [];
    for (const child of children) {
      if (child.type === 'Event') continue;
      const current = ((await userItemState(db, userId, child.id)).enrolment?.enrolment ?? 'NotEnrolled') as Enrolment;
      if (decideItemEnrol(child.definition.EnrolmentMode, current).enrolment === 'Enrolled') await setEnrolment(db, { userId, scope, itemId: child.id }, 'Enrolled');
      if (child.type === 'Curriculum') next.push(child);
    }
    level = next;
  }
}
