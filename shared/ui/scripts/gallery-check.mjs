#!/usr/bin/env node
/**
 * `npm run gallery:check -w @portal/ui`: opens every story of the built gallery (npm run gallery) in
 * Debian's Chromium, in the light and the dark theme and right to left, and runs axe-core on it.
 * Fails on a serious or critical violation (colour contrast included: a real browser lays the page
 * out); lists the lesser ones. About 30 s for the whole gallery.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright';

const GALLERY = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'gallery');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const VARIANTS = [
  { name: 'light', query: 'theme=light' },
  { name: 'dark', query: 'theme=dark' },
  { name: 'right to left', query: 'theme=light&rtl=true' },
];

if (!existsSync(path.join(GALLERY, 'meta.json'))) {
  console.error('No built gallery: run `npm run gallery` first.');
  process.exit(1);
}
const stories = Object.keys(JSON.parse(readFileSync(path.join(GALLERY, 'meta.json'), 'utf8')).stories);

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://gallery').pathname);
  const file = path.join(GALLERY, pathname === '/' ? 'index.html' : pathname);
  if (!file.startsWith(GALLERY) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
const failures = [];
const notes = [];
try {
  for (const story of stories) {
    for (const variant of VARIANTS) {
      await page.goto(`${base}?story=${story}&mode=preview&${variant.query}`);
      await page.locator('.gallery-frame').first().waitFor();
      const { violations } = await new AxeBuilder({ page }).include('.gallery-frame').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      for (const violation of violations) {
        const line = `${story} (${variant.name}): ${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;
        (violation.impact === 'serious' || violation.impact === 'critical' ? failures : notes).push(line);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
for (const note of notes) console.log(`note: ${note}`);
for (const failure of failures) console.error(`FAIL: ${failure}`);
console.log(`${stories.length * VARIANTS.length - failures.length} passed, ${failures.length} failed`);
process.exitCode = failures.length ? 1 : 0;
