/**
 * `npm run bench:dashboard -w @portal/e2e`: only the dashboard figures of the bench (bench/dashboard.ts)
 * on a fresh portal, so they can be taken without the whole bench (Lighthouse, the big tenant).
 */
import { ensureChromium } from '../support/chromium';
import { ensureBuilt, startFreshPortal } from '../support/portal';
import { measureDashboard } from './dashboard';
import type { Budget } from './measure';

async function main(): Promise<number> {
  await ensureChromium();
  await ensureBuilt();
  const portal = await startFreshPortal();
  const budgets: Budget[] = [];
  try {
    await measureDashboard(portal.url, budgets);
  } catch (error) {
    budgets.push({ name: 'dashboard figures measured', actual: error instanceof Error ? error.message : String(error), pass: false });
  } finally {
    await portal.stop();
  }
  console.log('\n==== dashboard bench ====');
  for (const budget of budgets) console.log(`${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.actual}`);
  return budgets.every((budget) => budget.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
