import { hashPassword, verifyPassword } from '../../src/lib/passwords';
import { normaliseRecoveryCode, recoveryCode } from '../../src/lib/tokens';

describe('passwords', () => {
  it('hashes with scrypt N=16384 r=8 p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Portal!2026');
    const [kind, n, r, p, salt, key] = stored.split('$');
    expect([kind, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(await verifyPassword('Portal!2026', stored)).toBe(true);
    expect(await verifyPassword('portal!2026', stored)).toBe(false);
  });

  it('salts every hash and never matches a malformed one', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('recovery codes', () => {
  it('look like xxxxx-xxxxx and compare without case, spaces or hyphens', () => {
    expect(recoveryCode()).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normaliseRecoveryCode(' ABCDE-fghij ')).toBe('abcdefghij');
  });
});
