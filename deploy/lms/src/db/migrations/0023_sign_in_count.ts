import type { Kysely } from 'kysely';

/*
 * How many times each user has signed in (spec 3 §3 Team member stats.login_count). Users
 * who signed in before the count existed are counted once (their last sign-in is all that is known).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('sign_in_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('users').set({ sign_in_count: 1 }).where('last_sign_in_at', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sign_in_count').execute();
}
