'use strict';
/**
 * The one webpack + Module Federation preset. Each app's webpack.config.js is a few lines:
 *
 *   module.exports = createAppConfig({ dir: __dirname, name: 'mf_access', exposes: { './app': './src/app.ts' } });
 *
 * The host (shell) knows no remote URL at build time; it registers remotes at run time from the
 * per-tenant portal manifest. Remotes are built with publicPath 'auto' because the gateway serves
 * them from /remotes/<name>/<version>/, chosen at deploy time.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./federation');
const { buildRecord, PortalBuildRecordPlugin } = require('./build-record');
const { StartUpPreloadPlugin } = require('./start-up-preload');
const { FirstViewsPlugin } = require('./first-views');

/** Workspace packages are TypeScript source; webpack follows their symlinks to this folder. */
const SHARED_SOURCE = path.resolve(__dirname, '..', '..');
/** The portal packages every page needs (not realtime or query, loaded only when used) and valibot, zustand. */
const PORTAL_RUNTIME_SOURCE = /[\\/](shared[\\/](api-client|contracts|event-bus|i18n|session|ui|remote-contract)[\\/]src|node_modules[\\/](valibot|zustand))[\\/]/;
/** The main entries of those packages: the shared modules the host provides and every first page loads. */
const PORTAL_START_UP_ENTRY = /[\\/]shared[\\/](api-client|contracts|event-bus|i18n|session|ui|remote-contract)[\\/]src[\\/]index\.tsx?$/;

/**
 * Whether a module belongs in the host's `portal` chunk, which every first page loads: a module of
 * those packages that a main entry's chunk holds. Their other entries (`@portal/ui/fields`,
 * `/avatar`, `@portal/contracts/support`, …) are imported by signed-in parts only, and the source
 * pattern alone put them in the chunk too (about 3 KB gzip the sign-in page never ran).
 *
 * @param {import('webpack').Module} module
 * @param {{ chunkGraph: import('webpack').ChunkGraph }} context
 */
function isPortalStartUpModule(module, { chunkGraph }) {
  const name = module.nameForCondition() || '';
  if (!PORTAL_RUNTIME_SOURCE.test(name)) return false;
  // zustand is a shared module of its own (a chunk apart from the portal packages), and both libraries are needed at once.
  if (/[\\/]node_modules[\\/]/.test(name)) return true;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const other of chunkGraph.getChunkModulesIterable(chunk)) if (PORTAL_START_UP_ENTRY.test(other.nameForCondition() || '')) return true;
  }
  return false;
}
/**
 * The one chunk of the shared packages every first page runs: the framework and the portal packages'
 * main entries. Brotli has no dictionary across files, so one file compresses better than two (1 KB
 * less on the sign-in page), and it is one request. The shell's own frame (src/app/App.tsx) cannot
 * join them: its modules consume those shared packages, and a chunk that must wait for the packages
 * it provides never loads (tried: the portal hung before its first page).
 */
const START_UP_CHUNK = 'start-up';
/** React, the router (through its facade) and i18next. */
const FRAMEWORK_SOURCE = /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|i18next)|shared[\\/]build[\\/]src[\\/]facades)[\\/]/;
const STYLE_LOADER = path.join(__dirname, 'style-loader.js');
const { compactCss } = require('./style-loader');
/**
 * @portal/ui's design tokens, written into the page's <style> (index.html's `<%= designTokens %>`):
 * there before the first paint, at no script's cost (the sign-in page's budget, decision 0002).
 */
const DESIGN_TOKENS = path.join(SHARED_SOURCE, 'ui', 'src', 'tokens', 'tokens.css');
const designTokens = () => compactCss(fs.readFileSync(DESIGN_TOKENS, 'utf8'));
const PROVIDE_RUNTIME_CORE = path.join(__dirname, 'runtime', 'provide-runtime-core.mjs');
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [SHARED_SOURCE] })), 'dist', 'production', 'index.mjs');

function resolveMode(argv) {
  if (argv && argv.mode) return argv.mode;
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

function swcOptions(isProduction) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !isProduction } },
      target: 'es2020',
    },
  };
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, isHost?: boolean, port?: number,
 *   firstViews?: Record<string, { html: string, messages: string }>, federation?: boolean }} options   firstViews: see ./first-views.js;
 *   federation: false builds a plain page (the bench's floor page, e2e/bench/floor): the same loaders,
 *   minifier and HTML plugin, no Module Federation, no build record, no start-up hints.
 * @returns {(env?: object, argv?: { mode?: string }) => import('webpack').Configuration}
 */
/**
 * How long a script chunk may take before it fails (webpack's chunkLoadTimeout; its default is
 * 120 s, during which a lazy page of an area that does not answer showed only a spinner). The
 * same budget as the shell's AREA_LOAD_BUDGET_MS (shell/src/remotes/load-budget.ts, decision 0014):
 * the chunk fails, and the area's error boundary shows the unavailable page with Retry.
 */
const CHUNK_LOAD_TIMEOUT_MS = 3000;

function createAppConfig({ dir, name, exposes, isHost = false, port, firstViews, federation = true }) {
  if (!dir || !name) throw new Error('createAppConfig needs { dir, name }');
  return (_env = {}, argv = {}) => {
    const mode = resolveMode(argv);
    const isProduction = mode === 'production';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        // react-router's package "exports" always resolve to its development build (warnings and
        // invariant texts kept); production builds use the production build it ships beside it.
        alias: isProduction ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {},
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: [path.join(dir, 'src'), SHARED_SOURCE],
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions(isProduction) },
          },
          { test: /\.css$/, use: [STYLE_LOADER] },
        ],
      },
      optimization: {
        // PORTAL_NO_MINIFY=1: a production build with its functions' names, for reading a CPU profile.
        minimize: isProduction && !process.env.PORTAL_NO_MINIFY,
        // PORTAL_NAMED_IDS=1: modules and chunks named by their paths, for reading a CPU profile of a production build.
        ...(process.env.PORTAL_NAMED_IDS ? { moduleIds: 'named', chunkIds: 'named' } : {}),
        // PORTAL_NO_CONCAT=1 with it: each module on its own, so a chunk's size can be read module by module.
        ...(process.env.PORTAL_NO_CONCAT ? { concatenateModules: false } : {}),
        // The host loads these on every first page, so the groups share one chunk (START_UP_CHUNK).
        splitChunks: isHost
          ? {
              cacheGroups: {
                framework: { test: FRAMEWORK_SOURCE, name: START_UP_CHUNK, chunks: 'async', enforce: true, priority: 30 },
                portal: { test: isPortalStartUpModule, name: START_UP_CHUNK, chunks: 'async', enforce: true, priority: 20 },
              },
            }
          : undefined,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 2, ecma: 2020 }, mangle: true } })],
      },
      performance: { hints: false },
      plugins: [
        federation &&
          new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes: exposes || {},
            shared: sharedSingletons(dir, { isHost }),
            shareStrategy: 'loaded-first',
            manifest: true,
            dts: false,
            runtimePlugins: isHost ? [PROVIDE_RUNTIME_CORE] : [],
            experiments: {
              // One federation runtime per page: the host provides runtime-core on a global and every
              // remote uses it instead of bundling its own copy (about 20 KB gzip per remote).
              ...(isHost ? {} : { externalRuntime: true }),
              optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
            },
          }),
        // dist/portal-build.json: what the release tooling checks before it activates this build.
        federation && new PortalBuildRecordPlugin(buildRecord(dir, { name, isHost })),
        isHost &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'src', 'index.html'),
            // The host's icon, so browsers do not ask for a /favicon.ico that is not there.
            favicon: fs.existsSync(path.join(dir, 'src', 'favicon.svg')) ? path.join(dir, 'src', 'favicon.svg') : undefined,
            scriptLoading: 'defer',
            minify: isProduction,
            templateParameters: { designTokens: designTokens() },
          }),
        federation && isHost && new StartUpPreloadPlugin({ srcDir: path.join(dir, 'src'), namedChunks: [START_UP_CHUNK] }),
        firstViews && new FirstViewsPlugin({ dir, firstViews }),
      ].filter(Boolean),
      devServer: port ? { port, historyApiFallback: false, headers: { 'Access-Control-Allow-Origin': '*' } } : undefined,
      stats: 'errors-warnings',
      // The federation plugin logs an info-level warning per chunk about publicPath 'auto' (intended here).
      infrastructureLogging: { level: 'error' },
    };
  };
}

const STANDALONE_ENTRY = path.join(__dirname, 'standalone', 'main.tsx');

/**
 * Development only: one remote in a minimal host of its own (standalone/DevHost.tsx), without the
 * shell, the other areas or Module Federation: the remote's `app` module (its './app' expose) is
 * imported directly through the alias 'portal-standalone-app' and the shared packages are bundled
 * in. Written to node_modules/.cache so neither `npm run build` nor a release ever sees it.
 *
 * @param {{ dir: string, name: string, app?: string, scope?: string }} options
 * @returns {import('webpack').Configuration}
 */
function createStandaloneConfig({ dir, name, app = './src/app.ts', scope = 'demo' }) {
  const base = createAppConfig({ dir, name })({}, { mode: 'development' });
  const { DefinePlugin } = require('webpack');
  return {
    ...base,
    entry: { main: STANDALONE_ENTRY },
    output: { ...base.output, path: path.join(dir, 'node_modules', '.cache', 'portal-standalone'), publicPath: '/', uniqueName: `${name}_standalone` },
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, 'portal-standalone-app$': path.resolve(dir, app) } },
    optimization: { minimize: false },
    plugins: [
      new DefinePlugin({ PORTAL_SCOPE: JSON.stringify(scope) }),
      new HtmlWebpackPlugin({
        templateContent: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} (standalone)</title><style>${designTokens()}</style></head><body><div id="root"></div></body></html>`,
        scriptLoading: 'defer',
      }),
    ],
    devServer: undefined,
  };
}

module.exports = { createAppConfig, createStandaloneConfig, isPortalStartUpModule, CHUNK_LOAD_TIMEOUT_MS };
