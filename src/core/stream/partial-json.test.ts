import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropPrototypeKeys } from './parse-json';
import { parsePartialJson } from './partial-json';

describe('parsePartialJson', () => {
  it('reads a complete document like JSON.parse (less keys that could reach a prototype)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue())), (value) => {
        const text = JSON.stringify(value);
        expect(parsePartialJson(text)).toEqual(JSON.parse(text, dropPrototypeKeys));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any prefix, and each prefix yields an object or array or nothing', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const text = JSON.stringify(value, null, 1);
        for (let end = 0; end <= text.length; end++) {
          const partial = parsePartialJson(text.slice(0, end));
          expect(partial === undefined || typeof partial === 'object').toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('shows strings as far as they arrived, and leaves out cut keys and numbers', () => {
    expect(parsePartialJson('{"ideas":[{"name":"Ledg')).toEqual({ ideas: [{ name: 'Ledg' }] });
    expect(parsePartialJson('{"ideas":[{"name":"LedgerFlow","desc')).toEqual({ ideas: [{ name: 'LedgerFlow' }] });
    expect(parsePartialJson('{"count":12')).toEqual({});
    expect(parsePartialJson('{"count":12,')).toEqual({ count: 12 });
    expect(parsePartialJson('{"ok":tr')).toEqual({});
    expect(parsePartialJson('{"list":["a","b')).toEqual({ list: ['a', 'b'] });
  });

  it('handles escapes, including ones cut in half', () => {
    expect(parsePartialJson(String.raw`{"a":"line\nnext \"q\" \u00e9`)).toEqual({ a: 'line\nnext "q" é' });
    expect(parsePartialJson('{"a":"x\\')).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a":"x\\u00')).toEqual({ a: 'x' });
  });

  it('skips a code fence or sentence before the JSON', () => {
    expect(parsePartialJson('```json\n{"a":"b"}\n```')).toEqual({ a: 'b' });
    expect(parsePartialJson('Here you go: {"a":')).toEqual({});
  });

  it('returns nothing before the document starts or for text that is not JSON', () => {
    expect(parsePartialJson('')).toBeUndefined();
    expect(parsePartialJson('Sure, ')).toBeUndefined();
    expect(parsePartialJson('{"a" "b"}')).toBeUndefined();
  });

  it('never lets a key reach the prototype', () => {
    const parsed = parsePartialJson('{"__proto__":{"polluted":true},"constructor":{"x":1},"a":1}') as Record<
      string,
      unknown
    >;
    expect(parsed).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
