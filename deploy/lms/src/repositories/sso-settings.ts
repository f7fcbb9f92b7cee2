import type { Selectable } from 'kysely';
import type { Database } from '../db';
import type { SsoSettingsTable } from '../db/schema';

export type SsoSettings = Selectable<SsoSettingsTable>;

/** The tenant's single-sign-on keys, or undefined when it has none. */
export async function findSsoSettings(db: Database, scope: string): Promise<SsoSettings | undefined> {
  return db.selectFrom('sso_settings').selectAll().where('scope', '=', scope).executeTakeFirst();
}

export async function saveSsoSettings(db: Database, settings: SsoSettings): Promise<void> {
  const keys = {
    auth0_key: settings.auth0_key,
    hash_secret: settings.hash_secret,
    didp_secret: settings.didp_secret,
    field: settings.field,
    audience: settings.audience,
    issuer: settings.issuer,
  };
  await db
    .insertInto('sso_settings')
    .values(settings)
    .onConflict((oc) => oc.column('scope').doUpdateSet(keys))
    .execute();
}
