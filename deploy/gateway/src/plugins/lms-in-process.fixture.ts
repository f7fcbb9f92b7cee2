/**
 * Run by lms.test.ts in a child Node (`node --import tsx`): PGlite loads Node built-ins with
 * dynamic import(), which jest's module sandbox refuses without --experimental-vm-modules.
 * Prints one JSON line: the status and content type of GET /_api/content/config/config.json.
 */
import { createDatabase, migrate, seedDemo } from '@portal/lms';
import { buildGateway } from '../app';

async function main(store: string): Promise<void> {
  const database = await createDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const gateway = await buildGateway({ store, lms: { mode: 'in-process', db: database.db, lmsMode: 'demo' } });
    const response = await gateway.inject('/_api/content/config/config.json');
    await gateway.close();
    console.log(JSON.stringify({ status: response.statusCode, contentType: response.headers['content-type'], body: response.json() }));
  } finally {
    await database.close();
  }
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
