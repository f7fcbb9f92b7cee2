/**
 * One part of the bench on a fresh portal, without the rest (Lighthouse, the big tenant):
 *   npm run bench:dashboard -w @portal/e2e   the dashboard figures (bench/dashboard.ts)
 *   npm run bench:api -w @portal/e2e         the API throughput figures (bench/api.ts)
 *   npm run bench:lighthouse -w @portal/e2e  Lighthouse on the sign-in page and the dashboard (bench/lighthouse.ts)
 *   npm run bench:scripts -w @portal/e2e     the sign-in page's JavaScript and its budgets (bench/scripts.ts)
 *   npm run bench:lrs -w @portal/e2e         the record store on Postgres (bench/lrs.ts; no build needed)
 */
import { ensureChromium } from '../support/chromium';
import { ensureBuilt, startFreshPortal } from '../support/portal';
import { measureApi } from './api';
import { measureDashboard } from './dashboard';
import { measureLighthouse } from './lighthouse';
import { measureRecordStore } from './lrs';
import { measurePart, type Budget } from './measure';
import { measureSignInScripts } from './scripts';

const PARTS = { dashboard: measureDashboard, api: measureApi, lighthouse: measureLighthouse, scripts: measureSignInScripts } as const;

async function onPortal(part: keyof typeof PARTS): Promise<Budget[]> {
  if (part !== 'api') await ensureChromium();
  await ensureBuilt();
  const portal = await startFreshPortal();
  try {
    return await measurePart(`${part} figures`, (into) => PARTS[part](portal.url, into));
  } finally {
    await portal.stop();
  }
}

async function main(part: string | undefined): Promise<number> {
  if (!part || !(part in PARTS || part === 'lrs')) throw new Error(`usage: only.ts ${[...Object.keys(PARTS), 'lrs'].join('|')}`);
  // The record store starts a Postgres portal of its own, without the apps.
  const budgets = part === 'lrs' ? await measurePart('record-store figures', measureRecordStore) : await onPortal(part as keyof typeof PARTS);
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
