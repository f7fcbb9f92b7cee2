const path = require('node:path');

// FullCalendar (calendar page) requires preact from CommonJS; under jsdom's 'browser' export
// condition that would resolve to preact's ES module build, which jest cannot require.
const preact = path.dirname(require.resolve('preact/package.json'));

module.exports = {
  preset: '@portal/build',
  moduleNameMapper: {
    '^preact$': path.join(preact, 'dist', 'preact.js'),
    '^preact/(compat|hooks)$': path.join(preact, '$1', 'dist', '$1.js'),
  },
};
