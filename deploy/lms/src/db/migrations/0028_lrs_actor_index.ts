import { sql, type Kysely } from 'kysely';

/*
 * The record store's query by agent reads btrees. The `agents` array (the actor's and an
 * agent object's IFI, matched with a GIN index) becomes two columns, `actor` and `object_agent`, each
 * with a btree: (scope, actor, verb, stored) answers the commonest query (an agent's statements of a
 * verb, newest first) from the index in order, and a GIN index's pending list, which every insert
 * grows until a vacuum, is no longer read by it (the bench measured p99 0.7–4.8 s under writes).
 */

/** An agent's IFI as lrs/core/agents.ts ifiOf writes it, in SQL (for the rows stored before). */
const ifi = (agent: string) => `case
  when ${agent} ? 'mbox' then 'mbox:' || (${agent}->>'mbox')
  when ${agent} ? 'mbox_sha1sum' then 'mbox_sha1sum:' || lower(${agent}->>'mbox_sha1sum')
  when ${agent} ? 'openid' then 'openid:' || (${agent}->>'openid')
  when ${agent}->'account' ? 'homePage' and ${agent}->'account' ? 'name' then 'account:' || (${agent}->'account'->>'homePage') || ' ' || (${agent}->'account'->>'name')
end`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('xapi_statements').addColumn('actor', 'text').addColumn('object_agent', 'text').execute();
  await sql
    .raw(
      `update xapi_statements set
         actor = ${ifi("statement->'actor'")},
         object_agent = case when statement->'object'->>'objectType' in ('Agent', 'Group') then ${ifi("statement->'object'")} end`,
    )
    .execute(db);
  await db.schema.dropIndex('xapi_statements_agents_ix').ifExists().execute();
  await db.schema.alterTable('xapi_statements').dropColumn('agents').execute();
  await db.schema.createIndex('xapi_statements_actor_ix').on('xapi_statements').columns(['scope', 'actor', 'verb', 'stored']).execute();
  await db.schema.createIndex('xapi_statements_object_agent_ix').on('xapi_statements').columns(['scope', 'object_agent', 'stored']).where('object_agent', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('xapi_statements')
    .addColumn('agents', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await sql`update xapi_statements set agents = array(select distinct ifi from unnest(array[actor, object_agent]) as ifi where ifi is not null)`.execute(db);
  await db.schema.dropIndex('xapi_statements_actor_ix').execute();
  await db.schema.dropIndex('xapi_statements_object_agent_ix').execute();
  await db.schema.alterTable('xapi_statements').dropColumn('actor').dropColumn('object_agent').execute();
  await db.schema.createIndex('xapi_statements_agents_ix').on('xapi_statements').using('gin').column('agents').execute();
}
