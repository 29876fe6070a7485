/** Marks a value that has not arrived far enough to be shown. */
const MISSING = Symbol('missing');
type Parsed = unknown | typeof MISSING;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Reads the beginning of a JSON document that is still arriving and returns as much of it as is
 * known: complete values, strings cut mid-way with the text so far, arrays and objects with the
 * members that have started. Numbers and literals cut at the end are left out until they finish,
 * and so are keys cut mid-way. Text before the first "{" or "[" (a code fence, a sentence) is
 * skipped. Returns undefined when nothing can be read yet, or when the text is not JSON.
 */
export function parsePartialJson(text: string): unknown {
  const start = text.search(/[{[]/);
  if (start === -1) return undefined;
  try {
    const value = new PartialParser(text, start).value();
    return value === MISSING ? undefined : value;
  } catch {
    return undefined;
  }
}

class PartialParser {
  constructor(
    private readonly text: string,
    private pos: number,
  ) {}

  value(): Parsed {
    this.skipSpace();
    if (this.atEnd()) return MISSING;
    const char = this.text[this.pos];
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    if (char === '"') return this.string().value;
    return this.literal();
  }

  private object(): Record<string, unknown> {
    this.pos++;
    const result: Record<string, unknown> = {};
    for (;;) {
      this.skipSpace();
      if (this.atEnd()) return result;
      const char = this.text[this.pos];
      if (char === '}') {
        this.pos++;
        return result;
      }
      if (char === ',') {
        this.pos++;
        continue;
      }
      if (char !== '"') throw new SyntaxError(`unexpected ${char} in object`);
      const key = this.string();
      if (!key.complete) return result;
      this.skipSpace();
      if (this.atEnd()) return result;
      if (this.text[this.pos] !== ':') throw new SyntaxError('expected :');
      this.pos++;
      const value = this.value();
      if (value !== MISSING && !UNSAFE_KEYS.has(key.value)) result[key.value] = value;
    }
  }

  private array(): unknown[] {
    this.pos++;
    const result: unknown[] = [];
    for (;;) {
      this.skipSpace();
      if (this.atEnd()) return result;
      const char = this.text[this.pos];
      if (char === ']') {
        this.pos++;
        return result;
      }
      if (char === ',') {
        this.pos++;
        continue;
      }
      const value = this.value();
      if (value !== MISSING) result.push(value);
    }
  }

  private string(): { value: string; complete: boolean } {
    this.pos++;
    let value = '';
    for (;;) {
      // Copy the run up to the next quote or backslash in one slice.
      let end = this.pos;
      while (end < this.text.length && this.text[end] !== '"' && this.text[end] !== '\\') end++;
      value += this.text.slice(this.pos, end);
      this.pos = end;
      if (this.atEnd()) return { value, complete: false };
      if (this.text[this.pos] === '"') {
        this.pos++;
        return { value, complete: true };
      }
      const escape = this.text[this.pos + 1];
      if (escape === undefined) {
        this.pos = this.text.length;
        return { value, complete: false };
      }
      if (escape === 'u') {
        const hex = this.text.slice(this.pos + 2, this.pos + 6);
        if (hex.length < 4) {
          this.pos = this.text.length;
          return { value, complete: false };
        }
        value += String.fromCharCode(Number.parseInt(hex, 16));
        this.pos += 6;
      } else {
        value += ESCAPES[escape] ?? escape;
        this.pos += 2;
      }
    }
  }

  private literal(): Parsed {
    const match = /^-?[\w.+-]+/.exec(this.text.slice(this.pos, this.pos + 64));
    if (!match) throw new SyntaxError(`unexpected ${this.text[this.pos]}`);
    const token = match[0];
    this.pos += token.length;
    // A token that runs to the end of the text may still grow ("12" of "1250", "tr" of "true").
    if (this.atEnd()) return MISSING;
    if (token === 'true') return true;
    if (token === 'false') return false;
    if (token === 'null') return null;
    const number = Number(token);
    if (Number.isNaN(number)) throw new SyntaxError(`unexpected ${token}`);
    return number;
  }

  private skipSpace() {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] as string)) this.pos++;
  }

  private atEnd() {
    return this.pos >= this.text.length;
  }
}
