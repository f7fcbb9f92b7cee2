import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * The team leader area: who leads whom (spec 3 §3 Team entities, §6 Team leader). A member has
 * one team leader; a member who leads a team of their own makes a nested team, so teams form a tree
 * the breadcrumb walks. Compliance, enrolments and history stay where the catalogue keeps them.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_members')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('leader_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('team_members_pk', ['scope', 'member_id'])
    .addCheckConstraint('team_members_not_self', sql`member_id <> leader_id`)
    .execute();
  await db.schema.createIndex('team_members_leader_idx').ifNotExists().on('team_members').columns(['scope', 'leader_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_members').ifExists().execute();
}
