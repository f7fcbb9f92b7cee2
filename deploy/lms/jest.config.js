'use strict';
// Server code: node environment, TypeScript through @swc/jest; tests live in test/, mirroring src/.
// - PGlite loads its WebAssembly with dynamic import(), which jest allows only with
//   --experimental-vm-modules (set by the package's test script).
// - cookie@2 (used by fastify's inject and @fastify/cookie) and jose@6 (lib/signing.ts) are ESM-only:
//   Node's require(esm) loads them, jest's module system does not, so they are compiled to CommonJS here.
const swc = require.resolve('@swc/jest');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.ts$': [swc, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    '/node_modules/(cookie|jose)/.+\\.js$': [swc, { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(cookie|jose)/)'],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testPathIgnorePatterns: ['/node_modules/', '/helpers/'],
  testTimeout: 20_000,
  // Much of a test's time is spent waiting on Postgres or on scrypt in the thread pool: two workers even on two cores.
  maxWorkers: 2,
};
