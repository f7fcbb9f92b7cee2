import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, pgliteHandle } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { seedDemo } from '../../src/seed/demo';
import { adminQuery, postgresAnswers, TEST_POSTGRES_URL, withDatabase } from './postgres';
import { newTemplateNames, TEMPLATE_ENV } from './template';

/** Builds the two starting databases once, before the workers start; they read the names from the environment. */
export default async function globalSetup(): Promise<void> {
  const names = newTemplateNames();

  const client = await PGlite.create('memory://');
  const pglite = pgliteHandle(client);
  await writeFile(names.pgliteEmptyDump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  process.env[TEMPLATE_ENV.pgliteEmptyDump] = names.pgliteEmptyDump;
  await migrate(pglite.db);
  await seedDemo(pglite.db);
  await writeFile(names.pgliteDump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  process.env[TEMPLATE_ENV.pgliteDump] = names.pgliteDump;

  if (!(await postgresAnswers())) {
    console.warn(`\nSKIPPED: no Postgres at ${TEST_POSTGRES_URL}; the suite runs on PGlite only.\n`);
    return;
  }
  await adminQuery(`create database ${names.postgresTemplate}`);
  const postgres = await createDatabase({ databaseUrl: withDatabase(TEST_POSTGRES_URL, names.postgresTemplate) });
  await migrate(postgres.db);
  await seedDemo(postgres.db);
  await postgres.close();
  process.env[TEMPLATE_ENV.postgresTemplate] = names.postgresTemplate;
}
