const fs = require('node:fs');
const path = require('node:path');
const { SHARED_SINGLETONS, FACADES, sharedSingletons } = require('./federation');

const WORKSPACE = path.resolve(__dirname, '..', '..', '..');

describe('shared singletons', () => {
  it('lists the libraries and every portal runtime package once', () => {
    expect(SHARED_SINGLETONS).toEqual([
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      'zustand',
      '@tanstack/react-query',
      'i18next',
      '@portal/api-client',
      '@portal/contracts',
      '@portal/event-bus',
      '@portal/session',
      '@portal/i18n',
      '@portal/ui',
      '@portal/remote-contract',
      '@portal/realtime',
      '@portal/query',
    ]);
    expect(new Set(SHARED_SINGLETONS).size).toBe(SHARED_SINGLETONS.length);
  });

  it('marks each as a singleton with the installed version as requiredVersion', () => {
    const shared = sharedSingletons(path.join(WORKSPACE, 'shell'));
    const reactVersion = require('react/package.json').version;
    expect(shared.react).toEqual({ singleton: true, requiredVersion: `^${reactVersion}` });
    expect(shared['react/jsx-runtime']).toEqual({ singleton: true, requiredVersion: `^${reactVersion}` });
    for (const entry of Object.values(shared)) expect(entry.singleton).toBe(true);
  });

  it('has the host provide every portal package by path and remotes bundle no copy of one', () => {
    const host = sharedSingletons(path.join(WORKSPACE, 'shell'), { isHost: true });
    const remote = sharedSingletons(path.join(WORKSPACE, 'mf-access'));
    expect(host['@portal/session']).toEqual({
      singleton: true,
      requiredVersion: '^1.0.0',
      import: path.join(WORKSPACE, 'shared', 'session', 'src', 'index.ts'),
      version: '1.0.0',
    });
    expect(host['@portal/query'].import).toBe(path.join(WORKSPACE, 'shared', 'query', 'src', 'index.tsx'));
    expect(remote['@portal/session']).toEqual({ singleton: true, requiredVersion: '^1.0.0', import: false });
    // Libraries keep their fallback in remotes: the host provides only what it imports.
    expect(remote.react.import).toBeUndefined();
  });

  it('shares the facade of react-router-dom under the library name and version', () => {
    const shared = sharedSingletons(path.join(WORKSPACE, 'shell'));
    const version = require('react-router-dom/package.json').version;
    expect(shared['react-router-dom']).toEqual({
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      import: FACADES['react-router-dom'],
    });
  });
});

/** Names exported by a facade file (`export { a, b } from '...'`). */
function facadeExports(file) {
  const body = fs.readFileSync(file, 'utf8').match(/export\s*{([^}]*)}/)[1];
  return new Set(
    body
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Source files of the apps and shared packages that webpack bundles (tests run under jest). */
function bundledSources(dir = WORKSPACE, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'e2e', 'deploy', '.git'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) bundledSources(full, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && full.includes(`${path.sep}src${path.sep}`)) found.push(full);
  }
  return found;
}

/** Value (not type-only) names imported from `library` in a source text. */
function importedNames(source, library) {
  const names = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?{([^}]*)}\\s+from\\s+'${library}'`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('facades cover what the apps import', () => {
  const sources = bundledSources().map((file) => [file, fs.readFileSync(file, 'utf8')]);

  it.each(Object.keys(FACADES))('every name imported from %s is exported by its facade', (library) => {
    const exported = facadeExports(FACADES[library]);
    const missing = [];
    for (const [file, source] of sources) {
      for (const name of importedNames(source, library)) {
        if (!exported.has(name)) missing.push(`${name} (${path.relative(WORKSPACE, file)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no bundled source imports react-router directly (it would be a second copy)', () => {
    const direct = sources.filter(([, source]) => /from\s+'react-router(\/[^']*)?'/.test(source)).map(([file]) => path.relative(WORKSPACE, file));
    expect(direct).toEqual([]);
  });

  it('reads type-only and aliased imports correctly', () => {
    expect(importedNames("import { Link as L, type To } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';", 'react-router-dom')).toEqual(['Link']);
  });
});
