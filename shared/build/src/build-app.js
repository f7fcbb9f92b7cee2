#!/usr/bin/env node
'use strict';
/**
 * `npm run build` of every app: `node ../shared/build/src/build-app.js [--mode development] [--watch]`.
 * Uses webpack's Node API (webpack-cli 7 needs Node 22; this repository runs on Node 20).
 */
const path = require('node:path');
const webpack = require('webpack');

function parseArgs(args) {
  const modeAt = args.indexOf('--mode');
  return { mode: modeAt >= 0 ? args[modeAt + 1] : undefined, watch: args.includes('--watch') };
}

function loadConfig(cwd, argv) {
  const exported = require(path.join(cwd, 'webpack.config.js'));
  return typeof exported === 'function' ? exported({}, argv) : exported;
}

function report(stats) {
  const info = stats.toJson({ all: false, errors: true, warnings: true, outputPath: true });
  for (const warning of info.warnings || []) console.warn(`warning: ${warning.message}`);
  for (const error of info.errors || []) console.error(`error: ${error.message}`);
  const scripts = stats.compilation.getAssets().filter((asset) => asset.name.endsWith('.js'));
  const bytes = scripts.reduce((sum, asset) => sum + asset.source.size(), 0);
  console.log(`${info.outputPath}: ${scripts.length} scripts, ${(bytes / 1024).toFixed(1)} KB (before gzip)`);
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig(process.cwd(), { mode: args.mode });
  const compiler = webpack(config);
  const done = (error, stats) => {
    if (error) {
      console.error(error.stack || error);
      if (error.details) console.error(error.details);
      if (!args.watch) process.exit(1);
      return;
    }
    report(stats);
    if (stats.hasErrors() && !args.watch) process.exitCode = 1;
  };
  if (args.watch) {
    compiler.watch({}, done);
  } else {
    compiler.run((error, stats) => {
      done(error, stats);
      compiler.close((closeError) => {
        if (closeError) {
          console.error(closeError);
          process.exitCode = 1;
        }
      });
    });
  }
}

main();
