import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { textCollector } from './text-collector';

describe('textCollector', () => {
  // fast-check tabulates every code point the first time a 'binary' string arbitrary is made: about
  // a second on a quiet machine and over five under load, which ran the test out of its 5 s. Made
  // once here, with its own timeout, so the test's time goes to the property.
  let chunkLists: fc.Arbitrary<string[]>;
  beforeAll(() => {
    chunkLists = fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 60 });
  });

  it('gives back every chunk in order, past its first 4 KiB and with characters of every width', () => {
    fc.assert(
      fc.property(chunkLists, (chunks) => {
        const collector = textCollector();
        for (const chunk of chunks) collector.add(chunk);
        expect(collector.text()).toBe(Buffer.from(chunks.join(''), 'utf8').toString('utf8'));
      }),
    );
  });

  it('gives what came after any earlier length in bytes: the pieces join into the whole text', () => {
    fc.assert(
      fc.property(chunkLists, (chunks) => {
        const collector = textCollector();
        const pieces: string[] = [];
        let written = 0;
        for (const chunk of chunks) {
          collector.add(chunk);
          pieces.push(collector.from(written));
          written = collector.bytes();
        }
        // A high surrogate that ended the last chunk waits for its pair: `text` has it, `from` not yet.
        const whole = collector.text();
        const waiting = /[\ud800-\udbff]$/.test(whole) ? 1 : 0;
        expect(pieces.join('')).toBe(whole.slice(0, whole.length - waiting));
        expect(collector.bytes()).toBe(Buffer.byteLength(pieces.join('')));
      }),
    );
  });

  it('holds a long document of one-token chunks, a surrogate pair split between two of them included', () => {
    const collector = textCollector();
    const document = `{"text":"${'Zürich 東京 🚀 '.repeat(2000)}"}`;
    for (let at = 0; at < document.length; at += 4) collector.add(document.slice(at, at + 4));
    expect(collector.text()).toBe(document);
  });
});
