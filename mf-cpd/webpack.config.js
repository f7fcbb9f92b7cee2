module.exports = require('@portal/build').createAppConfig({
  dir: __dirname,
  name: 'mf_cpd',
  exposes: { './app': './src/app.ts' },
});
