/**
 * Text as Venturekit keeps it: what a founder pastes (PowerPoint puts a vertical tab on the
 * clipboard for a soft line break) or a model writes may hold characters that XML 1.0 (Word,
 * PowerPoint), PostgreSQL's jsonb (NUL) or UTF-8 (a lone surrogate) cannot carry. Every text is
 * cleaned where it enters (request bodies, model output), so nothing stored or exported holds them.
 */

/* eslint-disable no-control-regex -- matching control characters is this module's job */

/** Vertical tab, form feed and the information separators break a line where they stood. */
const LINE_BREAKING = /[\u000B\u000C\u001C-\u001F]/g;
/** Other C0 controls but tab, LF and CR, NUL among them, and the non-characters U+FFFE and U+FFFF: dropped. */
const DROPPED = /[\u0000-\u0008\u000E-\u001B\uFFFE\uFFFF]/g;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(text: string): string {
  // Most text holds none of these: test first, so the common case allocates nothing.
  if (!/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/.test(text)) return text;
  return text.replace(LINE_BREAKING, '\n').replace(DROPPED, '').replace(LONE_SURROGATE, '\uFFFD');
}
/* eslint-enable no-control-regex */

/** A key that would reach an object's prototype when merged; refused wherever JSON enters. */
export const FORBIDDEN_KEY = '__proto__';

export class ForbiddenKey extends Error {
  override name = 'ForbiddenKey';
}

/**
 * Every string in a parsed JSON value cleaned (keys too), as a new value; throws ForbiddenKey
 * for a `__proto__` key, which JSON.parse keeps as an own property and a later spread would not.
 */
export function cleanJson(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value === null || typeof value !== 'object') return value;
  const cleaned: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === FORBIDDEN_KEY)
      throw new ForbiddenKey(`The data holds a key named "${FORBIDDEN_KEY}", which is not allowed.`);
    cleaned[cleanText(key)] = cleanJson(entry);
  }
  return cleaned;
}
