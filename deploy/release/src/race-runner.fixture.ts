/**
 * For concurrency.test.ts: one release command in a process of its own, run at the moment
 * START_AT (ms since the epoch) names, so that processes started one after another change the
 * store at the same time (a command's own start-up would otherwise keep them apart).
 */
import { runCommand } from './commands';

const startAt = Number(process.env.START_AT ?? 0);
const wait = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));

void wait()
  .then(() => runCommand(process.argv.slice(2), { store: process.env.RELEASES_DIR ?? '', cwd: process.cwd() }))
  .then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
