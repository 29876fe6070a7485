/** Room a collector starts with: a short document fits without growing. */
const INITIAL_BYTES = 4 * 1024;

export interface TextCollector {
  add(chunk: string): void;
  /** Everything added, in order. */
  text(): string;
  /** The UTF-8 bytes of what `from` can give (a character cut at a chunk's end is left until it is whole). */
  bytes(): number;
  /** The text after its first `byte` bytes: an earlier `bytes()` marks where a character begins. */
  from(byte: number): string;
}

/**
 * Collects a generation's text in one growing UTF-8 buffer. `text += chunk` keeps every chunk as a
 * node of a rope until the string is read: about 30 bytes a chunk, 67 KiB for a 2,000-chunk
 * document, for every open stream (README, Performance). Here it is about a byte a character.
 */
export function textCollector(): TextCollector {
  let buffer = Buffer.allocUnsafe(INITIAL_BYTES);
  let length = 0;
  // The first half of a surrogate pair that ended a chunk: UTF-8 can only encode the pair whole.
  let highSurrogate = '';
  return {
    add(piece) {
      let chunk = highSurrogate + piece;
      highSurrogate = '';
      const last = chunk.charCodeAt(chunk.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) {
        highSurrogate = chunk.slice(-1);
        chunk = chunk.slice(0, -1);
      }
      // At most 3 bytes per UTF-16 unit in UTF-8: room for that means `write` never cuts a character.
      const needed = length + chunk.length * 3;
      if (needed > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.max(needed, buffer.length * 2));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      length += buffer.write(chunk, length);
    },
    text: () => buffer.toString('utf8', 0, length) + highSurrogate,
    bytes: () => length,
    from: (byte) => (byte < length ? buffer.toString('utf8', byte, length) : ''),
  };
}
