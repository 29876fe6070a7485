import { describe, expect, it } from 'vitest';
import { extractJson } from './parse-json';

describe('extractJson', () => {
  it('parses plain JSON', () => {
    expect(extractJson('{"a":[1,2]}')).toEqual({ a: [1, 2] });
  });

  it('finds JSON inside a code fence or a sentence', () => {
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('Here are your ideas: {"a":1} Hope this helps!')).toEqual({ a: 1 });
  });

  it('returns undefined for text without a JSON object', () => {
    expect(extractJson('not json at all')).toBeUndefined();
    expect(extractJson('{"a":')).toBeUndefined();
    expect(extractJson('')).toBeUndefined();
  });

  it('drops __proto__, constructor and prototype keys, so nothing is polluted', () => {
    const parsed = extractJson(
      '{"__proto__":{"polluted":true},"nested":{"constructor":{"prototype":{"polluted":true}}},"a":1}',
    );
    expect(parsed).toEqual({ nested: {}, a: 1 });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
