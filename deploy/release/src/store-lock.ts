import { promises as fs } from 'node:fs';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';
import { ReleaseError } from './store-layout';

/**
 * How long a command waits for another command's change of the same file: a change holds the lock
 * only while it reads and writes one small JSON file, so ten seconds means the other command is
 * stuck (its lock goes stale, below) or the store is very slow.
 */
const LOCK_RETRIES = { retries: 60, factor: 1.3, minTimeout: 20, maxTimeout: 250, randomize: true };
/** A lock whose holder stopped refreshing it this long ago (a command killed mid-change) is taken over. */
const LOCK_STALE_MS = 10_000;

/**
 * Runs `change` while holding the lock of one state file of the store (a tenant's file or
 * shell.json), so concurrent release commands (other processes, other machines on a shared volume)
 * change it one after another: each reads what the one before wrote. The lock is a folder beside
 * the file (`<file>.lock`, proper-lockfile), which the gateway never reads. A command that cannot
 * get the lock fails with a message instead of changing the file anyway.
 */
export async function withStateLock<T>(file: string, what: string, change: () => Promise<T>): Promise<T> {
  await fs.mkdir(dirname(file), { recursive: true });
  let unlock: () => Promise<void>;
  try {
    unlock = await lockfile.lock(file, { realpath: false, lockfilePath: `${file}.lock`, stale: LOCK_STALE_MS, retries: LOCK_RETRIES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new ReleaseError(`${what} is being changed by another release command; nothing was changed, try again`);
    throw error;
  }
  try {
    return await change();
  } finally {
    await unlock();
  }
}
