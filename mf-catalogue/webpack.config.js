module.exports = require('@portal/build').createAppConfig({
  dir: __dirname,
  name: 'mf_catalogue',
  exposes: { './app': './src/app.ts' },
});
