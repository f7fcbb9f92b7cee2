module.exports = require('@portal/build').createAppConfig({
  dir: __dirname,
  name: 'mf_dashboard',
  exposes: { './app': './src/app.ts' },
});
