import { describe, expect, it } from 'vitest';
import { checkPasscode, hashPasscode, newToken, tokenHash, TOKEN_PATTERN, utcDay, viewerHash } from './secrets';

describe('share link secrets', () => {
  it('make tokens of at least 128 random bits, stored only as their sha256', () => {
    const tokens = Array.from({ length: 50 }, newToken);
    for (const { token, hash, hint } of tokens) {
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(token).toMatch(TOKEN_PATTERN);
      expect(hash).toBe(tokenHash(token));
      expect(hash).not.toContain(token);
      expect(token.startsWith(hint)).toBe(true);
    }
    expect(new Set(tokens.map((made) => made.token)).size).toBe(tokens.length);
  });

  it('hash a passcode slowly with its own salt, and check it', async () => {
    const first = await hashPasscode('harvest-2026');
    const second = await hashPasscode('harvest-2026');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toContain('harvest');
    expect(first).not.toBe(second);
    expect(await checkPasscode('harvest-2026', first)).toBe(true);
    expect(await checkPasscode('harvest-2027', first)).toBe(false);
    expect(await checkPasscode('harvest-2026', 'plain')).toBe(false);
  });

  it('hash a viewer alike under one salt, apart under another, and keep nothing of the address', () => {
    const monday = Buffer.alloc(32, 7);
    const tuesday = Buffer.alloc(32, 8);
    expect([utcDay(new Date('2026-11-23T23:59:59Z')), utcDay(new Date('2026-11-24T00:00:00Z'))]).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    const hash = viewerHash(monday, '203.0.113.7');
    expect(viewerHash(monday, '203.0.113.7')).toBe(hash);
    expect(viewerHash(tuesday, '203.0.113.7')).not.toBe(hash);
    expect(viewerHash(monday, '203.0.113.8')).not.toBe(hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash).not.toContain('203');
  });
});
