// The bench's floor page (e2e/bench/floor-page.ts): a bare React page built by the portal's own webpack
// preset without Module Federation, so its figures are what React and that markup cost on this machine.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('@portal/build');

module.exports = (env, argv) => {
  const base = createAppConfig({ dir: __dirname, name: 'bench_floor', isHost: true, federation: false })(env, argv);
  return {
    ...base,
    // Served from the release store's remotes/bench-floor/<version>/ by the gateway: scripts beside the page.
    output: { ...base.output, publicPath: '' },
    plugins: [
      ...base.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin)),
      // Unminified, so the bench can put the captured sign-in markup where the template marks it.
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'src', 'index.html'), scriptLoading: 'defer', minify: false }),
    ],
  };
};
