import type { Category } from '@portal/contracts/catalogue';
import type { Database } from '../../../db';
import { type CatalogueItemOut, itemForUser, sessionForUser } from '../../../domain/catalogue/catalogue-build';
import type { ItemRecord } from '../../../domain/catalogue/definition';
import { LmsError } from '../../../lib/errors';
import { curriculaContaining, findItem, sessionsOfEvent } from '../../../repositories/catalogue';
import { ratingSummaries, userItemState, userRegistrations } from '../../../repositories/catalogue-user';

export type CatalogueBody = { Items: CatalogueItemOut[]; Categories: Category[] };

export async function itemOr404(db: Database, scope: string, id: string): Promise<ItemRecord> {
  const item = await findItem(db, scope, id);
  if (!item) throw new LmsError(404, 'ItemNotFound');
  return item;
}

/** One item as the user sees it in the catalogue, with the spec's enrolmentStatus and completion beside it. */
export async function itemView(db: Database, scope: string, item: ItemRecord, userId: string): Promise<CatalogueItemOut & { enrolmentStatus: string; completion: string }> {
  const [state, parents, ratings, sessions, registrations] = await Promise.all([
    userItemState(db, userId, item.id),
    curriculaContaining(db, scope, item.id),
    ratingSummaries(db, scope, item.id),
    item.type === 'Event' ? sessionsOfEvent(db, scope, item.id) : Promise.resolve([]),
    item.type === 'Event' ? userRegistrations(db, userId) : Promise.resolve(new Map<string, { enrolment: string; status: string | null }>()),
  ]);
  const rating = ratings.get(item.id);
  const view = itemForUser(item, state, {
    parents: parents.map((parent) => parent.id),
    ...(item.type === 'Event' ? { sessions: sessions.map((session) => sessionForUser(session, registrations.get(session.id))) } : {}),
    ...(rating ? { rating } : {}),
  });
  return { ...view, enrolmentStatus: view.Enrolment, completion: view.Completion };
}
