/**
 * One part of the bench on a fresh portal, without the rest:
 *   npm run bench:dashboard -w @portal/e2e   the dashboard figures (bench/dashboard.ts)
 *   npm run bench:api -w @portal/e2e         the API throughput figures (bench/api.ts)
 *   npm run bench:lighthouse -w @portal/e2e  Lighthouse on the floor page, the sign-in page and the dashboard (bench/lighthouse.ts)
 *   npm run bench:scripts -w @portal/e2e     the sign-in page's JavaScript and its budgets (bench/scripts.ts)
 *   npm run bench:inp -w @portal/e2e         INP over the scripted journey at 4× CPU (bench/inp.ts)
 *   npm run bench:catalogue -w @portal/e2e   the catalogue on the `big` tenant, seeded first (bench/catalogue.ts)
 *   npm run bench:lrs -w @portal/e2e         the record store on Postgres (bench/lrs.ts; no build needed)
 *   npm run bench:catalogue-big -w @portal/e2e  the catalogue at 100,000 items, server and page (bench/catalogue-big.ts)
 */
import { ensureChromium } from '../support/chromium';
import { ensureBuilt, startFreshPortal, type RunningPortal } from '../support/portal';
import { measureApi } from './api';
import { measureCatalogue, seedBigTenant } from './catalogue';
import { measureCatalogueBig } from './catalogue-big';
import { measureDashboard } from './dashboard';
import { measureInp } from './inp';
import { measureLighthouse } from './lighthouse';
import { measureRecordStore } from './lrs';
import { measurePart, type Budget } from './measure';
import { measureSignInScripts } from './scripts';

type Part = (portal: RunningPortal, budgets: Budget[]) => Promise<void>;
const PARTS: Record<'dashboard' | 'api' | 'lighthouse' | 'scripts' | 'inp' | 'catalogue', Part> = {
  dashboard: (portal, into) => measureDashboard(portal.url, into),
  api: (portal, into) => measureApi(portal.url, into),
  lighthouse: measureLighthouse,
  scripts: (portal, into) => measureSignInScripts(portal.url, into),
  inp: (portal, into) => measureInp(portal.url, into),
  catalogue: measureCatalogue,
};

async function onPortal(part: keyof typeof PARTS): Promise<Budget[]> {
  // The API figures need no apps: the gateway and its LMS alone.
  if (part !== 'api') {
    await ensureChromium();
    await ensureBuilt();
  }
  // The catalogue figures need the big tenant, seeded before the gateway opens the database.
  const portal = await startFreshPortal({ apiOnly: part === 'api', ...(part === 'catalogue' ? { beforeStart: ({ dataDir }) => seedBigTenant(dataDir) } : {}) });
  try {
    return await measurePart(`${part} figures`, (into) => PARTS[part](portal, into));
  } finally {
    await portal.stop();
  }
}

async function main(part: string | undefined): Promise<number> {
  if (!part || !(part in PARTS || part === 'lrs' || part === 'catalogue-big')) throw new Error(`usage: only.ts ${[...Object.keys(PARTS), 'lrs', 'catalogue-big'].join('|')}`);
  // The record store and the big catalogue start a portal of their own (the record store without the apps).
  const budgets =
    part === 'lrs'
      ? await measurePart('record-store figures', measureRecordStore)
      : part === 'catalogue-big'
        ? await measurePart('catalogue call at 100,000 items', measureCatalogueBig)
        : await onPortal(part as keyof typeof PARTS);
  console.log(`\n==== ${part} bench ====`);
  for (const budget of budgets) console.log(`${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.actual}`);
  return budgets.every((budget) => budget.pass) ? 0 : 1;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
