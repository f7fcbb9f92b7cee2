/**
 * The floor page the browser figures are read beside (issue 35): a bare React page with the sign-in
 * page's markup (bench/floor/: React renders a captured tree, nothing else), built by the portal's
 * webpack preset without Module Federation and served by the same gateway, from the release store's
 * remotes folder (`/remotes/bench-floor/1/`; a folder without a release record, which no manifest
 * names). A slower or busier machine slows the page and its floor together, so budgets are set on
 * their ratio and difference.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { REPO_ROOT, type RunningPortal } from '../support/portal';

const FLOOR_DIR = path.join(__dirname, 'floor');
const BUILT = path.join(FLOOR_DIR, 'dist', 'index.html');
export const FLOOR_ROUTE = '/remotes/bench-floor/1/index.html';
const SIGN_IN_ROUTE = '/#/access/signin';

function newest(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

/** Builds bench/floor when its dist is missing or older than its sources or the preset. */
function ensureFloorBuilt(): void {
  let builtAt = 0;
  try {
    builtAt = statSync(BUILT).mtimeMs;
  } catch {
    // not built yet
  }
  const sources = [path.join(FLOOR_DIR, 'src'), path.join(FLOOR_DIR, 'webpack.config.js'), path.join(REPO_ROOT, 'shared', 'build', 'src', 'index.js')];
  if (sources.every((source) => newest(source) < builtAt)) return;
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'shared', 'build', 'src', 'build-app.js')], { cwd: FLOOR_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the floor page's build failed (exit code ${result.status ?? result.signal})`);
}

interface Captured {
  html: Record<string, string>;
  styles: string[];
  tree: unknown;
}

/**
 * Run in the page as a string: tsx's transform names inner functions through a helper the page does
 * not have. Each node becomes text or [tag, attributes, ...children]; #root's contents go in one
 * wrapper, as the shell renders them into it.
 */
const CAPTURE = `(() => {
  const walk = (node) => [
    node.tagName.toLowerCase(),
    Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value])),
    ...[...node.childNodes].flatMap((child) => {
      if (child.nodeType === 3) return child.textContent ? [child.textContent] : [];
      return child.nodeType === 1 && !['SCRIPT', 'TEMPLATE'].includes(child.tagName) ? [walk(child)] : [];
    }),
  ];
  const root = document.getElementById('root');
  if (!root) throw new Error('the sign-in page has no #root');
  return {
    html: Object.fromEntries([...document.documentElement.attributes].map((attribute) => [attribute.name, attribute.value])),
    styles: [...document.querySelectorAll('style')].map((style) => style.textContent || ''),
    tree: ['div', { style: 'display: contents' }, ...[...root.children].map(walk)],
  };
})()`;

/** The sign-in page as the browser has it once the form is there: its styles and #root's tree. */
async function captureSignIn(portalUrl: string): Promise<Captured> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    await page.goto(`${portalUrl}${SIGN_IN_ROUTE}`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username').waitFor({ state: 'visible', timeout: 30_000 });
    return (await page.evaluate(CAPTURE)) as Captured;
  } finally {
    await browser.close();
  }
}

const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Builds the floor page, captures the sign-in markup from this portal, and puts the page where its gateway serves it. */
export async function installFloorPage(portal: RunningPortal): Promise<void> {
  ensureFloorBuilt();
  const captured = await captureSignIn(portal.url);
  const target = path.join(portal.releasesDir, 'remotes', 'bench-floor', '1');
  mkdirSync(target, { recursive: true });
  cpSync(path.dirname(BUILT), target, { recursive: true });
  const page = readFileSync(BUILT, 'utf8')
    .replace(
      /<html[^>]*>/,
      `<html ${Object.entries(captured.html)
        .map(([name, value]) => `${name}="${attribute(value)}"`)
        .join(' ')}>`,
    )
    .replace('<!--floor:head-->', captured.styles.map((css) => `<style>${css}</style>`).join('\n'))
    .replace('<!--floor:markup-->', `<script id="floor-markup" type="application/json">${scriptSafe(JSON.stringify(captured.tree))}</script>`);
  writeFileSync(path.join(target, 'index.html'), page);
}
