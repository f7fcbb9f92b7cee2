#!/usr/bin/env -S npx tsx
import { runCommand } from './commands';
import { ReleaseError, resolveStoreDir } from './store-layout';

// `npm run -w` runs in this package's folder; INIT_CWD is where the release manager typed the command.
runCommand(process.argv.slice(2), { store: resolveStoreDir(), cwd: process.env.INIT_CWD ?? process.cwd() }).then(
  (output) => console.log(output),
  (error: unknown) => {
    console.error(error instanceof ReleaseError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? (error as Error).message : error);
    process.exitCode = 1;
  },
);
