/**
 * `npm run bench`: what a cold visit to the sign-in page downloads, and how fast Lighthouse finds it.
 *
 * 1. Starts a fresh portal (the same starter as the e2e global setup).
 * 2. Loads the sign-in page in Debian's Chromium with the cache disabled and records every
 *    JavaScript response (bench/scripts.ts): its URL, its size as it travelled (brotli, as Chromium
 *    asks for it; the gzip size beside it) and its body.
 * 3. Budgets: all JavaScript ≤ 120 KB over the wire; exactly one copy of react and of react-dom.
 * 4. Lighthouse (mobile defaults), five rounds (bench/lighthouse.ts): a floor page (a bare React page
 *    with the sign-in markup, bench/floor-page.ts), the sign-in page and the learner's dashboard, the
 *    first signed-in page; each page's LCP as a ratio to the floor's and its TBT as a difference,
 *    within issue 35's budgets.
 * 5. The catalogue on the `big` tenant (bench/catalogue.ts): sign-in to first page, keystroke
 *    latency with the CPU slowed 4×, the filter's own time, rows in the page after scrolling,
 *    the catalogue response's compression and ETag, mf-catalogue's JS, no FullCalendar or d3.
 * 6. The dashboard as the demo learner (bench/dashboard.ts): sign-in to every widget rendered,
 *    mf-dashboard's JS, d3-scale only in the charts' lazy chunks and none on a page without a chart.
 *    Then INP over a scripted journey at 4× CPU (bench/inp.ts): p75 and the worst.
 * 7. The API (bench/api.ts): the settings, profile and catalogue reads at 10 and 50 connections on
 *    PGlite and on Postgres (when a server answers), beside a bare Fastify route, within issue 13's budgets.
 * 8. The record store (bench/lrs.ts): POST of one statement and of a batch of 50, and a query by agent
 *    and verb over 100,000 stored statements, at 10 and 50 connections on Postgres, beside the same
 *    bare route, within issue 32's budgets.
 * 9. The catalogue at 100,000 items (bench/catalogue-big.ts, a portal of its own): the first page of
 *    the call cold and warm, then in Chromium sign-in → first page, the page's JS heap and keystroke →
 *    list at 4× CPU beside the same keys in an empty input.
 *
 * Exits non-zero when a budget fails or a measurement could not be taken.
 */
import { ensureChromium } from '../support/chromium';
import { ensureBuilt, startFreshPortal } from '../support/portal';
import { measureCatalogue, printCatalogueTable, seedBigTenant } from './catalogue';
import { measureCatalogueBig } from './catalogue-big';
import { measureApi } from './api';
import { measureDashboard } from './dashboard';
import { measureInp } from './inp';
import { measureLighthouse } from './lighthouse';
import { measureRecordStore } from './lrs';
import { measurePart, type Budget } from './measure';
import { measureSignInScripts } from './scripts';

async function main(): Promise<number> {
  await ensureChromium();
  await ensureBuilt();
  // The catalogue figures need the big tenant, seeded before the gateway opens the database.
  const portal = await startFreshPortal({ beforeStart: ({ dataDir }) => seedBigTenant(dataDir) });
  console.log(`bench: portal at ${portal.url}`);
  const budgets: Budget[] = [];
  try {
    budgets.push(...(await measurePart('sign-in scripts', (into) => measureSignInScripts(portal.url, into))));
    budgets.push(...(await measurePart('Lighthouse figures', (into) => measureLighthouse(portal, into))));
    const catalogue = await measurePart('catalogue figures', (into) => measureCatalogue(portal, into));
    printCatalogueTable(catalogue);
    budgets.push(...catalogue);
    budgets.push(...(await measurePart('dashboard figures', (into) => measureDashboard(portal.url, into))));
    budgets.push(...(await measurePart('INP figures', (into) => measureInp(portal.url, into))));
    budgets.push(...(await measurePart('API figures', (into) => measureApi(portal.url, into))));
  } finally {
    await portal.stop();
  }
  budgets.push(...(await measurePart('record-store figures', (into) => measureRecordStore(into))));
  budgets.push(...(await measurePart('catalogue at 100,000 items', (into) => measureCatalogueBig(into))));

  console.log('\n==== bench summary ====');
  for (const budget of budgets) console.log(`${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.actual}`);
  const failures = budgets.filter((budget) => !budget.pass).length;
  console.log(failures === 0 ? 'bench: all budgets met' : `bench: ${failures} failure(s)`);
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
