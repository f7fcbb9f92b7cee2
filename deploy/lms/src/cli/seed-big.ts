import { readLmsEnv } from '../plugins/external/env';
import { BIG_SIZES, BIG_TENANT, seedBigTenant } from '../seed/big';
import { DEMO_PASSWORD } from '../seed/demo';
import { openLmsDatabase } from '../start';
import { runCommand } from './run';

/** The item count of `npm run seed:big -- <size>`: a whole number (100000, 100_000 or 100k), 10,000 when not given. */
export function parseSize(text: string | undefined): number {
  if (text === undefined) return BIG_SIZES.items;
  const match = /^(\d[\d_,]*)(k?)$/i.exec(text.trim());
  const size = match ? Number(match[1]!.replace(/[_,]/g, '')) * (match[2] ? 1000 : 1) : Number.NaN;
  if (!Number.isSafeInteger(size) || size < 1 || size > 1_000_000) throw new Error(`seed:big: the size is a number of items from 1 to 1,000,000 (got "${text}")`);
  return size;
}

/** `npm run seed:big [-- <size>]`: migrates, then creates the `big` tenant (10,000 items unless given, 200 categories) unless it exists. */
async function main(): Promise<void> {
  const items = parseSize(process.argv[2]);
  const env = readLmsEnv();
  const handle = await openLmsDatabase({ ...env, mode: 'demo' });
  try {
    const started = Date.now();
    const result = await seedBigTenant(handle.db, { items });
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

runCommand(module, main);
