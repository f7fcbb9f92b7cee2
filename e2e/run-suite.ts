/**
 * `npm test`'s browser half: install Chromium if missing and build what is stale, once, then run the suite as two Playwright shards at
 * the same time, each half of the spec files (balanced by test count). Each shard's global set-up starts a portal of its own (its own PGlite, data and release
 * folders), so no test shares more state than it did in one run; the two shards keep both cores busy
 * while the other waits on the browser or the network, which halves the wall time on a 2-core machine.
 * `E2E_SHARDS=1` runs one shard (one portal, one browser), as `npx playwright test` does.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import concurrently from 'concurrently';
import { ensureChromium } from './support/chromium';
import { ensureBuilt } from './support/portal';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
// Anything after `--` goes to every shard: `npm run test:e2e -- tests/sso.spec.ts`.
const passOn = process.argv
  .slice(2)
  .map((argument) => JSON.stringify(argument))
  .join(' ');
interface ListedSuite {
  specs?: { file: string; tests: unknown[] }[];
  suites?: ListedSuite[];
}

/**
 * The spec files split into `count` lists of about as many tests each, whole files kept together
 * (their serial groups and set-ups stay in one portal). Playwright's own `--shard` cuts the file list
 * in order at equal test counts, which put the two largest files (every locale, every page's axe
 * check) in one shard, a third longer than the other.
 */
function balancedFiles(count: number): string[][] {
  const listing = execFileSync('npx', ['playwright', 'test', '--list', '--reporter=json'], { cwd: __dirname, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const { config, suites } = JSON.parse(listing) as { config: { rootDir: string }; suites: ListedSuite[] };
  const tests = new Map<string, number>();
  const walk = (suite: ListedSuite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.relative(__dirname, path.resolve(config.rootDir, spec.file));
      tests.set(file, (tests.get(file) ?? 0) + spec.tests.length);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  suites.forEach(walk);
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], tests: 0 }));
  // Largest first, each to the shard with the fewest tests so far.
  for (const [file, size] of [...tests].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    const lightest = shards.reduce((least, shard) => (shard.tests < least.tests ? shard : least));
    lightest.files.push(file);
    lightest.tests += size;
  }
  return shards.map((shard) => shard.files);
}

/** A file as a Playwright filter: its whole path, the dots literal. */
const exactly = (file: string) => JSON.stringify(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function main(): Promise<number> {
  // Once, before the shards: two installs or two builds at the same moment would fight over one folder.
  await ensureChromium();
  await ensureBuilt();
  // Files named after `--` are cut by Playwright's own shards; the whole suite by balanced file lists.
  const files = shards > 1 && !passOn ? balancedFiles(shards) : undefined;
  const selection = (index: number) => (files ? files[index]!.map(exactly).join(' ') : `--shard=${index + 1}/${shards} ${passOn}`);
  const { result } = concurrently(
    Array.from({ length: shards }, (_, index) => ({
      // Each shard writes its own results folder: Playwright empties its output folder when it starts.
      command: shards === 1 ? `npx playwright test ${passOn}` : `npx playwright test --output=test-results/shard-${index + 1} ${selection(index)}`,
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
