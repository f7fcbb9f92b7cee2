module.exports = require('@portal/build').createAppConfig({
  dir: __dirname,
  name: 'mf_instructors',
  exposes: { './app': './src/app.ts' },
});
