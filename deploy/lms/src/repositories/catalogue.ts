import type { Category, Channel, CompletionMode, EnrolmentMode, ItemType } from '@portal/contracts/catalogue';
import { sql } from 'kysely';
import type { Database } from '../db';
import { feedCache } from '../db/feed-cache';
import { json } from '../db/json';
import type { ItemDefinition, ItemRecord, SessionRecord } from '../domain/catalogue/definition';
import { tenantSettings } from './tenants';

/* The tenant's catalogue: items, sessions, categories, channels, and the version counters behind the ETag. */

type ItemRow = { id: string; type: string; name: string; definition: ItemDefinition; created_on: Date; modified_on: Date };

export function itemRecord(row: ItemRow): ItemRecord {
  return { id: row.id, type: row.type as ItemType, name: row.name, definition: row.definition, createdOn: row.created_on, modifiedOn: row.modified_on };
}

export const ITEM_COLUMNS = ['id', 'type', 'name', 'definition', 'created_on', 'modified_on'] as const;

export async function listItems(db: Database, scope: string): Promise<ItemRecord[]> {
  const rows = await db.selectFrom('catalogue_items').select(ITEM_COLUMNS).where('scope', '=', scope).execute();
  return rows.map(itemRecord);
}

export async function findItem(db: Database, scope: string, id: string): Promise<ItemRecord | undefined> {
  const row = await db.selectFrom('catalogue_items').select(ITEM_COLUMNS).where('scope', '=', scope).where('id', '=', id).executeTakeFirst();
  return row && itemRecord(row);
}

/** Curricula that hold the item as an entry (jsonb containment on the entries). */
export async function curriculaContaining(db: Database, scope: string, itemId: string): Promise<ItemRecord[]> {
  const rows = await db
    .selectFrom('catalogue_items')
    .select(ITEM_COLUMNS)
    .where('scope', '=', scope)
    .where('type', '=', 'Curriculum')
    .where(sql<boolean>`definition -> 'Entries' @> ${json([{ ItemId: itemId }])}::jsonb`)
    .orderBy('id')
    .execute();
  return rows.map(itemRecord);
}

export async function findItems(db: Database, scope: string, ids: readonly string[]): Promise<ItemRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('catalogue_items').select(ITEM_COLUMNS).where('scope', '=', scope).where('id', 'in', ids).execute();
  return rows.map(itemRecord);
}

export type SessionWithSeats = SessionRecord & { enrolled: number };

export function sessionsQuery(db: Database, scope: string) {
  return db
    .selectFrom('catalogue_sessions as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('session_enrolments')
          .select(['session_id', (e) => e.fn.countAll<string | number>().as('enrolled')])
          .where('scope', '=', scope)
          .where('enrolment', '=', 'Enrolled')
          .groupBy('session_id')
          .as('e'),
      (join) => join.onRef('e.session_id', '=', 's.id'),
    )
    .select([
      's.id',
      's.event_id',
      's.name',
      's.start_date',
      's.end_date',
      's.enrolment_deadline',
      's.cancellation_deadline',
      's.location',
      's.seats',
      's.enrolment_mode',
      's.completion_mode',
      'e.enrolled',
    ])
    .where('s.scope', '=', scope);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsQuery>['execute']>>[number];

export function sessionRecord(row: SessionRow): SessionWithSeats {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    enrolmentDeadline: row.enrolment_deadline,
    cancellationDeadline: row.cancellation_deadline,
    location: row.location,
    seats: row.seats,
    enrolmentMode: row.enrolment_mode as EnrolmentMode,
    completionMode: row.completion_mode as CompletionMode,
    // count() is a bigint: a string from pg, a number from PGlite.
    enrolled: Number(row.enrolled ?? 0),
  };
}

/** Every session of the tenant with its number of enrolled users (one grouped read). */
export async function listSessions(db: Database, scope: string): Promise<SessionWithSeats[]> {
  return (await sessionsQuery(db, scope).execute()).map(sessionRecord);
}

export async function findSession(db: Database, scope: string, id: string): Promise<SessionWithSeats | undefined> {
  const row = await sessionsQuery(db, scope).where('s.id', '=', id).executeTakeFirst();
  return row && sessionRecord(row);
}

export async function sessionsOfEvent(db: Database, scope: string, eventId: string): Promise<SessionWithSeats[]> {
  return (await sessionsQuery(db, scope).where('s.event_id', '=', eventId).orderBy('s.start_date').execute()).map(sessionRecord);
}

/** Takes the session row's lock for the rest of the transaction, so two enrolments cannot both take the last seat. */
export async function lockSession(db: Database, scope: string, id: string): Promise<void> {
  await db.selectFrom('catalogue_sessions').select('id').where('scope', '=', scope).where('id', '=', id).forUpdate().execute();
}

export async function listCategories(db: Database, scope: string): Promise<Category[]> {
  const rows = await db.selectFrom('catalogue_categories').selectAll().where('scope', '=', scope).orderBy('position').orderBy('name').execute();
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    ...(row.description ? { Description: row.description } : {}),
    Slug: row.slug,
    Index: row.position,
    ShowContentInCatalogue: row.show_content,
  }));
}

type ChannelRow = { id: string; name: string; slug: string; description: string | null; thumbnail_url: string | null; categories: string[] };

function channel(row: ChannelRow): Channel {
  return {
    Id: row.id,
    Name: row.name,
    Slug: row.slug,
    ...(row.description ? { Description: row.description } : {}),
    ...(row.thumbnail_url ? { ThumbnailUrl: row.thumbnail_url } : {}),
    Categories: row.categories,
  };
}

const CHANNEL_COLUMNS = ['id', 'name', 'slug', 'description', 'thumbnail_url', 'categories'] as const;

export async function listChannels(db: Database, scope: string): Promise<Channel[]> {
  const rows = await db.selectFrom('catalogue_channels').select(CHANNEL_COLUMNS).where('scope', '=', scope).orderBy('position').orderBy('name').execute();
  return rows.map(channel);
}

export async function findChannel(db: Database, scope: string, id: string): Promise<Channel | undefined> {
  const row = await db.selectFrom('catalogue_channels').select(CHANNEL_COLUMNS).where('scope', '=', scope).where('id', '=', id).executeTakeFirst();
  return row && channel(row);
}

/** The catalogue switches of the tenant's settings (spec 2 §1). */
export async function catalogueSettings(db: Database, scope: string): Promise<{ enableRatings: boolean }> {
  return { enableRatings: (await tenantSettings(db, scope)).enableRatings === true };
}

/*
 * Read on every catalogue call (the ETag): kept in memory until the change feed names the row
 * (migration 0029), bumped here or on another replica.
 */
const tenantVersions = (db: Database) => feedCache<{ epoch: string; version: number } | undefined>(db, 'catalogue-versions', ['catalogue_versions'], 1_000);
const userStamps = (db: Database) => feedCache<number | undefined>(db, 'catalogue-user-stamps', ['catalogue_user_stamps'], 50_000);

/** The ETag's two halves: the tenant's catalogue version and the user's own change stamp. */
export async function catalogueStamps(db: Database, scope: string, userId: string): Promise<{ epoch: string; version: number; stamp: number }> {
  const [tenant, stamp] = await Promise.all([
    tenantVersions(db).get(scope, 'row', () => db.selectFrom('catalogue_versions').select(['version', 'epoch']).where('scope', '=', scope).executeTakeFirst()),
    userStamps(db).get(userId, 'row', async () => (await db.selectFrom('catalogue_user_stamps').select('stamp').where('user_id', '=', userId).executeTakeFirst())?.stamp),
  ]);
  return { epoch: tenant?.epoch ?? '', version: tenant?.version ?? 0, stamp: stamp ?? 0 };
}

/** After a change every user sees (seats, rating means, items). */
export async function bumpCatalogueVersion(db: Database, scope: string): Promise<void> {
  await db
    .insertInto('catalogue_versions')
    .values({ scope, version: 1 })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ version: sql`catalogue_versions.version + 1` }))
    .execute();
}

/** After a change of one user's own state. */
export async function bumpUserStamp(db: Database, userId: string): Promise<void> {
  await db
    .insertInto('catalogue_user_stamps')
    .values({ user_id: userId, stamp: 1 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ stamp: sql`catalogue_user_stamps.stamp + 1` }))
    .execute();
}
