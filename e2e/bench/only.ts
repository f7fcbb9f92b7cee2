/**
 * One part of the bench on a fresh portal, without the rest (Lighthouse, the big tenant):
 *   npm run bench:dashboard -w @portal/e2e   the dashboard figures (bench/dashboard.ts)
 *   npm run bench:api -w @portal/e2e         the API throughput figures (bench/api.ts)
 *   npm run bench:lighthouse -w @portal/e2e  Lighthouse on the sign-in page and the dashboard (bench/lighthouse.ts)
 *   npm run bench:scripts -w @portal/e2e     the sign-in page's JavaScript and its budgets (bench/scripts.ts)
 */
import { ensureChromium } from '../support/chromium';
import { ensureBuilt, startFreshPortal } from '../support/portal';
import { measureApi } from './api';
import { measureDashboard } from './dashboard';
import { measureLighthouse } from './lighthouse';
import { measurePart, type Budget } from './measure';
import { measureSignInScripts } from './scripts';

const PARTS = { dashboard: measureDashboard, api: measureApi, lighthouse: measureLighthouse, scripts: measureSignInScripts } as const;

async function main(part: string | undefined): Promise<number> {
  if (!part || !(part in PARTS)) throw new Error(`usage: only.ts ${Object.keys(PARTS).join('|')}`);
  if (part !== 'api') await ensureChromium();
  await ensureBuilt();
  const portal = await startFreshPortal();
  let budgets: Budget[];
  try {
    budgets = await measurePart(`${part} figures`, (into) => PARTS[part as keyof typeof PARTS](portal.url, into));
  } finally {
    await portal.stop();
  }
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
