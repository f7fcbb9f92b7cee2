/**
 * What a cold visit to the sign-in page downloads: every JavaScript response recorded in Debian's
 * Chromium with the cache disabled (its URL, the bytes it came in, its gzip size and body), printed
 * as a table, against the budgets: all JavaScript ≤ 120 KB over the wire, exactly one copy of react
 * and of react-dom. Over the wire is what Chromium is sent when it asks as it always does (the
 * release tooling writes a brotli copy of every file at publish); the gzip figure is printed beside
 * it, for a server or proxy that serves gzip only.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { kb, recordJavaScript, type Budget, type JsFile } from './measure';

const SIGN_IN_ROUTE = '/#/access/signin';
/** Issue 35: what the sign-in page loads, against a bare React page's ~45 KB. */
const JS_BUDGET_KB = 120;
/** Quiet time after load before the recording stops: remotes load after the shell boots. */
const SETTLE_MS = 1_500;

/**
 * Copies of React counted by what the downloaded code does, not by file names (production chunk
 * names are hashes, and a remote may bundle its own fallback copy under any name). Each package
 * defines an export that only its own module defines, and minifiers never rename exported
 * properties: react defines `cloneElement`, react-dom defines `findDOMNode`, and react-dom's client
 * renderer defines `createRoot` (React 18's react-dom/client entry only re-exports it, so it is not
 * counted twice). Code that merely calls these is not a definition, so it is not counted.
 */
const REACT_SIGNATURES = {
  react: /\.cloneElement\s*=\s*function/g,
  'react-dom': /\.findDOMNode\s*=\s*function/g,
  'react-dom/client': /\.createRoot\s*=\s*function/g,
} as const;

type ReactPackage = keyof typeof REACT_SIGNATURES;

/** For each package, the file of every copy found (a file holding two copies is listed twice). */
function findCopies(files: readonly JsFile[]): Record<ReactPackage, string[]> {
  const where = (pattern: RegExp) => files.flatMap((file) => (file.body.match(pattern) ?? []).map(() => file.url));
  return {
    react: where(REACT_SIGNATURES.react),
    'react-dom': where(REACT_SIGNATURES['react-dom']),
    'react-dom/client': where(REACT_SIGNATURES['react-dom/client']),
  };
}

interface ColdLoad {
  files: JsFile[];
  /** The sign-in form appeared: without it the numbers describe a portal that did not start. */
  rendered: boolean;
}

async function measureColdSignIn(portalUrl: string): Promise<ColdLoad> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const collect = await recordJavaScript(cdp);
    await page.goto(`${portalUrl}${SIGN_IN_ROUTE}`, { waitUntil: 'networkidle' });
    const rendered = await page
      .getByLabel('Username')
      .waitFor({ state: 'visible', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForTimeout(SETTLE_MS);
    return { files: await collect(), rendered };
  } finally {
    await browser.close();
  }
}

function printJsTable(files: readonly JsFile[], portalUrl: string): void {
  const rows = [...files].sort((a, b) => b.transferred - a.transferred);
  const name = (url: string) => (url.startsWith(portalUrl) ? url.slice(portalUrl.length) : url);
  const width = Math.max(20, ...rows.map((row) => name(row.url).length));
  console.log(`\nJavaScript loaded by a cold visit to ${SIGN_IN_ROUTE}`);
  console.log(`${'file'.padEnd(width)}  ${'wire KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'raw KB'.padStart(8)}  encoding`);
  for (const row of rows) {
    console.log(`${name(row.url).padEnd(width)}  ${kb(row.transferred).padStart(8)}  ${kb(row.gzip).padStart(8)}  ${kb(Buffer.byteLength(row.body)).padStart(8)}  ${row.encoding}`);
  }
  const sum = (size: (row: JsFile) => number) => kb(rows.reduce((total, row) => total + size(row), 0)).padStart(8);
  console.log(`${'total'.padEnd(width)}  ${sum((row) => row.transferred)}  ${sum((row) => row.gzip)}  ${sum((row) => Buffer.byteLength(row.body))}  ${rows.length} files`);
}

/** The sign-in page's scripts: the table, and the budget lines (the page rendered, the total, one React). */
export async function measureSignInScripts(portalUrl: string, budgets: Budget[]): Promise<void> {
  const { files, rendered } = await measureColdSignIn(portalUrl);
  printJsTable(files, portalUrl);
  budgets.push({ name: 'the sign-in page renders', actual: rendered ? 'yes' : 'no Username field within 30 s', pass: rendered });
  const total = files.reduce((sum, file) => sum + file.transferred, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const copies = findCopies(files);
  console.log('\nCopies fetched:');
  for (const [name, urls] of Object.entries(copies)) console.log(`  ${name}: ${urls.length} ${urls.map((url) => new URL(url).pathname).join(' ')}`);
  budgets.push(
    { name: `JavaScript total ≤ ${JS_BUDGET_KB} KB over the wire`, actual: `${kb(total)} KB (gzip ${kb(gzip)} KB)`, pass: total <= JS_BUDGET_KB * 1024 },
    { name: 'exactly one copy of react', actual: String(copies.react.length), pass: copies.react.length === 1 },
    { name: 'exactly one copy of react-dom', actual: String(copies['react-dom'].length), pass: copies['react-dom'].length === 1 },
  );
}
