import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK, maskKeyLike, redactUrl, secretMasker } from './secret-masker';

const KEY = 'sk-proj-Abc123XyZ789lmnOPQ456rst';

describe('secretMasker', () => {
  const masker = secretMasker(KEY);

  it.each([
    ['the key', `Incorrect API key provided: ${KEY}.`],
    ['its upper-case form', `KEY ${KEY.toUpperCase()} REJECTED`],
    ['its lower-case form', `key ${KEY.toLowerCase()}`],
    ['the key without its vendor prefix', `token proj-Abc123XyZ789lmnOPQ456rst is invalid`],
    ['the key without any prefix', `token Abc123XyZ789lmnOPQ456rst is invalid`],
    ['its base64', `seen ${Buffer.from(KEY).toString('base64')}`],
    ['its base64url', `seen ${Buffer.from(KEY).toString('base64url')}`],
    ['an encoded Bearer header', `echo ${Buffer.from(`Bearer ${KEY}`).toString('base64')}`],
    ['encoded Basic credentials', `echo ${Buffer.from(`user:${KEY}`).toString('base64')}`],
    ['a provider-style hint', `key sk-proj-Abc1...t456rst is not valid`],
    ['a hint with stars', `key sk-pr****6rst`],
  ])('masks %s', (_, text) => {
    const masked = masker.mask(text);
    expect(masked).toContain(MASK);
    expect(masker.contains(masked)).toBe(false);
    expect(masked.toLowerCase()).not.toContain('abc123xyz789');
    expect(masked).not.toContain('Abc1...t456rst');
  });

  it('leaves ordinary text and short hints alone', () => {
    for (const text of [
      'Rate limit reached for gpt-4o-mini in organization org-123.',
      'sk-...rst',
      'The model took too long.',
      'Abc123',
    ]) {
      expect(masker.mask(text)).toBe(text);
      expect(masker.contains(text)).toBe(false);
    }
  });

  it.each([
    ['the key', `{"ideas":[{"name":"echo ${KEY} here"}]}`],
    ['its base64', `{"ideas":[{"name":"echo ${Buffer.from(KEY).toString('base64')} here"}]}`],
    ['a hint', `{"ideas":[{"name":"key sk-proj-Abc1...t456rst here"}]}`],
  ])('finds %s in streamed text, split anywhere across pieces, and lets none of it through', (_, text) => {
    for (let cut = 1; cut < text.length; cut++) {
      const guard = masker.streamGuard();
      const first = guard.take(text.slice(0, cut));
      const second = guard.take(text.slice(cut));
      expect(first === undefined || second === undefined, `cut at ${cut}`).toBe(true);
      // Whatever was let through before the key was complete holds no part of it.
      expect(first ?? '', `cut at ${cut}`).not.toMatch(/sk-p|c2stc/);
    }
  });

  it('passes ordinary streamed text on at once, whole', () => {
    const clean = masker.streamGuard();
    const pieces = ['{"ideas":', '[{"name":"Harbour', ' Bikes"}]}'];
    const passed = pieces.map((piece) => clean.take(piece));
    expect(passed.every((piece) => piece !== undefined)).toBe(true);
    expect(passed.join('') + clean.end()).toBe(pieces.join(''));
  });

  it('masks every secret it is given, such as a key and a password from a URL', () => {
    const both = secretMasker(KEY, 'hunter2-correct-horse', undefined, 'short');
    expect(both.mask(`a ${KEY} b HUNTER2-CORRECT-HORSE c short`)).toBe(`a ${MASK} b ${MASK} c short`);
  });

  it('does nothing without a key, or with one too short to recognise', () => {
    expect(secretMasker(undefined).mask('sk-anything')).toBe('sk-anything');
    expect(secretMasker('abc').contains('abc')).toBe(false);
  });

  it('leaves no listed form of a random key in any text (property)', () => {
    const keyChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'.split(''));
    fc.assert(
      fc.property(
        fc.constantFrom('sk-', 'sk-proj-', 'sk-ant-', 'rk_live_', ''),
        fc.string({ unit: keyChars, minLength: 20, maxLength: 60 }).filter((body) => /^[A-Za-z0-9]/.test(body)),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (prefix, body, before, after) => {
          const key = prefix + body;
          const m = secretMasker(key);
          const forms = [
            key,
            key.toUpperCase(),
            key.toLowerCase(),
            body,
            Buffer.from(key).toString('base64'),
            Buffer.from(key).toString('base64url'),
            Buffer.from(`Bearer ${key}`).toString('base64'),
            `${key.slice(0, 8)}...${key.slice(-4)}`,
          ];
          for (const form of forms) {
            const masked = m.mask(`${before}${form}${after}`);
            expect(masked.toLowerCase()).not.toContain(body.toLowerCase().slice(0, 16));
            expect(masked).not.toContain(Buffer.from(key).toString('base64').slice(4, 20));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('maskKeyLike', () => {
  it('hides tokens shaped like vendor keys, whoever they belong to', () => {
    expect(maskKeyLike('gateway key sk-other-0123456789 refused')).toBe(`gateway key sk-${MASK} refused`);
    expect(maskKeyLike('task-force sk-ab')).toBe('task-force sk-ab');
  });
});

describe('redactUrl', () => {
  it('hides a user name and password, and nothing else', () => {
    expect(redactUrl('http://user:p%40ss@gateway.local:8080/v1')).toBe('http://***@gateway.local:8080/v1');
    expect(redactUrl('https://token@api.example.com/v1')).toBe('https://***@api.example.com/v1');
    expect(redactUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1');
  });
});

describe('secretMasker on long runs of key characters', () => {
  it('stays linear: a 1 MB run (a model can send one) is checked and masked at once', () => {
    const masker = secretMasker(KEY);
    const run = `${'x'.repeat(1024 * 1024)}...tail`;
    // Quadratic matching takes minutes here, and the test times out; linear takes milliseconds.
    expect(masker.contains(run)).toBe(false);
    expect(masker.mask(run)).toBe(run);
  });
});
