import { createHash, randomBytes } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { RELEASE_RECORD, ReleaseError } from './store-layout';

/** Every file under `dir`, as sorted '/'-separated relative paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** A hash of names and bytes: the same build gives the same hash wherever it sits. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(await fs.readFile(join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt|map)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Copies `from` into `to` (which must not exist) and writes .br and .gz siblings of text files,
 * so the gateway serves compressed immutable files without compressing on each request.
 * The copy is built under a hidden temporary name and renamed, so a reader never sees half a release.
 */
export async function copyRelease(from: string, to: string, record: object): Promise<void> {
  const staging = join(dirname(to), `.staging-${randomBytes(6).toString('hex')}`);
  try {
    for (const file of await listFiles(from)) {
      const target = join(staging, file);
      await fs.mkdir(dirname(target), { recursive: true });
      const bytes = await fs.readFile(join(from, file));
      await fs.writeFile(target, bytes);
      if (COMPRESSIBLE.test(file) && bytes.length >= MIN_COMPRESS_BYTES) {
        await fs.writeFile(`${target}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        await fs.writeFile(`${target}.gz`, gzipSync(bytes, { level: 9 }));
      }
    }
    await writeJson(join(staging, RELEASE_RECORD), record);
    await fs.rename(staging, to);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * A text file of the store, or undefined when it does not exist. Opened without blocking and read
 * only when it is a regular file: a FIFO or device put where a state file belongs would otherwise
 * hold one of Node's few file-system threads for ever, and with them every other read of the
 * process (the gateway's pages and remote files included).
 */
export async function readText(file: string): Promise<string | undefined> {
  let handle: FileHandle;
  try {
    handle = await fs.open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    if (!(await handle.stat()).isFile()) throw new ReleaseError(`${file} is not a regular file`);
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/** A JSON file of the store (see readText), or undefined when it does not exist. */
export async function readJson(file: string): Promise<unknown> {
  const text = await readText(file);
  return text === undefined ? undefined : JSON.parse(text);
}

/** Write then rename: the gateway may read the file at any moment. */
export async function writeJson(file: string, value: unknown): Promise<void> {
  await fs.mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await fs.rename(temporary, file);
}

export async function exists(path: string): Promise<boolean> {
  return fs.access(path).then(
    () => true,
    () => false,
  );
}
