import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '@portal/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

let scryptRuns = 0;

/** How many scrypt computations this process has run: lets tests see that a path hashed, or did not. */
export function scryptRunCount(): number {
  return scryptRuns;
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  scryptRuns += 1;
  return new Promise((resolve, reject) => scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Reasons a new password is refused on top of the tenant's complexity rule. */
export const PASSWORD_PROBLEMS = {
  tooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'is too common: it appears in lists of leaked passwords',
} as const;

let commonPasswords: Set<string> | undefined;

/**
 * The common-password list of @zxcvbn-ts/language-common (about 49,000 passwords seen in breaches,
 * lower-case, bundled: no network call), loaded at first use.
 */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Why a new password may not be used (sign-up, reset, change): too long, or a common/breached one;
 * undefined when it may. The tenant's complexity expression is checked separately
 * (@portal/contracts passwordComplexityProblem).
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_PROBLEMS.tooLong;
  if (isCommonPassword(password)) return PASSWORD_PROBLEMS.common;
  return undefined;
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  if (password.length > PASSWORD_MAX_LENGTH) throw new Error('password too long to hash');
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // No stored password is longer, and scrypt over megabytes is a denial of service.
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = Number(n);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: cost,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * cost * Number(r),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Hash checked when the user does not exist, so an unknown user costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
