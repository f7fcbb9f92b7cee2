import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteIncompatibilities } from './checks';
import { writeFakeApp } from './fake-app';
import { publish } from './releases';
import { ChangedMeanwhileError } from './store-layout';
import { activate, rollback, tenantStatus } from './tenants';

// The release check runs between a rollback's read of the tenant and its lock: another command can act there.
jest.mock('./checks', () => {
  const actual = jest.requireActual<typeof import('./checks')>('./checks');
  return { ...actual, remoteIncompatibilities: jest.fn(actual.remoteIncompatibilities) };
});

let root: string;
let store: string;
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-meanwhile-'));
  store = join(root, 'store');
  for (const version of ['1.0.0', '2.0.0', '3.0.0']) await publish(await writeFakeApp(join(root, `r1-${version}`), { id: 'r1', version }), store);
  await activate('demo', 'r1', '1.0.0', store, { create: true });
  await activate('demo', 'r1', '2.0.0', store);
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

/** The next release check first lets `meanwhile` run, as another command would. */
const duringTheCheck = (meanwhile: () => Promise<unknown>) =>
  jest.mocked(remoteIncompatibilities).mockImplementationOnce(async () => {
    await meanwhile();
    return [];
  });

describe('a change whose remote another command changed after it was read', () => {
  it('a rollback fails, changing nothing, rather than going back from a version it did not see', async () => {
    duringTheCheck(() => activate('demo', 'r1', '3.0.0', store));
    await expect(rollback('demo', 'r1', store)).rejects.toThrow(new ChangedMeanwhileError('Tenant "demo"\'s r1'));
    const state = await tenantStatus('demo', store);
    expect(state.remotes.r1?.version).toBe('3.0.0');
    expect(state.history.map((entry) => `${entry.action} ${entry.to}`)).toEqual(['activate 1.0.0', 'activate 2.0.0', 'activate 3.0.0']);
  });
});
