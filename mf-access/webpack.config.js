module.exports = require('@portal/build').createAppConfig({
  dir: __dirname,
  name: 'mf_access',
  exposes: { './app': './src/app.ts' },
});
