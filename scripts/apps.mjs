/**
 * The apps of the portal, in one place: `npm start` and e2e build and publish
 * these. Add a remote here (and give its package.json a "portal" field) to have it started.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `built` is the file a finished build always writes. The shell first: remotes are useless without it. */
export const APPS = [
  { dir: 'shell', packageName: '@portal/shell', built: 'dist/index.html' },
  { dir: 'mf-access', packageName: '@portal/mf-access', built: 'dist/mf-manifest.json' },
  { dir: 'mf-dashboard', packageName: '@portal/mf-dashboard', built: 'dist/mf-manifest.json' },
  { dir: 'mf-catalogue', packageName: '@portal/mf-catalogue', built: 'dist/mf-manifest.json' },
  { dir: 'mf-cpd', packageName: '@portal/mf-cpd', built: 'dist/mf-manifest.json' },
  { dir: 'mf-instructors', packageName: '@portal/mf-instructors', built: 'dist/mf-manifest.json' },
  { dir: 'mf-team', packageName: '@portal/mf-team', built: 'dist/mf-manifest.json' },
];

export const appDir = (app) => join(ROOT, app.dir);

/** Shared packages are compiled into every app, so a change there makes every build stale. */
function sharedSources() {
  const shared = join(ROOT, 'shared');
  return readdirSync(shared).map((name) => join(shared, name, 'src'));
}

function newestChange(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, name)));
  }
  return newest;
}

/** Why an app needs a build, or null when its dist/ is newer than every source it is built from. */
export function whyBuild(app) {
  const dir = appDir(app);
  let builtAt;
  try {
    builtAt = statSync(join(dir, app.built)).mtimeMs;
  } catch {
    return `${app.built} is missing`;
  }
  const sources = [join(dir, 'src'), join(dir, 'webpack.config.js'), join(dir, 'package.json'), ...sharedSources()];
  const changed = sources.find((source) => newestChange(source) > builtAt);
  return changed ? `${changed.slice(ROOT.length)} changed since the last build` : null;
}

/** Builds the stale apps one after another (webpack is heavy on a two-core machine). */
export function buildStaleApps({ apps = APPS, log = console.log } = {}) {
  for (const app of apps) {
    const reason = whyBuild(app);
    if (!reason) {
      log(`${app.dir}: build is up to date`);
      continue;
    }
    log(`${app.dir}: building (${reason})…`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.packageName], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The build of ${app.packageName} failed (exit code ${result.status ?? result.signal}).`);
  }
}
