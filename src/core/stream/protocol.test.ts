import { createParser } from 'eventsource-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeEvent, lineBreakNormalizer, PROVIDER_REFUSED, providerRefusal, SERVICE_ERRORS } from './protocol';

/** What a browser's SSE parser reads back from compact delta events. */
function readBack(stream: string): string {
  let text = '';
  const parser = createParser({ onEvent: ({ event, data }) => (text += event === undefined ? data : '') });
  parser.feed(stream);
  return text;
}

describe('the compact stream', () => {
  it('frames a delta as one unnamed event with a data line per line of text', () => {
    expect(encodeEvent({ event: 'delta', data: '{"a":\n  1}' }, { compact: true })).toBe('data: {"a":\ndata:   1}\n\n');
    expect(encodeEvent({ event: 'delta', data: 'x' })).toBe('event: delta\ndata: "x"\n\n');
  });

  it('gives back every text the normalizer let through, however it is cut into deltas', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\r', '"', ':', 'é') }), { maxLength: 12 }),
        (chunks) => {
          const normalize = lineBreakNormalizer();
          const pieces = chunks.map(normalize);
          const stream = pieces.map((data) => encodeEvent({ event: 'delta', data }, { compact: true })).join('');
          expect(readBack(stream)).toBe(pieces.join(''));
          // Line breaks are LF whatever the chunking: as if the whole text was normalized at once.
          expect(pieces.join('')).toBe(chunks.join('').replace(/\r\n?/g, '\n'));
        },
      ),
    );
  });
});

describe('providerRefusal', () => {
  it('recognises Venturekit’s own refusal texts, which the screen may show', () => {
    expect(providerRefusal(PROVIDER_REFUSED.key)).toBe(PROVIDER_REFUSED.key);
    expect(providerRefusal(PROVIDER_REFUSED.rateLimited())).toBe(
      'The AI provider is limiting requests. Try again in a minute.',
    );
    expect(providerRefusal(PROVIDER_REFUSED.rateLimited('45 seconds'))).toBe(
      'The AI provider is limiting requests. Try again in 45 seconds.',
    );
  });

  it('leaves any other message to the console: the provider’s own, or one dressed up as ours', () => {
    expect(providerRefusal('Incorrect API key provided: sk-***')).toBeUndefined();
    expect(providerRefusal(SERVICE_ERRORS.generic)).toBeUndefined();
    expect(providerRefusal(PROVIDER_REFUSED.rateLimited('sk-abc: https://evil.example'))).toBeUndefined();
  });
});
