/**
 * The dashboard figures of `npm run bench` (issue 16), on the demo tenant as `learner` in Chromium:
 *
 * - sign-in to every dashboard widget rendered, scrolling down as a reader does (those below the first
 *   screen render as they near it; recorded, the spec sets no budget): the summary
 *   cards, training list, training bar chart, calendar, activity heatmap, certifications,
 *   gamification (overview, achievements, leaderboard), channels, recommendations and feeds;
 * - mf-dashboard's own JavaScript for the dashboard (recorded, per file and in total, gzip);
 * - d3 only in the widgets that draw: d3-scale's code only in lazily loaded chunks (never in the
 *   remote's entry or its exposed ./app), not at all on a page without a chart (/feed/news), and
 *   the whole d3 bundle (d3-selection) never.
 *
 * `npm run bench:dashboard -w @portal/e2e` runs this part alone on a fresh portal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo';
import { REPO_ROOT } from '../support/portal';
import { kb, recordJavaScript, type Budget, type JsFile } from './measure';

/** The widgets' regions by their accessible names (en-GB); the training bar chart is a figure (@portal/ui's ChartFrame). */
const WIDGETS = [
  'Your learning at a glance',
  'My training',
  'Calendar',
  'Activity',
  'Certifications',
  'Your points',
  'Achievements',
  'Leaderboard',
  'Channels',
  'Recommended for you',
  'News',
] as const;

/**
 * Definitions only d3-scale's code has (a band scale's `paddingInner` method) and only d3-selection's
 * (its xmlns namespace), each proven against the library's own file: a signature that no longer
 * matches its library would report "not loaded" for ever, so that fails too.
 */
const D3 = {
  scale: { signature: /\.paddingInner\s*=\s*function/, provenBy: 'd3-scale/dist/d3-scale.js' },
  selection: { signature: /http:\/\/www\.w3\.org\/2000\/xmlns\//, provenBy: 'd3-selection/dist/d3-selection.js' },
} as const;
/** The remote's files that load before any widget: its container entry, its exposed ./app and its main chunk. */
const EAGER = /\/(remoteEntry|__federation_expose_app|main)[.\w]*\.js$/;

function proven(signature: RegExp, provenBy: string): boolean {
  try {
    return signature.test(readFileSync(path.join(REPO_ROOT, 'node_modules', provenBy), 'utf8'));
  } catch {
    return false;
  }
}

const isDashboardFile = (file: JsFile) => new URL(file.url).pathname.startsWith('/remotes/dashboard/');

/** Signs in from a deep link and answers ms from Sign in to every widget rendered, or null after 60 s. */
async function signInToDashboard(page: Page, origin: string): Promise<number | null> {
  await page.goto(`${origin}/#/dashboard`);
  await page.getByLabel('Username').fill(DEMO_USERS.learner.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const start = Date.now();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const main = page.getByRole('main');
  const region = (name: string) => main.getByRole('region', { name, exact: true });
  // The widgets below the first screen render as they come near it: a reader scrolls down meanwhile.
  let scrolling = true;
  const scroll = (async () => {
    while (scrolling) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
  })();
  const rendered = await Promise.all([
    ...WIDGETS.map((name) => region(name).waitFor({ state: 'visible', timeout: 60_000 })),
    region('Leaderboard').getByRole('row').nth(5).waitFor({ timeout: 60_000 }),
    region('Activity').getByTestId('activity-heatmap').waitFor({ timeout: 60_000 }),
    main.getByRole('figure', { name: 'Training by status', exact: true }).getByTestId('training-bar-chart').waitFor({ timeout: 60_000 }),
    region('News').getByRole('listitem').first().waitFor({ timeout: 60_000 }),
    region('Certifications').getByRole('listitem').first().waitFor({ timeout: 60_000 }),
  ]).then(
    () => true,
    () => false,
  );
  const elapsed = Date.now() - start;
  scrolling = false;
  await scroll;
  return rendered ? elapsed : null;
}

function printDashboardJs(files: readonly JsFile[]): void {
  console.log('\nmf-dashboard JavaScript loaded for the dashboard');
  console.log(`${'file'.padEnd(52)} ${'gzip KB'.padStart(8)}  d3-scale`);
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${path.basename(new URL(file.url).pathname).padEnd(52)} ${kb(file.gzip).padStart(8)}  ${D3.scale.signature.test(file.body) ? 'yes' : ''}`);
  }
}

export async function measureDashboard(portalUrl: string, budgets: Budget[]): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const collect = await recordJavaScript(cdp);

    const signInMs = await signInToDashboard(page, portalUrl);
    const rendered = signInMs !== null;
    budgets.push({ name: 'sign-in → every dashboard widget rendered (recorded, no budget)', actual: rendered ? `${signInMs} ms` : 'not every widget within 60 s', pass: rendered });
    if (!rendered) return;
    await page.waitForTimeout(1_000);
    const own = (await collect()).filter(isDashboardFile);
    printDashboardJs(own);
    budgets.push({
      name: "mf-dashboard's own JS for the dashboard (recorded, no budget)",
      actual: `${kb(own.reduce((sum, file) => sum + file.gzip, 0))} KB gzip in ${own.length} files`,
      pass: own.length > 0,
    });

    for (const [name, { signature, provenBy }] of Object.entries(D3)) {
      if (!proven(signature, provenBy)) budgets.push({ name: `the d3-${name} signature matches ${provenBy}`, actual: 'no match: fix the signature', pass: false });
    }
    const withScale = own.filter((file) => D3.scale.signature.test(file.body)).map((file) => path.basename(new URL(file.url).pathname));
    const eager = withScale.filter((name) => EAGER.test(`/${name}`));
    budgets.push({
      name: 'd3-scale only in lazily loaded dashboard chunks',
      actual: withScale.length === 0 ? 'not found (the charts did not load it?)' : eager.length ? `in ${eager.join(', ')}` : `in ${withScale.join(', ')}`,
      pass: withScale.length > 0 && eager.length === 0,
    });
    const selection = own.filter((file) => D3.selection.signature.test(file.body));
    budgets.push({ name: 'the whole d3 bundle (d3-selection) not loaded on the dashboard', actual: selection.length ? 'loaded' : 'not loaded', pass: selection.length === 0 });

    // A page of the same remote without a chart: no d3 at all.
    const feedContext = await browser.newContext({ storageState: await context.storageState() });
    const feedPage = await feedContext.newPage();
    const feedCdp = await feedContext.newCDPSession(feedPage);
    await feedCdp.send('Network.enable');
    await feedCdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const collectFeed = await recordJavaScript(feedCdp);
    await feedPage.goto(`${portalUrl}/#/feed/news`);
    await feedPage.getByRole('heading', { level: 1, name: 'Demo University news' }).waitFor({ timeout: 30_000 });
    await feedPage.waitForTimeout(1_000);
    const feedFiles = (await collectFeed()).filter(isDashboardFile);
    const feedD3 = feedFiles.filter((file) => D3.scale.signature.test(file.body) || D3.selection.signature.test(file.body));
    budgets.push({
      name: 'no d3 on a dashboard-area page without a chart (/feed/news)',
      actual: feedD3.length ? 'loaded' : `not loaded (${feedFiles.length} files)`,
      pass: feedFiles.length > 0 && feedD3.length === 0,
    });
  } finally {
    await browser.close();
  }
}
