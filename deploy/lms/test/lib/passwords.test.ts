import { hashPassword, passwordProblem, scryptRunCount, verifyPassword } from '../../src/lib/passwords';
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

describe('passwordProblem', () => {
  it('refuses common and breached passwords from the bundled list, without regard to case', () => {
    for (const common of ['password', 'Password', '123456', 'qwerty123', 'iloveyou']) {
      expect(passwordProblem(common)).toBe('is too common: it appears in lists of leaked passwords');
    }
    expect(passwordProblem('Portal!2026')).toBeUndefined();
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
  });

  it('refuses more than 256 characters, and neither hashes nor verifies them', async () => {
    expect(passwordProblem('x'.repeat(256))).toBeUndefined();
    expect(passwordProblem('x'.repeat(257))).toBe('must be at most 256 characters');
    const stored = await hashPassword('Portal!2026');
    const before = scryptRunCount();
    expect(await verifyPassword('x'.repeat(5.5 * 1024 * 1024), stored)).toBe(false);
    await expect(hashPassword('x'.repeat(257))).rejects.toThrow();
    expect(scryptRunCount()).toBe(before);
  });
});

describe('recovery codes', () => {
  it('look like xxxxx-xxxxx and compare without case, spaces or hyphens', () => {
    expect(recoveryCode()).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normaliseRecoveryCode(' ABCDE-fghij ')).toBe('abcdefghij');
  });
});
