import type { CatalogueItemSchema, Completion, Enrolment, SessionSchema } from '@portal/contracts/catalogue';
import type * as v from 'valibot';
import type { ItemRecord, SessionRecord } from './definition';
import { availableSeats } from './enrolment';

/** What the LMS sends: the contract's input shape, so fields at their defaults may be left out. */
export type CatalogueItemOut = v.InferInput<typeof CatalogueItemSchema>;
export type SessionOut = v.InferInput<typeof SessionSchema>;

export interface UserItemState {
  enrolment?: { enrolment: string; mandatory: boolean; dueDate: Date | null };
  completion?: { completion: string; startedOn: Date | null; completedOn: Date | null };
  rating?: number;
}

export interface CatalogueInput {
  items: readonly ItemRecord[];
  /** Every session of the tenant with its count of enrolled users. */
  sessions: readonly (SessionRecord & { enrolled: number })[];
  /** The user's state per item id. */
  userItems: ReadonlyMap<string, UserItemState>;
  /** The user's registrations per session id. */
  registrations: ReadonlyMap<string, { enrolment: string; status: string | null }>;
  /** Mean (2 decimals) and count per item id. */
  ratings: ReadonlyMap<string, { mean: number; count: number }>;
  /** Curricula holding each item, when `items` is a page of the catalogue (parentIndex of the whole one). */
  parents?: ReadonlyMap<string, string[]>;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The session as the user sees it: seats left and their own enrolment and status (Attending once enrolled). */
export function sessionForUser(session: SessionRecord & { enrolled: number }, registration: { enrolment: string; status: string | null } | undefined): SessionOut {
  const enrolment = (registration?.enrolment ?? 'NotEnrolled') as Enrolment;
  const status = registration?.status ?? (enrolment === 'Enrolled' ? 'Attending' : null);
  return {
    Id: session.id,
    Name: session.name,
    StartDate: session.startDate.toISOString(),
    EndDate: session.endDate.toISOString(),
    EnrolmentDeadline: iso(session.enrolmentDeadline),
    CancellationDeadline: iso(session.cancellationDeadline),
    ...(session.location ? { Location: session.location } : {}),
    AvailableSeats: availableSeats(session.seats, session.enrolled),
    Seats: session.seats,
    Enrolment: enrolment,
    Status: status as SessionOut['Status'],
    EnrolmentMode: session.enrolmentMode,
    CompletionMode: session.completionMode,
  };
}

/** One item for one user: the shared definition with the user's enrolment, completion, dates and rating. */
export function itemForUser(
  item: ItemRecord,
  state: UserItemState | undefined,
  extras: { parents?: string[]; sessions?: SessionOut[]; rating?: { mean: number; count: number } },
): CatalogueItemOut {
  // Server-only rules stay on the server.
  const { TrackingMode: _tracking, MaxAttempts: _max, LockAfterDueDate: _lock, ...shared } = item.definition;
  const enrolment = state?.enrolment;
  const completion = state?.completion;
  return {
    ...shared,
    Id: item.id,
    Name: item.name,
    type: item.type,
    Completion: (completion?.completion ?? 'NotAttempted') as Completion,
    Enrolment: (enrolment?.enrolment ?? 'NotEnrolled') as Enrolment,
    ...(enrolment?.mandatory || shared.isMandatory ? { isMandatory: true } : {}),
    ...(enrolment?.dueDate ? { DueDate: enrolment.dueDate.toISOString() } : {}),
    ...(extras.parents?.length ? { parents: extras.parents } : {}),
    ...(extras.sessions ? { Sessions: extras.sessions } : {}),
    ...(extras.rating ? { RatingMean: extras.rating.mean, RatingCount: extras.rating.count } : {}),
    ...(state?.rating != null ? { rating: state.rating } : {}),
    ...(completion?.startedOn ? { StartedOn: completion.startedOn.toISOString() } : {}),
    ...(completion?.completedOn ? { CompletedOn: completion.completedOn.toISOString() } : {}),
    CreatedOn: item.createdOn.toISOString(),
    ModifiedOn: item.modifiedOn.toISOString(),
  };
}

/** Curricula holding each item, in item order. */
export function parentIndex(items: readonly ItemRecord[]): Map<string, string[]> {
  const parents = new Map<string, string[]>();
  for (const item of items) {
    for (const entry of item.definition.Entries ?? []) {
      const list = parents.get(entry.ItemId);
      if (list) list.push(item.id);
      else parents.set(entry.ItemId, [item.id]);
    }
  }
  return parents;
}

/** The whole catalogue of one user, assembled in memory from a few set-based reads. */
export function buildCatalogueItems(input: CatalogueInput): CatalogueItemOut[] {
  const parents = input.parents ?? parentIndex(input.items);
  const sessionsByEvent = new Map<string, SessionOut[]>();
  for (const session of [...input.sessions].sort((a, b) => a.startDate.getTime() - b.startDate.getTime())) {
    const list = sessionsByEvent.get(session.eventId) ?? [];
    list.push(sessionForUser(session, input.registrations.get(session.id)));
    sessionsByEvent.set(session.eventId, list);
  }
  return input.items.map((item) => {
    const extras: Parameters<typeof itemForUser>[2] = {};
    const itemParents = parents.get(item.id);
    if (itemParents) extras.parents = itemParents;
    if (item.type === 'Event') extras.sessions = sessionsByEvent.get(item.id) ?? [];
    const rating = input.ratings.get(item.id);
    if (rating) extras.rating = rating;
    return itemForUser(item, input.userItems.get(item.id), extras);
  });
}
