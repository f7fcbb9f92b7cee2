module.exports = require('@portal/build').createAppConfig({
  dir: __dirname,
  name: 'mf_team',
  exposes: { './app': './src/app.ts' },
});
