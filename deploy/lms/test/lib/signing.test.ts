import { createHmac, generateKeyPairSync } from 'node:crypto';
import { hmacHex, JWT_CLOCK_TOLERANCE_SECONDS, signHs256Jwt, verifyHexHmac, verifyHs256Jwt } from '../../src/lib/signing';

const KEY = 'a-demo-key-of-some-length';
const NOW = 1_800_000_000;
const EXPECT = { audience: 'demo', issuer: 'https://idp.example/', nowSeconds: NOW };
/** Claims a correct token carries besides its username. */
const BASE = { aud: 'demo', iss: 'https://idp.example/', exp: NOW + 60 };

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token with any header, signed with HMAC-SHA`bits` under `key` (what an attacker can build by hand). */
function handMade(header: Record<string, unknown>, claims: Record<string, unknown>, key = KEY, bits = 256): string {
  const input = `${segment(header)}.${segment(claims)}`;
  return `${input}.${createHmac(`sha${bits}`, key).update(input).digest('base64url')}`;
}

describe('hex HMAC-SHA256', () => {
  it('matches node:crypto and verifies in any case; a wrong or malformed signature fails', () => {
    const sig = hmacHex('secret', 'payload');
    expect(sig).toBe(createHmac('sha256', 'secret').update('payload').digest('hex'));
    expect(verifyHexHmac('secret', 'payload', sig)).toBe(true);
    expect(verifyHexHmac('secret', 'payload', sig.toUpperCase())).toBe(true);
    expect(verifyHexHmac('other', 'payload', sig)).toBe(false);
    expect(verifyHexHmac('secret', 'payload2', sig)).toBe(false);
    expect(verifyHexHmac('secret', 'payload', sig.slice(0, 62))).toBe(false);
    expect(verifyHexHmac('secret', 'payload', `${sig.slice(0, 63)}z`)).toBe(false);
  });
});

describe('verifyHs256Jwt (jose)', () => {
  it('accepts a token signed with the key for the expected audience and issuer, and answers its claims', async () => {
    const claims = { ...BASE, upn: 'sso-user' };
    expect(await verifyHs256Jwt(await signHs256Jwt(claims, KEY), KEY, EXPECT)).toEqual({ ok: true, claims });
    // A list of audiences is fine when it holds ours.
    expect((await verifyHs256Jwt(await signHs256Jwt({ ...claims, aud: ['other', 'demo'] }, KEY), KEY, EXPECT)).ok).toBe(true);
  });

  it('refuses another key, a changed payload and a malformed token', async () => {
    const token = await signHs256Jwt({ ...BASE, upn: 'sso-user' }, KEY);
    expect(await verifyHs256Jwt(token, 'another-key-entirely', EXPECT)).toEqual({ ok: false, reason: 'signature' });
    const [header, , signature] = token.split('.');
    expect(await verifyHs256Jwt(`${header}.${segment({ ...BASE, upn: 'admin' })}.${signature}`, KEY, EXPECT)).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyHs256Jwt('not-a-token', KEY, EXPECT)).toEqual({ ok: false, reason: 'malformed' });
    // The signature is checked first; a correctly signed payload that is not JSON is malformed.
    expect(await verifyHs256Jwt(`${header}.bm90IGpzb24.${signature}`, KEY, EXPECT)).toEqual({ ok: false, reason: 'signature' });
    const notJson = `${header}.bm90IGpzb24`;
    expect(await verifyHs256Jwt(`${notJson}.${createHmac('sha256', KEY).update(notJson).digest('base64url')}`, KEY, EXPECT)).toEqual({ ok: false, reason: 'malformed' });
  });

  it("refuses alg 'none', whatever the token says", async () => {
    const claims = segment({ ...BASE, upn: 'sso-user' });
    expect(await verifyHs256Jwt(`${segment({ alg: 'none' })}.${claims}.`, KEY, EXPECT)).toEqual({ ok: false, reason: 'algorithm' });
    expect(await verifyHs256Jwt(`${segment({ alg: 'none', typ: 'JWT' })}.${claims}`, KEY, EXPECT)).toMatchObject({ ok: false });
  });

  it('refuses RS/HS confusion and the other HMAC strengths: only HS256 is pinned', async () => {
    const claims = { ...BASE, upn: 'sso-user' };
    // RS256 named in the header but signed with the shared key as an HMAC secret.
    expect(await verifyHs256Jwt(handMade({ alg: 'RS256' }, claims), KEY, EXPECT)).toEqual({ ok: false, reason: 'algorithm' });
    // A public key used as the HMAC secret (the classic confusion) is no key of ours either.
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(await verifyHs256Jwt(handMade({ alg: 'HS256' }, claims, pem), KEY, EXPECT)).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyHs256Jwt(handMade({ alg: 'HS384' }, claims, KEY, 384), KEY, EXPECT)).toEqual({ ok: false, reason: 'algorithm' });
    expect(await verifyHs256Jwt(handMade({ alg: 'HS512' }, claims, KEY, 512), KEY, EXPECT)).toEqual({ ok: false, reason: 'algorithm' });
    // The hand-made HS256 path itself is right: the same token with alg HS256 passes.
    expect((await verifyHs256Jwt(handMade({ alg: 'HS256' }, claims), KEY, EXPECT)).ok).toBe(true);
  });

  it('refuses a token for another audience or from another issuer, or naming none', async () => {
    const sign = (claims: Record<string, unknown>) => signHs256Jwt({ ...BASE, upn: 'sso-user', ...claims }, KEY);
    expect(await verifyHs256Jwt(await sign({ aud: 'another-site' }), KEY, EXPECT)).toEqual({ ok: false, reason: 'audience' });
    expect(await verifyHs256Jwt(await sign({ aud: undefined }), KEY, EXPECT)).toEqual({ ok: false, reason: 'audience' });
    expect(await verifyHs256Jwt(await sign({ iss: 'https://evil.example/' }), KEY, EXPECT)).toEqual({ ok: false, reason: 'issuer' });
    expect(await verifyHs256Jwt(await sign({ iss: undefined }), KEY, EXPECT)).toEqual({ ok: false, reason: 'issuer' });
  });

  it(`needs exp in the future and honours nbf, with ${JWT_CLOCK_TOLERANCE_SECONDS} s of clock tolerance`, async () => {
    const sign = (claims: Record<string, unknown>) => signHs256Jwt({ ...BASE, upn: 'u', ...claims }, KEY);
    expect(await verifyHs256Jwt(await sign({ exp: undefined }), KEY, EXPECT)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyHs256Jwt(await sign({ exp: NOW - 31 }), KEY, EXPECT)).toEqual({ ok: false, reason: 'expired' });
    expect((await verifyHs256Jwt(await sign({ exp: NOW - 29 }), KEY, EXPECT)).ok).toBe(true);
    expect(await verifyHs256Jwt(await sign({ exp: NOW + 600, nbf: NOW + 31 }), KEY, EXPECT)).toEqual({ ok: false, reason: 'notYetValid' });
    expect((await verifyHs256Jwt(await sign({ exp: NOW + 600, nbf: NOW + 29 }), KEY, EXPECT)).ok).toBe(true);
  });
});
