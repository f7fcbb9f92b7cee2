module.exports = require('@portal/build').createAppConfig({
  dir: __dirname,
  name: 'mf_dashboard',
  exposes: { './app': './src/app.ts' },
  // The landing page's heading, painted from the page the gateway serves (@portal/build first-views.js);
  // DashboardPage.test checks that the page starts with the same markup.
  firstViews: require('./src/first-views.json'),
});
