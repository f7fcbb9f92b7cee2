'use strict';
/**
 * The host's start-up chunks as <link rel="preload"> in index.html: the chunks that the entry
 * (src/index.ts) and src/bootstrap.ts import dynamically, and the framework and portal groups
 * holding the shared packages. Without the hints a browser finds them only after main.js (the
 * federation runtime) has arrived and run: a round trip and a long task later on a phone (issue 13).
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PortalStartUpPreloadPlugin';
/** Marks the hints, so a server may leave them out for a visitor whose first page paints without them. */
const START_UP_ATTRIBUTE = 'data-start-up';
const START_UP_MODULES = ['index.ts', 'bootstrap.ts'];

class StartUpPreloadPlugin {
  /** @param {{ srcDir: string, namedChunks: string[] }} options */
  constructor({ srcDir, namedChunks }) {
    this.startUpFiles = new Set(START_UP_MODULES.map((file) => path.join(srcDir, file)));
    this.namedChunks = namedChunks;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const files = new Set();
        const addChunk = (chunk) => chunk.files.forEach((file) => file.endsWith('.js') && files.add(file));
        for (const group of compilation.chunkGroups) {
          const fromStartUp = group.origins.some((origin) => origin.module && this.startUpFiles.has(origin.module.resource));
          if (fromStartUp) group.chunks.forEach(addChunk);
        }
        for (const chunk of compilation.chunks) if (chunk.name && this.namedChunks.includes(chunk.name)) addChunk(chunk);
        // The entry itself is already a <script defer>.
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) files.delete(String(tag.attributes.src).replace(/^\//, ''));
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
        const links = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: PLUGIN },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}`, [START_UP_ATTRIBUTE]: true },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartUpPreloadPlugin, START_UP_ATTRIBUTE };
