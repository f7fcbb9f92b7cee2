import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FALLBACK_PORTAL_URL } from '../../plugins/app/config';
import { createLrsClient } from './clients';

/**
 * The demo tenant's full-access record-store client: published credentials, like the demo
 * passwords, so the demo database only. Production mode refuses to start on a database holding it
 * (seed/demo.ts demoAccountsIn) and refuses the credentials anyway (authenticate).
 */
export const DEMO_LRS_CLIENT = { key: 'demo-lrs', secret: 'Portal!2026', name: 'Demo record-store client' } as const;

/** Adds the demo client to the tenant unless it has one under that key (revoked ones stay revoked). */
export async function seedDemoLrsClient(db: Kysely<DB>, scope: string): Promise<void> {
  const existing = await db.selectFrom('lrs_clients').select('id').where('key', '=', DEMO_LRS_CLIENT.key).executeTakeFirst();
  if (existing) return;
  await createLrsClient(db, { scope, name: DEMO_LRS_CLIENT.name, scopes: ['all'], homePage: FALLBACK_PORTAL_URL, key: DEMO_LRS_CLIENT.key, secret: DEMO_LRS_CLIENT.secret });
}

/** Whether the database holds the demo client (live): production mode refuses to start on it. */
export async function holdsDemoLrsClient(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('lrs_clients').select('id').where('key', '=', DEMO_LRS_CLIENT.key).where('revoked_at', 'is', null).executeTakeFirst();
  return !!row;
}
