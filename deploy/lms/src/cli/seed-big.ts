import { readLmsEnv } from '../plugins/external/env';
import { BIG_TENANT, seedBigTenant } from '../seed/big';
import { DEMO_PASSWORD } from '../seed/demo';
import { openLmsDatabase } from '../start';

/** `npm run seed:big`: migrates, then creates the `big` tenant (10,000 items, 200 categories) unless it exists. */
async function main(): Promise<void> {
  const env = readLmsEnv();
  const handle = await openLmsDatabase({ ...env, mode: 'demo' });
  try {
    const started = Date.now();
    const result = await seedBigTenant(handle.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      result.created
        ? `Tenant '${BIG_TENANT}' created on ${handle.kind} in ${seconds} s: ${result.items} items, ${result.categories} categories.`
        : `Tenant '${BIG_TENANT}' already exists on ${handle.kind}; nothing changed.`,
    );
    console.log(`Sign in as learner / ${DEMO_PASSWORD} with the scope '${BIG_TENANT}'.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
