const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { SHARED_SINGLETONS } = require('./federation');
const { BUILD_RECORD, buildRecord, PortalBuildRecordPlugin } = require('./build-record');

const WORKSPACE = path.resolve(__dirname, '..', '..', '..');
const installed = (name) => JSON.parse(fs.readFileSync(path.join(WORKSPACE, 'node_modules', name, 'package.json'), 'utf8')).version;

describe('the build record (what a build was built against)', () => {
  it("a remote's: every shared singleton with its installed version and required range, and the RemoteApp contract version", () => {
    const record = buildRecord(path.join(WORKSPACE, 'mf-dashboard'), { name: 'mf_dashboard' });
    expect(record).toMatchObject({ recordVersion: 1, kind: 'remote', federationName: 'mf_dashboard' });
    expect(Object.keys(record.builtAgainst.shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    expect(record.builtAgainst.shared.react).toEqual({ version: installed('react'), requiredVersion: `^${installed('react')}` });
    expect(record.builtAgainst.shared['@portal/ui']).toEqual({ version: installed('@portal/ui'), requiredVersion: `^${installed('@portal/ui')}` });
    expect(record.builtAgainst.remoteContract).toBe(installed('@portal/remote-contract'));
  });

  it("the shell's says it is the shell and lists the event names and widget slots it provides", () => {
    const record = buildRecord(path.join(WORKSPACE, 'shell'), { name: 'shell', isHost: true });
    expect(record.kind).toBe('shell');
    expect(record.builtAgainst.events).toEqual(expect.arrayContaining(['auth.signed-in.v1', 'nav.page-view.v1']));
    expect(record.builtAgainst.slots).toEqual(expect.objectContaining({ 'dashboard.main': expect.any(Number) }));
  });

  it("a remote's lists the events it emits or hears and the slots it fills or hosts, read from its source", () => {
    expect(buildRecord(path.join(WORKSPACE, 'mf-access'), { name: 'mf_access' }).builtAgainst.events).toEqual(expect.arrayContaining(['auth.signed-in.v1']));
    expect(buildRecord(path.join(WORKSPACE, 'mf-dashboard'), { name: 'mf_dashboard' }).builtAgainst.slots).toMatchObject({ 'dashboard.main': 1 });
  });

  it('is emitted into the build as portal-build.json', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-record-'));
    fs.writeFileSync(path.join(dir, 'index.js'), 'export const x = 1;');
    const record = { recordVersion: 1, kind: 'remote', federationName: 'mf_x', builtAgainst: { shared: {}, remoteContract: '1.0.0' } };
    const compiler = webpack({ mode: 'development', context: dir, entry: './index.js', output: { path: path.join(dir, 'dist') }, plugins: [new PortalBuildRecordPlugin(record)] });
    await new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error || new Error(stats.toString())) : compiler.close(resolve))));
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'dist', BUILD_RECORD), 'utf8'))).toEqual(record);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
