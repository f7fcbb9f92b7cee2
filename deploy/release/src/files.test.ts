import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJson } from './files';
import { readTenant } from './tenant-state';

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-files-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('reading a state file of the store', () => {
  it('answers undefined for a missing file and the value for a regular one', async () => {
    expect(await readJson(join(root, 'missing.json'))).toBeUndefined();
    await fs.writeFile(join(root, 'a.json'), '{"a":1}');
    expect(await readJson(join(root, 'a.json'))).toEqual({ a: 1 });
  });

  it('refuses at once a FIFO in place of a tenant file, instead of waiting for a writer that never comes', async () => {
    await fs.mkdir(join(root, 'tenants'));
    execFileSync('mkfifo', [join(root, 'tenants', 'demo.json')]);
    // Node has four file-system threads: a read that blocked would hold one for ever, so try more.
    const reads = Array.from({ length: 6 }, () =>
      readTenant('demo', root).then(
        () => 'read',
        (error: Error) => error.message,
      ),
    );
    expect(await Promise.all(reads)).toEqual(Array(6).fill(`${join(root, 'tenants', 'demo.json')} is not a regular file`));
    expect(await readJson(join(root, 'missing.json'))).toBeUndefined();
  });
});
