import { promises as fs } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BuiltAgainst } from './compatibility';

export interface FakeAppOptions {
  /** Remote id; leave out for a shell. */
  id?: string;
  version?: string;
  federationName?: string;
  mounts?: string[];
  /** Extra or replacement dist files, by relative path. */
  files?: Record<string, string>;
  /** Its dist/portal-build.json's `builtAgainst` (default: a shell and remotes that fit); null writes none. */
  builtAgainst?: BuiltAgainst | null;
}

/** What a fake app is built against unless a test says otherwise: every fake shell and remote fit each other. */
export const FAKE_BUILT_AGAINST: BuiltAgainst = {
  shared: {
    react: { version: '18.3.1', requiredVersion: '^18.3.1' },
    '@portal/remote-contract': { version: '1.0.0', requiredVersion: '^1.0.0' },
  },
  remoteContract: '1.0.0',
};

/**
 * Writes a tiny app folder (package.json + dist/) shaped like a real webpack build, for tests of
 * the release tooling and the gateway, which must not depend on a real build.
 */
export async function writeFakeApp(appDir: string, options: FakeAppOptions = {}): Promise<string> {
  const { id, version = '1.0.0', mounts = id ? [`/${id}`] : [] } = options;
  const federationName = options.federationName ?? (id ? `mf_${id.replace(/-/g, '_')}` : 'shell');
  const pkg = id ? { name: `@portal/mf-${id}`, version, portal: { id, mounts } } : { name: '@portal/shell', version };
  const files: Record<string, string> = id
    ? {
        'mf-manifest.json': JSON.stringify({ id: federationName, name: federationName, exposes: [{ path: './app' }] }),
        'remoteEntry.js': `/* ${federationName} */ var ${federationName} = {};`,
        'app.0123abcd.js': `export const app = ${JSON.stringify(id)};`,
      }
    : {
        'index.html': '<!doctype html><html><head><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
        'main.0123abcd.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
      };
  await fs.rm(join(appDir, 'dist'), { recursive: true, force: true });
  await fs.mkdir(appDir, { recursive: true });
  await fs.writeFile(join(appDir, 'package.json'), JSON.stringify(pkg));
  const builtAgainst = options.builtAgainst === undefined ? FAKE_BUILT_AGAINST : options.builtAgainst;
  if (builtAgainst) {
    files['portal-build.json'] = JSON.stringify({ recordVersion: 1, kind: id ? 'remote' : 'shell', federationName, builtAgainst });
  }
  for (const [file, text] of Object.entries({ ...files, ...options.files })) {
    await fs.mkdir(dirname(join(appDir, 'dist', file)), { recursive: true });
    await fs.writeFile(join(appDir, 'dist', file), text);
  }
  return appDir;
}
