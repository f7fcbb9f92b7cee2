const path = require('node:path');

// d3's packages ship ES modules for bundlers and a UMD build in dist/ that jest can require as it
// is (as in mf-instructors). d3-scale and internmap name their ES sources as "main", so the UMD file
// is named directly (in the workspace root's node_modules, where npm hoists them).
const umd = (name) => path.join(__dirname, '..', 'node_modules', name, 'dist', `${name}.js`);

module.exports = {
  preset: '@portal/build',
  moduleNameMapper: Object.fromEntries(
    ['d3-scale', 'd3-array', 'd3-interpolate', 'd3-format', 'd3-time', 'd3-time-format', 'd3-color', 'internmap'].map((name) => [`^${name}$`, umd(name)]),
  ),
};
