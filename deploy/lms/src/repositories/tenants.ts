import type { AppSettings, NamedItem, ProfileFieldDefinition } from '@portal/contracts';
import type { Database } from '../db';
import { effectiveNamedItems } from '../domain/named-items';

export async function tenantExists(db: Database, scope: string): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('scope').where('scope', '=', scope).executeTakeFirst();
  return row !== undefined;
}

export async function tenantNamedItems(db: Database, scope: string): Promise<NamedItem[]> {
  return db.selectFrom('named_items').select(['name', 'value']).where('scope', '=', scope).orderBy('name').execute();
}

/** Named items as they apply to one user: the tenant's, with that user's overrides. */
export async function namedItemsForUser(db: Database, user: { scope: string; named_item_overrides: NamedItem[] }): Promise<NamedItem[]> {
  return effectiveNamedItems(await tenantNamedItems(db, user.scope), user.named_item_overrides);
}

export async function profileFieldDefinitions(db: Database, scope: string): Promise<ProfileFieldDefinition[]> {
  const rows = await db.selectFrom('profile_fields').select('def').where('scope', '=', scope).orderBy('position').execute();
  return rows.map((row) => row.def);
}

/** The tenant's AppSettings, with `items` (for `user` when given) and `profile` field definitions. */
export async function appSettings(db: Database, scope: string, user?: { scope: string; named_item_overrides: NamedItem[] }): Promise<AppSettings> {
  const [settings, items, profile] = await Promise.all([
    db.selectFrom('settings').select('json').where('scope', '=', scope).executeTakeFirst(),
    user ? namedItemsForUser(db, user) : tenantNamedItems(db, scope),
    profileFieldDefinitions(db, scope),
  ]);
  return { ...(settings?.json ?? {}), items, profile };
}

/** Name used in e-mails and the authenticator app; the tenant's systemName, else its name. */
export async function systemName(db: Database, scope: string): Promise<string> {
  const row = await db
    .selectFrom('tenants')
    .leftJoin('settings', 'settings.scope', 'tenants.scope')
    .select(['tenants.name', 'settings.json'])
    .where('tenants.scope', '=', scope)
    .executeTakeFirst();
  const configured = row?.json?.systemName;
  return typeof configured === 'string' && configured ? configured : (row?.name ?? 'Learner Portal');
}
