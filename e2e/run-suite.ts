/**
 * `npm test`'s browser half: install Chromium if missing and build what is stale, once, then run the suite as two Playwright shards at
 * the same time. Each shard's global set-up starts a portal of its own (its own PGlite, data and release
 * folders), so no test shares more state than it did in one run; the two shards keep both cores busy
 * while the other waits on the browser or the network, which halves the wall time on a 2-core machine.
 * `E2E_SHARDS=1` runs one shard (one portal, one browser), as `npx playwright test` does.
 */
import concurrently from 'concurrently';
import { ensureChromium } from './support/chromium';
import { ensureBuilt } from './support/portal';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
// Anything after `--` goes to every shard: `npm run test:e2e -- tests/sso.spec.ts`.
const passOn = process.argv
  .slice(2)
  .map((argument) => JSON.stringify(argument))
  .join(' ');
async function main(): Promise<number> {
  // Once, before the shards: two installs or two builds at the same moment would fight over one folder.
  await ensureChromium();
  await ensureBuilt();
  const { result } = concurrently(
    Array.from({ length: shards }, (_, index) => ({
      // Each shard writes its own results folder: Playwright empties its output folder when it starts.
      command: `npx playwright test ${shards === 1 ? '' : `--shard=${index + 1}/${shards} --output=test-results/shard-${index + 1} `}${passOn}`,
      name: shards === 1 ? 'e2e' : `e2e ${index + 1}/${shards}`,
      // Built above: a shard's global set-up must not start a second build of the same dist folders.
      env: { E2E_SKIP_BUILD: '1' },
    })),
    { cwd: __dirname, prefix: 'name' },
  );
  return result.then(
    () => 0,
    () => 1,
  );
}

void main().then((code) => process.exit(code));
