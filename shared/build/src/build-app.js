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
  return { mode: modeAt >= 0 ? args[modeAt + 1] : undefined, watch: args.includes('--watch'), stats: args.includes('--stats') };
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

/** Top modules per emitted chunk (sizes before minification; the ranking is what matters). */
const TOP_MODULES = Number(process.env.TOP_MODULES) || 8;

/**
 * `--stats`: each emitted script's gzip size and the modules that make it up, so budget decisions
 * are measured rather than guessed. Gzip level 9 is close to what the gateway sends.
 */
function printChunkStats(stats) {
  const { gzipSync } = require('node:zlib');
  const { compilation } = stats;
  const fs = require('node:fs');
  const gzipOf = (name) => gzipSync(fs.readFileSync(path.join(compilation.outputOptions.path, name)), { level: 9 }).length;
  const rows = [];
  for (const chunk of compilation.chunks) {
    for (const file of chunk.files) {
      if (!file.endsWith('.js')) continue;
      const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
        .flatMap((module) => (module.modules ? module.modules : [module]))
        .map((module) => ({ name: module.readableIdentifier(compilation.requestShortener), size: module.size() }))
        .sort((a, b) => b.size - a.size);
      rows.push({ file, gzip: gzipOf(file), modules });
    }
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  for (const row of rows) {
    console.log(`${kb(row.gzip).padStart(7)} KB gzip  ${row.file}`);
    for (const module of row.modules.slice(0, TOP_MODULES)) console.log(`           ${kb(module.size).padStart(7)} KB  ${module.name.slice(-110)}`);
  }
  console.log(`${kb(rows.reduce((sum, row) => sum + row.gzip, 0)).padStart(7)} KB gzip  total of ${rows.length} scripts`);
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
    if (args.stats) printChunkStats(stats);
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
