'use strict';
/**
 * What a build was built against, written beside it as dist/portal-build.json: every shared
 * singleton with the version installed for the app and the range it requires, the version of the
 * RemoteApp contract (@portal/remote-contract), and the event names and widget slots it uses (a
 * remote) or provides (the shell). The release tooling copies it into the release
 * record at publish and compares a remote's record with the running shell's before it activates
 * either (deploy/release, "Release checks"), so a build that would break at run time is refused
 * before a tenant sees it.
 */
const fs = require('node:fs');
const path = require('node:path');
const { sharedSingletons, installedVersion, packageOf } = require('./federation');

const BUILD_RECORD = 'portal-build.json';
const REMOTE_CONTRACT_PACKAGE = '@portal/remote-contract';
const PLUGIN_NAME = 'PortalBuildRecordPlugin';

/** An event name as PortalEvents writes it: namespaced and versioned ('auth.signed-in.v1'). */
const EVENT_NAME = String.raw`[a-z0-9-]+(?:\.[a-z0-9-]+)+\.v\d+`;

/** The app's own source files (tests left out): what it uses is read from them. */
function sourceTexts(dir) {
  const texts = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) && !/\.test\.|test-utils/.test(entry.name)) texts.push(fs.readFileSync(file, 'utf8'));
    }
  };
  if (fs.existsSync(path.join(dir, 'src'))) walk(path.join(dir, 'src'));
  return texts;
}

/** A shared package's source file, as installed for the app in `dir` (walked like node does: "exports" hides package.json). */
function packageSource(packageName, file, dir) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', packageName, file);
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
    if (path.dirname(current) === current) throw new Error(`${packageName}/${file} is not installed for ${dir}`);
  }
}

/**
 * The names that cross a deployment boundary. The shell provides the event bus and the slot list
 * (singletons), so its record lists every event of its PortalEvents and every slot of its
 * WIDGET_SLOTS; a remote's lists the events it emits or listens to and the slots (with version) it
 * fills or hosts, read from its source.
 */
function boundaryNames(dir, isHost) {
  if (isHost) {
    const events = [...packageSource('@portal/event-bus', 'src/index.ts', dir).matchAll(new RegExp(String.raw`^\s*'(${EVENT_NAME})'\s*:`, 'gm'))].map((m) => m[1]);
    const slotList = /WIDGET_SLOTS = \{([\s\S]*?)\}/.exec(packageSource('@portal/remote-contract', 'src/widget-slots.ts', dir))?.[1] ?? '';
    const slots = Object.fromEntries([...slotList.matchAll(/^\s*'([^']+)'\s*:\s*(\d+)/gm)].map((m) => [m[1], Number(m[2])]));
    return { events: [...new Set(events)].sort(), slots };
  }
  const events = new Set();
  const slots = {};
  for (const text of sourceTexts(dir)) {
    for (const m of text.matchAll(new RegExp(String.raw`\.(?:emit|on|once)\(\s*['"](${EVENT_NAME})['"]`, 'g'))) events.add(m[1]);
    for (const m of text.matchAll(/slot:\s*['"]([^'"]+)['"][\s\S]{0,300}?slotVersion:\s*(\d+)/g)) slots[m[1]] = Number(m[2]);
    for (const m of text.matchAll(/<WidgetSlot\s+name=["']([^"']+)["']\s+version=\{(\d+)\}/g)) slots[m[1]] = Number(m[2]);
  }
  return { events: [...events].sort(), slots };
}

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
    builtAgainst: { shared, remoteContract: installedVersion(REMOTE_CONTRACT_PACKAGE, dir), ...boundaryNames(dir, isHost) },
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
