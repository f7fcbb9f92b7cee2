import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/*
 * The xAPI record store's documents: activity state, activity profiles and agent profiles in
 * one table, each as the bytes sent with their content type and ETag; and the activities' canonical
 * definitions. The earlier store's state and agent profiles (JSON of a portal user) move here, then
 * their tables go.
 */

const MOVE_CHUNK = 500;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('xapi_documents')
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('state', 'activity_profile', 'agent_profile')`))
    // '' where the kind has none (an agent profile has no activity, an activity profile no agent).
    .addColumn('activity_id', 'text', (c) => c.notNull().defaultTo(''))
    // 'user:<id>' for an agent that names one of the tenant's users, else the agent's inverse functional identifier.
    .addColumn('agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('registration', 'text', (c) => c.notNull().defaultTo(''))
    // The stateId or profileId.
    .addColumn('document_id', 'text', (c) => c.notNull())
    // The user the agent names: their documents go with them, and the LMS's own readers (tasks) find them.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('updated', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('xapi_documents_pk', ['scope', 'kind', 'activity_id', 'agent', 'registration', 'document_id'])
    .execute();
  await db.schema.createIndex('xapi_documents_user_ix').on('xapi_documents').columns(['user_id', 'kind', 'activity_id', 'document_id']).where('user_id', 'is not', null).execute();

  await db.schema
    .createTable('xapi_activities')
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('updated', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('xapi_activities_pk', ['scope', 'id'])
    .execute();

  await moveEarlierDocuments(db);
  await db.schema.dropTable('lrs_state').ifExists().execute();
  await db.schema.dropTable('lrs_agent_profiles').ifExists().execute();
}

interface Moved {
  scope: string;
  user_id: string;
  activity_id: string;
  document_id: string;
  registration: string;
  content: unknown;
  updated_at: Date;
}

/** The earlier documents were JSON of a portal user: they keep their content and time, and get their bytes and ETag. */
async function moveEarlierDocuments(db: Kysely<any>): Promise<void> {
  const sources = [
    { kind: 'state', table: 'lrs_state', select: ['scope', 'user_id', 'activity_id', 'state_id as document_id', 'registration', 'content', 'updated_at'] },
    {
      kind: 'agent_profile',
      table: 'lrs_agent_profiles',
      select: ['scope', 'user_id', sql.lit('').as('activity_id'), 'profile_id as document_id', sql.lit('').as('registration'), 'content', 'updated_at'],
    },
  ] as const;
  for (const source of sources) {
    const exists = await sql<{ found: string | null }>`select to_regclass(${source.table}) as found`.execute(db);
    if (!exists.rows[0]?.found) continue;
    for (let offset = 0; ; offset += MOVE_CHUNK) {
      const rows = (await db
        .selectFrom(source.table)
        .select(source.select as never)
        .orderBy('scope')
        .orderBy('user_id')
        .orderBy('activity_id')
        .orderBy('document_id')
        .orderBy('registration')
        .limit(MOVE_CHUNK)
        .offset(offset)
        .execute()) as Moved[];
      if (rows.length === 0) break;
      await db
        .insertInto('xapi_documents')
        .values(
          rows.map((row) => {
            const content = Buffer.from(JSON.stringify(row.content), 'utf8');
            return {
              scope: row.scope,
              kind: source.kind,
              activity_id: row.activity_id,
              agent: `user:${row.user_id}`,
              registration: row.registration,
              document_id: row.document_id,
              user_id: row.user_id,
              content_type: 'application/json',
              content,
              etag: createHash('sha1').update(content).digest('hex'),
              updated: new Date(row.updated_at),
            };
          }),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}

/** Back to the earlier tables, with the portal users' JSON documents (the rest has no place there). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lrs_state')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('state_id', 'text', (c) => c.notNull())
    .addColumn('registration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lrs_state_pk', ['scope', 'user_id', 'activity_id', 'state_id', 'registration'])
    .execute();
  await db.schema
    .createTable('lrs_agent_profiles')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lrs_agent_profiles_pk', ['scope', 'user_id', 'profile_id'])
    .execute();
  const json = sql`convert_from(content, 'UTF8')::jsonb`;
  const own = sql`user_id is not null and agent = 'user:' || user_id and content_type like 'application/json%'`;
  await sql`insert into lrs_state (scope, user_id, activity_id, state_id, registration, content, updated_at)
    select scope, user_id, activity_id, document_id, registration, ${json}, updated from xapi_documents where kind = 'state' and ${own}`.execute(db);
  await sql`insert into lrs_agent_profiles (scope, user_id, profile_id, content, updated_at)
    select scope, user_id, document_id, ${json}, updated from xapi_documents where kind = 'agent_profile' and ${own}`.execute(db);
  await db.schema.dropTable('xapi_activities').ifExists().execute();
  await db.schema.dropTable('xapi_documents').ifExists().execute();
}
