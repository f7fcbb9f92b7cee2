import { sql, type Kysely } from 'kysely';
import { statementColumns } from '../../lrs/statements/columns';
import { LMS_AUTHORITY as authority } from '../../lrs/statements/store';

/*
 * The xAPI record store's statements: every statement as stored (with its id, stored,
 * authority and version), the columns its queries filter on, whether it is voided, and the attachments'
 * bytes by their SHA-256. The portal's statements of the earlier store move here, then its table goes.
 */

const MOVE_CHUNK = 500;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('xapi_statements')
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    // The order statements were stored in, a batch's in its order: queries page on (stored, seq).
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('stored', 'timestamptz', (c) => c.notNull())
    .addColumn('statement', 'jsonb', (c) => c.notNull())
    .addColumn('verb', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text')
    .addColumn('object_ref', 'text')
    .addColumn('registration', 'text')
    .addColumn('agents', sql`text[]`, (c) => c.notNull())
    .addColumn('related_agents', sql`text[]`, (c) => c.notNull())
    .addColumn('related_activities', sql`text[]`, (c) => c.notNull())
    .addColumn('authority', 'text')
    // The tenant's user the actor names, when one does: the LMS's own readers (team reports) go by user.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('voided', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attachments', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addPrimaryKeyConstraint('xapi_statements_pk', ['scope', 'id'])
    .execute();
  await db.schema.createIndex('xapi_statements_stored_ix').on('xapi_statements').columns(['scope', 'stored', 'seq']).execute();
  await db.schema.createIndex('xapi_statements_verb_ix').on('xapi_statements').columns(['scope', 'verb', 'stored']).execute();
  await db.schema.createIndex('xapi_statements_activity_ix').on('xapi_statements').columns(['scope', 'activity_id', 'stored']).execute();
  await db.schema.createIndex('xapi_statements_registration_ix').on('xapi_statements').columns(['scope', 'registration']).where('registration', 'is not', null).execute();
  await db.schema.createIndex('xapi_statements_ref_ix').on('xapi_statements').columns(['scope', 'object_ref']).where('object_ref', 'is not', null).execute();
  await db.schema.createIndex('xapi_statements_user_ix').on('xapi_statements').columns(['user_id', 'stored']).where('user_id', 'is not', null).execute();
  await db.schema.createIndex('xapi_statements_agents_ix').on('xapi_statements').using('gin').column('agents').execute();
  await db.schema.createIndex('xapi_statements_related_agents_ix').on('xapi_statements').using('gin').column('related_agents').execute();
  await db.schema.createIndex('xapi_statements_related_activities_ix').on('xapi_statements').using('gin').column('related_activities').execute();

  await db.schema
    .createTable('xapi_attachments')
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('sha2', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('xapi_attachments_pk', ['scope', 'sha2'])
    .execute();

  await moveEarlierStatements(db);
  await db.schema.dropTable('lrs_statements').ifExists().execute();
}

/**
 * The earlier store kept the portal's statements without id, stored, authority or version: they get
 * theirs (the row's id and time; the LMS as authority) and keep everything else as sent.
 */
async function moveEarlierStatements(db: Kysely<any>): Promise<void> {
  let after: { stored_at: Date; id: string } | undefined;
  for (;;) {
    let query = db.selectFrom('lrs_statements').select(['id', 'scope', 'user_id', 'registration', 'statement', 'stored_at']);
    if (after) {
      const { stored_at, id } = after;
      query = query.where((eb) => eb.or([eb('stored_at', '>', stored_at), eb.and([eb('stored_at', '=', stored_at), eb('id', '>', id)])]));
    }
    const rows = await query.orderBy('stored_at').orderBy('id').limit(MOVE_CHUNK).execute();
    if (rows.length === 0) return;
    await db
      .insertInto('xapi_statements')
      .values(
        rows.map((row) => {
          const stored = new Date(row.stored_at);
          const statement = {
            ...row.statement,
            id: row.id,
            timestamp: row.statement.timestamp ?? stored.toISOString(),
            stored: stored.toISOString(),
            authority,
            version: '1.0.0',
          };
          // This table's shape before migration 0028 split the agents into actor and object_agent.
          const { actor, object_agent, ...columns } = statementColumns(statement);
          return {
            scope: row.scope,
            id: row.id,
            stored,
            statement: JSON.stringify(statement),
            ...columns,
            agents: [...new Set([actor, object_agent])].filter((ifi) => ifi !== null),
            registration: columns.registration ?? row.registration,
            user_id: row.user_id,
          };
        }),
      )
      .onConflict((oc) => oc.columns(['scope', 'id']).doNothing())
      .execute();
    const last = rows.at(-1)!;
    after = { stored_at: new Date(last.stored_at), id: last.id };
  }
}

/**
 * Back to the earlier store: its table again, with the statements that name a portal user and an
 * activity (the only ones it could hold), as they were sent but for the id and stored time it kept apart.
 */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lrs_statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('verb', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('registration', 'text')
    .addColumn('statement', 'jsonb', (c) => c.notNull())
    .addColumn('stored_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('lrs_statements_user_ix').on('lrs_statements').columns(['user_id', 'activity_id']).execute();
  await db.schema.createIndex('lrs_statements_stored_ix').on('lrs_statements').columns(['scope', 'user_id', 'stored_at']).execute();
  await sql`
    insert into lrs_statements (id, scope, user_id, verb, activity_id, registration, statement, stored_at)
    select id, scope, user_id, regexp_replace(verb, '^.*/', ''), activity_id, registration, statement - 'id' - 'stored' - 'authority' - 'version', stored
    from xapi_statements
    where user_id is not null and activity_id is not null and not voided`.execute(db);
  await db.schema.dropTable('xapi_attachments').ifExists().execute();
  await db.schema.dropTable('xapi_statements').ifExists().execute();
}
