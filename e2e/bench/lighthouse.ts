/**
 * Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU), a fresh browser profile per run,
 * median of five: the performance score, LCP, TBT and CLS, and what the LCP element was, each page
 * beside the floor page of the same rounds (bench/floor-page.ts). Signed-in
 * pages get the session's cookies and the portal's local storage before Lighthouse loads them (its
 * storage reset is then off, as a returning user's browser would have them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { freePort, type RunningPortal } from '../support/portal';
import { signedInStorageState, type StorageState } from '../support/session';
import { FLOOR_ROUTE, installFloorPage } from './floor-page';
import { type Budget, median } from './measure';

/** Medians of five (issue 35). */
export const LIGHTHOUSE_RUNS = 5;

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
}

export interface LighthouseSummary extends LighthouseRun {
  runs: LighthouseRun[];
}

/** One audit in a browser that Playwright prepared (cookies, local storage) and Lighthouse drives. */
async function audit(url: string, storage: StorageState | undefined): Promise<LighthouseRun> {
  // Both are ES modules; this file runs as CommonJS under tsx, so import them dynamically.
  const { default: lighthouse } = await import('lighthouse');
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (storage) {
      await context.addCookies(storage.cookies);
      const page = await context.newPage();
      for (const origin of storage.origins) {
        await page.goto(`${origin.origin}/portal-manifest.json`);
        await page.evaluate((items) => items.forEach(({ name, value }) => window.localStorage.setItem(name, value)), origin.localStorage);
      }
      await page.close();
    }
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(storage) });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const element = lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100) / 100,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP under load): such a run is taken again, twice at most. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('Lighthouse:')) throw error;
      console.warn(`Lighthouse run failed (${String(error)}); taking it again`);
    }
  }
}

/** A page the bench audits: its route, and the demo user signed in for it (none: a cold visitor). */
interface AuditedPage {
  route: string;
  username?: string;
}

/** One audit of a page; a fresh session each run: one spent by a refresh or a sign-out must not spoil the next. */
async function auditOnce(portalUrl: string, { route, username }: AuditedPage, label: string): Promise<LighthouseRun> {
  const storage = username ? await signedInStorageState(request, portalUrl, username) : undefined;
  const figures = await withRetry(() => audit(`${portalUrl}${route}`, storage));
  console.log(
    `Lighthouse ${label}: score ${figures.score}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}; LCP element ${figures.lcpElement}`,
  );
  return figures;
}

function summary(runs: LighthouseRun[]): LighthouseSummary {
  const mid = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return { score: mid((r) => r.score), lcpMs: mid((r) => r.lcpMs), tbtMs: mid((r) => r.tbtMs), cls: mid((r) => r.cls), lcpElement: runs[0]!.lcpElement, runs };
}

/**
 * The pages in rounds (the floor, then each page, then the floor again…), so that what the machine
 * is doing meanwhile falls on a page and its floor alike; each page's figures against the floor's of
 * its own round.
 */
async function lighthouseRounds<Name extends string>(portalUrl: string, pages: Record<Name, AuditedPage>, runs = LIGHTHOUSE_RUNS): Promise<Record<Name, LighthouseSummary>> {
  const names = Object.keys(pages) as Name[];
  const collected = Object.fromEntries(names.map((name) => [name, [] as LighthouseRun[]])) as Record<Name, LighthouseRun[]>;
  for (let run = 1; run <= runs; run += 1) {
    for (const name of names) collected[name].push(await auditOnce(portalUrl, pages[name], `${name} run ${run}/${runs}`));
  }
  return Object.fromEntries(names.map((name) => [name, summary(collected[name])])) as Record<Name, LighthouseSummary>;
}

/** A page beside the floor: the median of the rounds' LCP ratios and TBT differences. */
interface BesideFloor {
  lcpRatio: number;
  tbtDifferenceMs: number;
}

function besideFloor(page: LighthouseSummary, floor: LighthouseSummary): BesideFloor {
  return {
    lcpRatio: median(page.runs.map((run, index) => run.lcpMs / floor.runs[index]!.lcpMs)),
    tbtDifferenceMs: median(page.runs.map((run, index) => run.tbtMs - floor.runs[index]!.tbtMs)),
  };
}

/** Issue 35's budgets, beside the floor page of the same run. */
export const LIGHTHOUSE_BUDGETS = {
  signIn: { lcpRatio: 1.2, tbtOverFloorMs: 50 },
  dashboard: { lcpRatio: 1.5, tbtOverFloorMs: 150 },
} as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const signed = (ms: number) => `${ms >= 0 ? '+' : '−'}${Math.abs(ms).toFixed(0)} ms`;

function printBesideFloor(figures: Record<'floor' | 'sign-in' | 'dashboard', LighthouseSummary>): void {
  const { floor } = figures;
  console.log(`\nLighthouse mobile, median of ${floor.runs.length} rounds, beside the floor page (a bare React page with the sign-in markup)`);
  console.log(
    `${'page'.padEnd(10)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'× floor'.padStart(8)} ${'TBT'.padStart(8)} ${'− floor'.padStart(9)} ${'CLS'.padStart(6)}  LCP element`,
  );
  for (const [name, page] of Object.entries(figures)) {
    const beside = besideFloor(page, floor);
    const ratio = name === 'floor' ? '' : beside.lcpRatio.toFixed(2);
    const difference = name === 'floor' ? '' : signed(beside.tbtDifferenceMs);
    console.log(
      `${name.padEnd(10)} ${String(page.score).padStart(5)} ${seconds(page.lcpMs).padStart(8)} ${ratio.padStart(8)} ${`${page.tbtMs.toFixed(0)} ms`.padStart(8)} ${difference.padStart(9)} ${page.cls.toFixed(3).padStart(6)}  ${page.lcpElement.slice(0, 60)}`,
    );
  }
}

/** The floor page, the sign-in page cold, and the dashboard as the demo learner opens it after signing in. */
export async function measureLighthouse(portal: RunningPortal, budgets: Budget[]): Promise<void> {
  await installFloorPage(portal);
  const figures = await lighthouseRounds(portal.url, {
    floor: { route: FLOOR_ROUTE },
    'sign-in': { route: '/#/access/signin' },
    dashboard: { route: '/#/dashboard', username: 'learner' },
  });
  printBesideFloor(figures);
  const { floor } = figures;
  const floorFigures = `floor LCP ${seconds(floor.lcpMs)}, TBT ${floor.tbtMs.toFixed(0)} ms`;
  budgets.push({ name: 'floor page (recorded)', actual: `${floorFigures}, score ${floor.score}`, pass: true });
  for (const [name, budget] of [
    ['sign-in', LIGHTHOUSE_BUDGETS.signIn],
    ['dashboard', LIGHTHOUSE_BUDGETS.dashboard],
  ] as const) {
    const page = figures[name];
    const beside = besideFloor(page, floor);
    budgets.push(
      {
        name: `${name} LCP ≤ ${budget.lcpRatio} × floor`,
        actual: `${beside.lcpRatio.toFixed(2)} × (${seconds(page.lcpMs)}; ${page.lcpElement.slice(0, 40)})`,
        pass: beside.lcpRatio <= budget.lcpRatio,
      },
      {
        name: `${name} TBT ≤ floor + ${budget.tbtOverFloorMs} ms`,
        actual: `floor ${signed(beside.tbtDifferenceMs)} (${page.tbtMs.toFixed(0)} ms)`,
        pass: beside.tbtDifferenceMs <= budget.tbtOverFloorMs,
      },
      { name: `${name} score, CLS (recorded)`, actual: `${page.score}, ${page.cls.toFixed(3)}`, pass: true },
    );
  }
}
