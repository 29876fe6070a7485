import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanJson, cleanText, ForbiddenKey } from './clean';

/** Characters XML 1.0 allows (its Char production), checked code point by code point. */
function isXmlText(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const ok =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    if (!ok) return false;
  }
  return true;
}

describe('cleanText', () => {
  it('turns a vertical tab (PowerPoint’s soft line break) and a form feed into line breaks', () => {
    expect(cleanText('Problem\u000BSolution\u000CMarket')).toBe('Problem\nSolution\nMarket');
  });

  it('drops NUL, a bell and the other C0 controls, and keeps tab, LF and CR', () => {
    expect(cleanText('a\u0000b\u0007c\td\ne\rf\u001Bg')).toBe('abc\td\ne\rfg');
  });

  it('replaces a lone surrogate and keeps a whole pair (an emoji)', () => {
    expect(cleanText('x\uD83Dy')).toBe('x\uFFFDy');
    expect(cleanText('x\uDE00y')).toBe('x\uFFFDy');
    expect(cleanText('rocket \uD83D\uDE80')).toBe('rocket \uD83D\uDE80');
  });

  it('leaves ordinary text, accents and other scripts as they are (the same string)', () => {
    const text = 'Café 北京 مرحبا — “quotes”';
    expect(cleanText(text)).toBe(text);
  });

  // fast-check tabulates every code point the first time a 'binary' string arbitrary is made: seconds
  // on a loaded machine. Made here, with its own timeout, so the test's 5 s go to the property.
  let anyText: fc.Arbitrary<string>;
  beforeAll(() => {
    anyText = fc.string({ unit: 'binary' });
  }, 60_000);

  it('always gives text XML 1.0 can carry and UTF-8 can encode, and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const cleaned = cleanText(text);
        expect(isXmlText(cleaned)).toBe(true);
        expect(Buffer.from(cleaned, 'utf8').toString('utf8')).toBe(cleaned);
        expect(cleanText(cleaned)).toBe(cleaned);
      }),
    );
  });
});

describe('cleanJson', () => {
  it('cleans every string and key in nested objects and arrays, and keeps numbers, booleans and null', () => {
    expect(cleanJson({ 'k\u0000ey': ['a\u000Bb', { n: 1, t: true, z: null }] })).toEqual({
      key: ['a\nb', { n: 1, t: true, z: null }],
    });
  });

  it('refuses a __proto__ key at any depth', () => {
    expect(() => cleanJson(JSON.parse('{"a":[{"__proto__":{"polluted":true}}]}'))).toThrow(ForbiddenKey);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
