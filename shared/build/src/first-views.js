'use strict';
/**
 * A remote's first views (issue 13): the static markup of a landing page's first screen, which the
 * gateway places in the page for a signed-in visitor, so that page's largest element (the dashboard's
 * welcome heading) paints before the federation chain has run. The page's one inline script shows the
 * view whose path the URL's hash names (deploy/gateway first-view-script.ts) and the shell keeps it
 * until the area renders the same markup.
 *
 * An app declares them in its webpack config, each with the messages module its texts come from:
 *
 *   firstViews: { '/dashboard': { html: '<div class="lp-dashboard"><h1>{{t:dashboard.welcome}}</h1></div>',
 *                                 messages: './src/features/dashboard/messages.ts' } }
 *
 * and the build emits first-views.json beside remoteEntry.js:
 *
 *   { "views": { "/dashboard": "<div …><h1>{{t:dashboard.welcome}}</h1></div>" },
 *     "texts": { "dashboard.welcome": { "en-GB": "Welcome, {{displayName}}", "fr-FR": "Bienvenue, {{displayName}}", … } } }
 *
 * en-GB comes from the messages module (the app's source of its en-GB texts), every other locale from
 * the app's src/locales/<locale>.json, so a view says what the page will say in each language.
 */
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const PLUGIN = 'PortalFirstViewsPlugin';
const FIRST_VIEWS_FILE = 'first-views.json';
const TEXT_PLACEHOLDER = /\{\{t:([^}]+)\}\}/g;
const EN_GB = 'en-GB';

/** The exported objects of a messages.ts file (plain key → text maps, no imports). */
function readMessagesModule(file) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  return Object.assign({}, ...Object.values(module.exports).filter((value) => value && typeof value === 'object'));
}

function readLocales(dir) {
  const locales = path.join(dir, 'src', 'locales');
  if (!fs.existsSync(locales)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(locales)
      .filter((name) => /^[a-z]{2,3}(-[A-Za-z0-9]+)?\.json$/.test(name))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(locales, name), 'utf8'))]),
  );
}

/**
 * @param {string} dir the app's folder
 * @param {Record<string, { html: string, messages: string }>} firstViews
 * @returns {{ views: Record<string, string>, texts: Record<string, Record<string, string>> }}
 */
function firstViewsFile(dir, firstViews) {
  const locales = readLocales(dir);
  const views = {};
  const texts = {};
  for (const [route, { html, messages }] of Object.entries(firstViews)) {
    if (!route.startsWith('/')) throw new Error(`first view ${route}: a route path starts with /`);
    const english = readMessagesModule(path.resolve(dir, messages));
    for (const [, key] of html.matchAll(TEXT_PLACEHOLDER)) {
      if (typeof english[key] !== 'string') throw new Error(`first view ${route}: ${messages} has no en-GB text for ${key}`);
      texts[key] = { [EN_GB]: english[key] };
      for (const [locale, bundle] of Object.entries(locales)) if (typeof bundle[key] === 'string') texts[key][locale] = bundle[key];
    }
    views[route] = html;
  }
  return { views, texts };
}

class FirstViewsPlugin {
  /** @param {{ dir: string, firstViews: Record<string, { html: string, messages: string }> }} options */
  constructor({ dir, firstViews }) {
    this.dir = dir;
    this.firstViews = firstViews;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // The texts are read at build time: a changed locale file must rebuild the view.
        compilation.fileDependencies.add(path.join(this.dir, 'src', 'locales'));
        for (const { messages } of Object.values(this.firstViews)) compilation.fileDependencies.add(path.resolve(this.dir, messages));
        compilation.emitAsset(FIRST_VIEWS_FILE, new RawSource(JSON.stringify(firstViewsFile(this.dir, this.firstViews))));
      });
    });
  }
}

module.exports = { FirstViewsPlugin, firstViewsFile, FIRST_VIEWS_FILE };
