import { createHmac } from 'node:crypto';
import { hmacHex, signHs256Jwt, verifyHexHmac, verifyHs256Jwt } from '../../src/lib/signing';

const KEY = 'a-demo-key-of-some-length';
const NOW = 1_800_000_000;

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
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

describe('verifyHs256Jwt', () => {
  it('accepts a token signed with the key and answers its claims', () => {
    expect(verifyHs256Jwt(signHs256Jwt({ upn: 'sso-user', exp: NOW + 60 }, KEY), KEY, NOW)).toEqual({ ok: true, claims: { upn: 'sso-user', exp: NOW + 60 } });
  });

  it('refuses another key, a changed payload and a malformed token', () => {
    const token = signHs256Jwt({ upn: 'sso-user', exp: NOW + 60 }, KEY);
    expect(verifyHs256Jwt(token, 'another-key-entirely', NOW)).toEqual({ ok: false, reason: 'signature' });
    const [header, , signature] = token.split('.');
    expect(verifyHs256Jwt(`${header}.${segment({ upn: 'admin', exp: NOW + 60 })}.${signature}`, KEY, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyHs256Jwt('not-a-token', KEY, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyHs256Jwt(`${header}.bm90IGpzb24.${signature}`, KEY, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses any algorithm but HS256, none included', () => {
    const payload = segment({ upn: 'sso-user', exp: NOW + 60 });
    expect(verifyHs256Jwt(`${segment({ alg: 'none' })}.${payload}.`, KEY, NOW)).toEqual({ ok: false, reason: 'algorithm' });
    const rs = `${segment({ alg: 'RS256' })}.${payload}`;
    expect(verifyHs256Jwt(`${rs}.${createHmac('sha256', KEY).update(rs).digest('base64url')}`, KEY, NOW)).toEqual({ ok: false, reason: 'algorithm' });
  });

  it('needs exp in the future and honours nbf, with a minute of clock skew', () => {
    expect(verifyHs256Jwt(signHs256Jwt({ upn: 'u' }, KEY), KEY, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyHs256Jwt(signHs256Jwt({ upn: 'u', exp: NOW - 60 }, KEY), KEY, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyHs256Jwt(signHs256Jwt({ upn: 'u', exp: NOW - 59 }, KEY), KEY, NOW).ok).toBe(true);
    expect(verifyHs256Jwt(signHs256Jwt({ upn: 'u', exp: NOW + 600, nbf: NOW + 61 }, KEY), KEY, NOW)).toEqual({ ok: false, reason: 'notYetValid' });
    expect(verifyHs256Jwt(signHs256Jwt({ upn: 'u', exp: NOW + 600, nbf: NOW + 60 }, KEY), KEY, NOW).ok).toBe(true);
  });
});
