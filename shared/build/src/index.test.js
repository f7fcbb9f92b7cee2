'use strict';
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createAppConfig } = require('./index');
const { PortalBuildRecordPlugin } = require('./build-record');
const { StartUpPreloadPlugin } = require('./start-up-preload');

const SHELL = path.resolve(__dirname, '..', '..', '..', 'shell');
const kinds = (config) => config.plugins.map((plugin) => plugin.constructor);

describe('createAppConfig', () => {
  it('builds the host with Module Federation, its build record and start-up hints', () => {
    const config = createAppConfig({ dir: SHELL, name: 'shell', isHost: true })({}, { mode: 'production' });
    expect(kinds(config)).toEqual(expect.arrayContaining([ModuleFederationPlugin, PortalBuildRecordPlugin, HtmlWebpackPlugin, StartUpPreloadPlugin]));
  });

  it('builds a plain page with federation: false (the bench floor page): the same loaders and HTML plugin, none of the federation parts', () => {
    const federated = createAppConfig({ dir: SHELL, name: 'shell', isHost: true })({}, { mode: 'production' });
    const plain = createAppConfig({ dir: SHELL, name: 'floor', isHost: true, federation: false })({}, { mode: 'production' });
    expect(kinds(plain)).toEqual([HtmlWebpackPlugin]);
    expect(plain.module).toEqual(federated.module);
    expect(plain.optimization.minimizer).toHaveLength(1);
  });
});

describe("the host's portal chunk (every first page loads it)", () => {
  const { isPortalStartUpModule } = require('./index');
  const module = (file) => ({ nameForCondition: () => path.join('/repo', file) });
  /** A chunk graph of chunks, each a list of modules. */
  const graphOf = (chunks) => ({
    getModuleChunksIterable: (wanted) => chunks.filter((modules) => modules.includes(wanted)),
    getChunkModulesIterable: (chunk) => chunk,
  });

  it("holds the modules of the portal packages' main entries", () => {
    const entry = module('shared/ui/src/index.ts');
    const field = module('shared/ui/src/primitives/Field.tsx');
    const valibot = module('node_modules/valibot/dist/index.mjs');
    const chunkGraph = graphOf([[entry, field, valibot]]);
    expect([entry, field, valibot].map((each) => isPortalStartUpModule(each, { chunkGraph }))).toEqual([true, true, true]);
  });

  it('holds zustand and valibot wherever they are (zustand, a shared module, has a chunk of its own: a second request at start)', () => {
    const zustand = module('node_modules/zustand/esm/index.mjs');
    expect(isPortalStartUpModule(zustand, { chunkGraph: graphOf([[zustand]]) })).toBe(true);
  });

  it('leaves out their other entries, which only signed-in parts import (they went into it by their path alone)', () => {
    const fields = module('shared/ui/src/fields.ts');
    const support = module('shared/contracts/src/support.ts');
    const timer = module('shell/src/session-timeout/SessionTimeout.tsx');
    const chunkGraph = graphOf([[timer, fields, support], [module('shared/ui/src/index.ts')]]);
    expect([fields, support, timer].map((each) => isPortalStartUpModule(each, { chunkGraph }))).toEqual([false, false, false]);
  });
});
