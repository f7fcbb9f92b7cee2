'use strict';
// The one place that lists what every federated app shares. A singleton shared by the host and
// all remotes is loaded once, so React context, stores and the event bus are the same object
// everywhere.
const fs = require('node:fs');
const path = require('node:path');

const SHARED_LIBRARIES = [
  'react',
  // Entry points imported directly (the automatic JSX runtime, createRoot) must be listed too:
  // a shared key matches the exact request, not its sub-paths.
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'i18next',
];

const SHARED_PORTAL_PACKAGES = [
  '@portal/api-client',
  '@portal/contracts',
  '@portal/event-bus',
  '@portal/session',
  '@portal/i18n',
  '@portal/ui',
  '@portal/remote-contract',
  '@portal/realtime',
  '@portal/query',
];

const SHARED_SINGLETONS = [...SHARED_LIBRARIES, ...SHARED_PORTAL_PACKAGES];

/**
 * A shared module is never tree-shaken, so for these libraries the shared module is a facade that
 * re-exports the part the portal uses (see ./facades). Apps still import the library by its name.
 * react-router is reached only through the react-router-dom facade: import 'react-router-dom'.
 * A facade must not import its own share key (it would wait on itself at run time), which is why
 * it re-exports from react-router rather than react-router-dom.
 */
const FACADES = {
  'react-router-dom': path.join(__dirname, 'facades', 'react-router-dom.mjs'),
};

/** The package a request belongs to: 'react/jsx-runtime' → 'react', '@scope/x/y' → '@scope/x'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Reads the installed version from the package.json reachable from `dir` (node resolution). */
function installedVersion(packageName, dir) {
  // Packages with an "exports" map may hide package.json, so walk node_modules ourselves.
  let current = path.resolve(dir);
  for (;;) {
    const candidate = path.join(current, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/**
 * The `shared` option of ModuleFederationPlugin: every singleton with the version installed
 * for the app in `dir` as its requiredVersion (caret range, so patch/minor skew between
 * independently deployed apps still shares one copy).
 *
 * The @portal/* runtime packages exist only to be shared, so the host provides every one of them
 * (by path: provided even when the shell itself does not import it, e.g. @portal/query) and
 * remotes bundle no fallback copy (`import: false`). A remote's fallback copies are never loaded
 * (a remote runs only inside the host: it uses the host's federation runtime), yet they widened
 * what the remote kept of unshared libraries such as valibot: tree-shaking keeps the exports any
 * module of the build uses, fallbacks included.
 */
function sharedSingletons(dir, { isHost = false } = {}) {
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = installedVersion(packageOf(name), dir);
    if (!version) continue; // not installed for this app: nothing to share
    shared[name] = { singleton: true, requiredVersion: `^${version}` };
    // The facade's own package.json is @portal/build's, so its version is stated here.
    if (FACADES[name]) Object.assign(shared[name], { import: FACADES[name], version });
    if (SHARED_PORTAL_PACKAGES.includes(name)) {
      // A path has no package.json of its own to read a version from, so it is stated.
      Object.assign(shared[name], isHost ? { import: require.resolve(name, { paths: [dir] }), version } : { import: false });
    }
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, SHARED_PORTAL_PACKAGES, FACADES, sharedSingletons, installedVersion, packageOf };
