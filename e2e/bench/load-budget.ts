/**
 * How long the parts of the portal that the shell's load budgets bound take when nothing is wrong
 * (decision 0014): run it several times, with the machine busy, and keep the budget well above the
 * worst figure. Not part of `npm run bench`; run it against a running portal:
 *
 *   npx tsx e2e/bench/load-budget.ts http://127.0.0.1:8080 [runs=5] [busy=2]
 *
 * `busy` starts that many processes spinning on the CPU meanwhile (a 2-core CI under load).
 * Each run opens a fresh browser signed in as the demo learner, opens the dashboard, then the
 * approvals page (a lazy page of the same area: its later chunk) and the catalogue (another area),
 * and reads the browser's resource timings:
 *
 * - manifest: /portal-manifest.json, request to response end (the page normally carries it; asked here);
 * - area: from the first request of a remote's files to the end of the last one its first page needs
 *   (mf-manifest.json, remoteEntry.js, './app' and its chunks);
 * - request: the slowest single file of a remote;
 * - chunk: the approvals page's own chunks, after the dashboard was in.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { chromium, request as apiRequest } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { DEMO_USERS } from '../support/demo';
import { signedInStorageState } from '../support/session';

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

const [url = 'http://127.0.0.1:8080', runsArg = '5', busyArg = '2'] = process.argv.slice(2);

function spinners(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => fork('-e', [], { execArgv: ['-e', 'for(;;){}'], stdio: 'ignore' }));
}

async function timings(page: import('@playwright/test').Page): Promise<Timing[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
  );
}

function areaFigures(entries: Timing[], remote: string): { area: number; request: number } {
  const files = entries.filter((entry) => entry.name.includes(`/remotes/${remote}/`));
  if (!files.length) return { area: NaN, request: NaN };
  const start = Math.min(...files.map((file) => file.startTime));
  return { area: Math.max(...files.map((file) => file.responseEnd)) - start, request: Math.max(...files.map((file) => file.responseEnd - file.startTime)) };
}

async function main(): Promise<void> {
  const busy = spinners(Number(busyArg));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows: Record<string, number>[] = [];
  try {
    for (let run = 0; run < Number(runsArg); run += 1) {
      const storageState = await signedInStorageState(apiRequest, url, DEMO_USERS.approver.username);
      const context = await browser.newContext({ baseURL: url, storageState });
      const page = await context.newPage();
      await page.goto('/#/dashboard');
      await page.getByRole('main').getByRole('searchbox', { name: 'Search the catalogue' }).waitFor();
      const manifest = await page.evaluate(async () => {
        const started = performance.now();
        await (await fetch('/portal-manifest.json', { cache: 'no-store' })).json();
        return performance.now() - started;
      });
      const dashboard = areaFigures(await timings(page), 'dashboard');
      const before = (await timings(page)).length;
      await page.goto('/#/approvals');
      await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
      const later = (await timings(page)).slice(before).filter((entry) => entry.name.includes('/remotes/dashboard/') && entry.name.endsWith('.js'));
      const chunk = later.length ? Math.max(...later.map((entry) => entry.responseEnd - entry.startTime)) : NaN;
      await page.goto('/#/catalogue/items');
      await page.getByRole('main').getByRole('searchbox').first().waitFor();
      const catalogue = areaFigures(await timings(page), 'catalogue');
      rows.push({
        manifest,
        dashboardArea: dashboard.area,
        dashboardRequest: dashboard.request,
        laterChunk: chunk,
        catalogueArea: catalogue.area,
        catalogueRequest: catalogue.request,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    for (const child of busy) child.kill();
  }
  console.table(rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Math.round(value)]))));
  const worst = Object.fromEntries(Object.keys(rows[0] ?? {}).map((key) => [key, Math.round(Math.max(...rows.map((row) => row[key]!)))]));
  console.log('worst (ms):', worst);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
