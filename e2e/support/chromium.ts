/**
 * Debian's Chromium, never a downloaded browser. The same flags serve Playwright, the benchmark
 * and Lighthouse's chrome-launcher.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
