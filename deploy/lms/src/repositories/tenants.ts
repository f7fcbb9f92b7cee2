import type { AppSettings, NamedItem, ProfileFieldDefinition } from '@portal/contracts';
import type { Database } from '../db';
import { feedCache } from '../db/feed-cache';
import { effectiveNamedItems } from '../domain/named-items';
import { encode, type Encoding } from '../lib/encoding';

/*
 * A tenant's configuration is read on nearly every request and changes rarely: it is kept in memory,
 * per scope, and dropped when the change feed says a tenant, its settings, named items or profile
 * fields changed (here or on another replica: db/change-feed.ts). Cached values are frozen.
 */
const TENANT_TABLES = ['tenants', 'settings', 'named_items', 'profile_fields'] as const;
const tenantConfig = (db: Database) => feedCache<unknown>(db, 'tenant-config', TENANT_TABLES);

function cached<T>(db: Database, scope: string, part: string, load: () => Promise<T>): Promise<T> {
  return tenantConfig(db).get(scope, part, load) as Promise<T>;
}

export async function tenantExists(db: Database, scope: string): Promise<boolean> {
  return cached(db, scope, 'exists', async () => (await db.selectFrom('tenants').select('scope').where('scope', '=', scope).executeTakeFirst()) !== undefined);
}

export async function tenantNamedItems(db: Database, scope: string): Promise<NamedItem[]> {
  return cached(db, scope, 'named-items', () => db.selectFrom('named_items').select(['name', 'value']).where('scope', '=', scope).orderBy('name').execute());
}

export async function tenantSettings(db: Database, scope: string): Promise<Record<string, unknown>> {
  return cached(db, scope, 'settings', async () => (await db.selectFrom('settings').select('json').where('scope', '=', scope).executeTakeFirst())?.json ?? {});
}

export async function setTenantNamedItem(db: Database, scope: string, item: NamedItem): Promise<void> {
  await db
    .insertInto('named_items')
    .values({ scope, ...item })
    .onConflict((oc) => oc.columns(['scope', 'name']).doUpdateSet({ value: item.value }))
    .execute();
}

/** Named items as they apply to one user: the tenant's, with that user's overrides. */
export async function namedItemsForUser(db: Database, user: { scope: string; named_item_overrides: NamedItem[] }): Promise<NamedItem[]> {
  return effectiveNamedItems(await tenantNamedItems(db, user.scope), user.named_item_overrides);
}

export async function profileFieldDefinitions(db: Database, scope: string): Promise<ProfileFieldDefinition[]> {
  return cached(db, scope, 'profile-fields', async () => {
    const rows = await db.selectFrom('profile_fields').select('def').where('scope', '=', scope).orderBy('position').execute();
    return rows.map((row) => row.def);
  });
}

/** The tenant's AppSettings, with `items` (for `user` when given) and `profile` field definitions. */
export async function appSettings(db: Database, scope: string, user?: { scope: string; named_item_overrides: NamedItem[] }): Promise<AppSettings> {
  const [settings, items, profile] = await Promise.all([
    tenantSettings(db, scope),
    user ? namedItemsForUser(db, user) : tenantNamedItems(db, scope),
    profileFieldDefinitions(db, scope),
  ]);
  return { ...settings, items, profile } as AppSettings;
}

/**
 * The same as the start-up read sends it: serialised and compressed once per tenant, set of user
 * overrides (most users have none) and encoding.
 */
export async function appSettingsBody(db: Database, scope: string, encoding: Encoding, user?: { scope: string; named_item_overrides: NamedItem[] }): Promise<Buffer> {
  const overrides = user ? JSON.stringify(user.named_item_overrides) : 'tenant';
  return cached(db, scope, `app-settings:${encoding}:${overrides}`, async () => encode(JSON.stringify(await appSettings(db, scope, user)), encoding));
}

/** The tenant's name, as its certificates print it. */
export async function tenantName(db: Database, scope: string): Promise<string | undefined> {
  const row = await db.selectFrom('tenants').select('name').where('scope', '=', scope).executeTakeFirst();
  return row?.name ?? undefined;
}

/** The tenant's name and its portal's configured systemName (either may be missing). */
export async function tenantNames(db: Database, scope: string): Promise<(string | null)[]> {
  const row = await db
    .selectFrom('tenants')
    .leftJoin('settings', 'settings.scope', 'tenants.scope')
    .select(['tenants.name', 'settings.json'])
    .where('tenants.scope', '=', scope)
    .executeTakeFirst();
  const configured = row?.json?.systemName;
  return [row?.name ?? null, typeof configured === 'string' ? configured : null];
}

/** Name used in e-mails and the authenticator app; the tenant's systemName, else its name. */
export async function systemName(db: Database, scope: string): Promise<string> {
  const [name, configured] = await tenantNames(db, scope);
  return configured || name || 'Learner Portal';
}
