/**
 * Debian's Chromium, never a downloaded browser. The same flags serve Playwright, the benchmark
 * and Lighthouse's chrome-launcher.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };

/**
 * The README's test command must work on a fresh Debian machine: when the browser is missing and we
 * run as root, install Debian's package (the same one .ci/run installs); otherwise stop at once with
 * one sentence saying what to install, instead of every test failing to launch.
 */
export async function ensureChromium(): Promise<void> {
  const { existsSync } = await import('node:fs');
  if (existsSync(CHROMIUM_PATH)) return;
  const { spawnSync } = await import('node:child_process');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasAptGet) {
    console.log(`e2e: ${CHROMIUM_PATH} is missing; installing Debian's chromium package with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (run.status !== 0) throw new Error(`e2e: "apt-get ${args.join(' ')}" failed (exit ${run.status}); install Debian's chromium package so that ${CHROMIUM_PATH} exists.`);
    }
    if (existsSync(CHROMIUM_PATH)) return;
  }
  throw new Error(
    `e2e: the tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is missing: install it with "sudo apt-get install chromium" (Playwright never downloads a browser here).`,
  );
}
