'use strict';
// The one jest preset for browser code: `module.exports = { preset: '@portal/build' }`.
// Workspace packages are TypeScript source reached through symlinks; jest resolves them to their
// real paths outside node_modules, so the default transformIgnorePatterns still transforms them.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  // A page test's first render loads its modules; beside the e2e suite on two cores that passed 5 s.
  testTimeout: 15_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  setupFilesAfterEnv: [path.join(__dirname, 'src', 'jest-setup.js')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'src', 'style-stub.js'),
  },
};
