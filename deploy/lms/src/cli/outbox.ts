import { createDatabase } from '../db';
import { readLmsEnv } from '../plugins/external/env';
import { latestOutbox } from '../repositories/outbox';
import { runCommand } from './run';

/** `npm run outbox -- <username>`: the latest e-mails and SMS "sent" to a user (demo mode). */
async function main(): Promise<void> {
  const to = process.argv[2];
  if (!to) {
    console.error('Usage: npm run outbox -- <username or address>');
    process.exit(2);
  }
  const env = readLmsEnv();
  if (env.mode !== 'demo') throw new Error('The outbox is for demo mode only (LMS_MODE=demo).');
  const handle = await createDatabase(env);
  try {
    const entries = await latestOutbox(handle.db, to, 10);
    if (entries.length === 0) console.log(`Nothing sent to ${to}.`);
    for (const entry of entries) {
      console.log(`${entry.createdAt}  ${entry.channel} to ${entry.address}${entry.code ? `  code: ${entry.code}` : ''}`);
      if (entry.subject) console.log(`  ${entry.subject}`);
      console.log(`  ${entry.body.replace(/\n/g, '\n  ')}\n`);
    }
  } finally {
    await handle.close();
  }
}

runCommand(module, main);
