import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textCollector } from './text-collector';

describe('textCollector', () => {
  it('gives back every chunk in order, past its first 4 KiB and with characters of every width', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 60 }), (chunks) => {
        const collector = textCollector();
        for (const chunk of chunks) collector.add(chunk);
        expect(collector.text()).toBe(Buffer.from(chunks.join(''), 'utf8').toString('utf8'));
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
