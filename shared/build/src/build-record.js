'use strict';
/**
 * What a build was built against, written beside it as dist/portal-build.json: every shared
 * singleton with the version installed for the app and the range it requires, and the version of
 * the RemoteApp contract (@portal/remote-contract). The release tooling copies it into the release
 * record at publish and compares a remote's record with the running shell's before it activates
 * either (deploy/release, "Release checks"), so a build that would break at run time is refused
 * before a tenant sees it.
 */
const { sharedSingletons, installedVersion, packageOf } = require('./federation');

const BUILD_RECORD = 'portal-build.json';
const REMOTE_CONTRACT_PACKAGE = '@portal/remote-contract';
const PLUGIN_NAME = 'PortalBuildRecordPlugin';

/**
 * @param {string} dir the app's folder
 * @param {{ name: string, isHost?: boolean }} options
 */
function buildRecord(dir, { name, isHost = false }) {
  const shared = {};
  for (const [key, config] of Object.entries(sharedSingletons(dir, { isHost }))) {
    shared[key] = { version: config.version || installedVersion(packageOf(key), dir), requiredVersion: config.requiredVersion };
  }
  return {
    recordVersion: 1,
    kind: isHost ? 'shell' : 'remote',
    federationName: name,
    builtAgainst: { shared, remoteContract: installedVersion(REMOTE_CONTRACT_PACKAGE, dir) },
  };
}

/** Emits the record as an asset, so it is part of the build (and of its content hash) like any other file. */
class PortalBuildRecordPlugin {
  constructor(record) {
    this.record = record;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_RECORD, new sources.RawSource(`${JSON.stringify(this.record, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BUILD_RECORD, REMOTE_CONTRACT_PACKAGE, buildRecord, PortalBuildRecordPlugin };
