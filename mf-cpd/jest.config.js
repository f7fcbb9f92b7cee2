const path = require('node:path');

// d3's packages ship ES modules for bundlers and a UMD build that jest can require as it is.
// Their exports hide package.json, so the UMD file is found from the resolved entry.
const umd = (name) => path.join(path.dirname(require.resolve(name)), `${name}.js`);

module.exports = {
  preset: '@portal/build',
  moduleNameMapper: {
    '^d3-shape$': umd('d3-shape'),
    '^d3-path$': umd('d3-path'),
  },
};
