import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { readText } from './files';
import { readRemoteRelease } from './releases';
import { readTenant } from './tenant-state';
import { checkName, ReleaseError, UnknownTenantError } from './store-layout';

/**
 * Previews: a tester sees one remote version that nobody else gets, through a link the release
 * manager signs (`preview <tenant> <remote-id> <version>`). The token names tenant, remote, version
 * and expiry and is signed with HMAC-SHA256 under a secret kept in the store (a dotfile, never
 * served), so the gateway trusts only links the release tooling made, and only until they expire.
 */
const SECRET_FILE = '.preview-secret';
export const DEFAULT_PREVIEW_MINUTES = 60;

const PayloadSchema = v.object({ t: v.string(), r: v.string(), v: v.string(), e: v.number() });

export interface Preview {
  tenant: string;
  id: string;
  version: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

/** The store's signing secret, made on first use (only the release tooling and the gateway read it). */
async function previewSecret(store: string, create: boolean): Promise<Buffer | undefined> {
  const file = join(store, SECRET_FILE);
  const existing = await readText(file).catch(() => undefined);
  if (existing?.trim()) return Buffer.from(existing.trim(), 'hex');
  if (!create) return undefined;
  await fs.mkdir(store, { recursive: true });
  // 'wx': two first uses at once keep one secret.
  await fs.writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return previewSecret(store, false);
}

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A signed preview token for one published remote version, valid for `minutes`. */
export async function createPreviewToken(
  store: string,
  { tenant, id, version, minutes = DEFAULT_PREVIEW_MINUTES, now = Date.now() }: { tenant: string; id: string; version: string; minutes?: number; now?: number },
): Promise<{ token: string; expires: number }> {
  checkName('tenant', tenant);
  if (!(minutes > 0 && minutes <= 7 * 24 * 60)) throw new ReleaseError('A preview lasts more than 0 and at most 10080 minutes (a week)');
  if (!(await readTenant(tenant, store))) throw new UnknownTenantError(tenant);
  if (!(await readRemoteRelease(store, id, version))) throw new ReleaseError(`${id} ${version} is not published`);
  const expires = now + minutes * 60_000;
  const payload = Buffer.from(JSON.stringify({ t: tenant, r: id, v: version, e: expires })).toString('base64url');
  return { token: `${payload}.${sign((await previewSecret(store, true))!, payload)}`, expires };
}

/** The preview a token grants, or undefined when it is malformed, not signed by this store, or expired. */
export async function readPreviewToken(store: string, token: string, now = Date.now()): Promise<Preview | undefined> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const secret = await previewSecret(store, false);
  if (!secret) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let parsed;
  try {
    parsed = v.safeParse(PayloadSchema, JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  if (!parsed.success || parsed.output.e <= now) return undefined;
  return { tenant: parsed.output.t, id: parsed.output.r, version: parsed.output.v, expires: parsed.output.e };
}
