import { sql } from 'kysely';
import { eventually } from '@portal/testing/eventually';
import { createDatabase, type DatabaseHandle } from '../../src/db';
import { bumpCatalogueVersion, bumpUserStamp, catalogueStamps } from '../../src/repositories/catalogue';
import { createSession, deleteSession, findSession } from '../../src/repositories/sessions';
import { appSettings, tenantNamedItems } from '../../src/repositories/tenants';
import { sha256 } from '../../src/lib/tokens';
import { databases } from '../helpers/db';
import { TEST_POSTGRES_URL, withDatabase } from '../helpers/postgres';
import { TEMPLATE_ENV } from '../helpers/template';

const SCOPE = 'demo';

/** Waits for the feed's LISTEN to answer: until then caches read through. */
async function untilLive(handle: DatabaseHandle): Promise<void> {
  handle.changes.subscribe(() => undefined);
  expect(await eventually(() => handle.changes.live, Boolean)).toBe(true);
}

const systemNameOf = async (handle: DatabaseHandle) => (await appSettings(handle.db, SCOPE)).systemName;

describe.each(databases())('tenant and session caches on $name', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
    await untilLive(handle);
  });
  afterAll(() => handle.close());

  it('serves the tenant configuration from memory, frozen, until a write through this process changes it', async () => {
    const first = await appSettings(handle.db, SCOPE);
    const queries = jest.spyOn(handle.db, 'selectFrom');
    const again = await appSettings(handle.db, SCOPE);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
    expect(again).toEqual(first);
    expect(() => (again.items as Array<{ value: string }>).push({ value: 'x' } as never)).toThrow();

    await handle.db
      .updateTable('settings')
      .set({ json: sql`json || '{"systemName":"Renamed at once"}'::jsonb` })
      .where('scope', '=', SCOPE)
      .execute();
    expect(await systemNameOf(handle)).toBe('Renamed at once');
  });

  it('drops the configuration on a write the process did not make itself (raw SQL: the trigger NOTIFY)', async () => {
    const before = await tenantNamedItems(handle.db, SCOPE);
    await sql`insert into named_items (scope, name, value) values (${SCOPE}, 'Bench.Probe', 'raw')`.execute(handle.db);
    expect(
      await eventually(
        async () => (await tenantNamedItems(handle.db, SCOPE)).length,
        (value) => value === before.length + 1,
      ),
    ).toBe(before.length + 1);
  });

  it('keeps the catalogue stamps, and forgets them the moment a bump through this process names them', async () => {
    const user = await handle.db.selectFrom('users').select('id').where('username', '=', 'learner').executeTakeFirstOrThrow();
    const before = await catalogueStamps(handle.db, SCOPE, user.id);
    const queries = jest.spyOn(handle.db, 'selectFrom');
    expect(await catalogueStamps(handle.db, SCOPE, user.id)).toEqual(before);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();

    const announced: Array<[string, string]> = [];
    const unsubscribe = handle.changes.subscribe((table, key) => announced.push([table, key]));
    await bumpUserStamp(handle.db, user.id);
    await bumpCatalogueVersion(handle.db, SCOPE);
    unsubscribe();
    // Upserts on the key announce that key alone, not every row of the table.
    expect(announced).toEqual(
      expect.arrayContaining([
        ['catalogue_user_stamps', user.id],
        ['catalogue_versions', SCOPE],
      ]),
    );
    expect(announced.filter(([, key]) => key === '*')).toEqual([]);
    expect(await catalogueStamps(handle.db, SCOPE, user.id)).toEqual({ ...before, version: before.version + 1, stamp: before.stamp + 1 });
  });

  it('drops a user stamp on a write the process did not make itself (raw SQL: the trigger NOTIFY)', async () => {
    const user = await handle.db.selectFrom('users').select('id').where('username', '=', 'learner').executeTakeFirstOrThrow();
    const { stamp } = await catalogueStamps(handle.db, SCOPE, user.id);
    await sql`update catalogue_user_stamps set stamp = stamp + 10 where user_id = ${user.id}`.execute(handle.db);
    expect(
      await eventually(
        async () => (await catalogueStamps(handle.db, SCOPE, user.id)).stamp,
        (value) => value === stamp + 10,
      ),
    ).toBe(stamp + 10);
  });

  it('keeps a session, and forgets it the moment it ends', async () => {
    const user = await handle.db.selectFrom('users').select(['id', 'scope']).where('username', '=', 'learner').executeTakeFirstOrThrow();
    const { token } = await createSession(handle.db, { userId: user.id, scope: user.scope });
    expect((await findSession(handle.db, token))?.userId).toBe(user.id);
    const queries = jest.spyOn(handle.db, 'selectFrom');
    expect((await findSession(handle.db, token))?.userId).toBe(user.id);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
    await deleteSession(handle.db, sha256(token));
    expect(await findSession(handle.db, token)).toBeUndefined();
  });
});

// Two handles on one Postgres database stand for two replicas: each has its own caches and LISTEN.
const onPostgres = process.env[TEMPLATE_ENV.postgresTemplate] ? describe : describe.skip;
onPostgres('two processes on one Postgres server', () => {
  const postgres = databases().find((engine) => engine.name === 'postgres')!;
  let one: DatabaseHandle;
  let other: DatabaseHandle;
  beforeAll(async () => {
    one = await postgres.open();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(one.db);
    other = await createDatabase({ databaseUrl: withDatabase(TEST_POSTGRES_URL, rows[0]!.name) });
    await Promise.all([untilLive(one), untilLive(other)]);
  });
  afterAll(async () => {
    await other.close();
    await one.close();
  });

  it('sees a settings change made by the other', async () => {
    const original = await systemNameOf(other);
    await systemNameOf(other);
    await one.db
      .updateTable('settings')
      .set({ json: sql`json || '{"systemName":"Changed on one"}'::jsonb` })
      .where('scope', '=', SCOPE)
      .execute();
    expect(
      await eventually(
        () => systemNameOf(other),
        (value) => value === 'Changed on one',
      ),
    ).toBe('Changed on one');
    expect(original).not.toBe('Changed on one');
  });

  it('sees a catalogue version and a first user stamp written by the other', async () => {
    const user = await one.db.selectFrom('users').select('id').where('username', '=', 'approver').executeTakeFirstOrThrow();
    await one.db.deleteFrom('catalogue_user_stamps').where('user_id', '=', user.id).execute();
    const before = await catalogueStamps(other.db, SCOPE, user.id);
    expect(before.stamp).toBe(0);
    await bumpUserStamp(one.db, user.id);
    await bumpCatalogueVersion(one.db, SCOPE);
    expect(
      await eventually(
        () => catalogueStamps(other.db, SCOPE, user.id),
        (value) => value.stamp === 1 && value.version === before.version + 1,
      ),
    ).toEqual({ ...before, version: before.version + 1, stamp: 1 });
  });

  it('refuses a session the other ended', async () => {
    const user = await one.db.selectFrom('users').select(['id', 'scope']).where('username', '=', 'learner').executeTakeFirstOrThrow();
    const { token } = await createSession(one.db, { userId: user.id, scope: user.scope });
    expect((await findSession(other.db, token))?.userId).toBe(user.id);
    await deleteSession(one.db, sha256(token));
    expect(
      await eventually(
        async () => (await findSession(other.db, token))?.userId,
        (value) => value === undefined,
      ),
    ).toBe(undefined);
  });

  it('reads through while the feed is down, and caches again once it is back', async () => {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where query ilike 'listen%' and datname = current_database()`.execute(one.db);
    expect(rows.length).toBeGreaterThan(0);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()`.execute(one.db);
    expect(
      await eventually(
        async () => other.changes.live && one.changes.live,
        (value) => value === false,
      ),
    ).toBe(false);
    await one.db
      .updateTable('settings')
      .set({ json: sql`json || '{"systemName":"While down"}'::jsonb` })
      .where('scope', '=', SCOPE)
      .execute();
    expect(await systemNameOf(other)).toBe('While down');
    expect(
      await eventually(
        async () => other.changes.live,
        (value) => value === true,
      ),
    ).toBe(true);
    expect(await systemNameOf(other)).toBe('While down');
  });
});
