/**
 * What an exported file is called: for a venture, "WagBox – Pitch Deck.pptx", so a founder mailing
 * the decks of two ventures can tell them apart; without one (a result never saved to a venture),
 * the tool's own name for it ("pitch-deck.pptx"). The one place both the server's
 * Content-Disposition and the browser's download take the name from. The plain-text downloads keep
 * the spec's names (docs/product.md §7) and do not come here.
 */
import type { ToolExport } from './formats';

/** Between the venture and the document's title. */
export const FILE_NAME_SEPARATOR = ' – ';
/** The venture's part of a name at most: characters, and UTF-8 bytes (file systems count bytes, 255 at most). */
export const VENTURE_NAME_LIMIT = { characters: 60, bytes: 150 } as const;

/**
 * Characters Windows, macOS or Linux refuse in a file name (or read as a path), and control
 * characters; each becomes a hyphen.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const RESERVED = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]/g;
/** What may not end a cut name: a joiner, a variation selector or a combining mark left without its sequence. */
const DANGLING = /(?:\u200d|[\ufe00-\ufe0f]|\p{M})+$/u;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const within = (text: string, characters: number, bytes: number) =>
  Array.from(text).length <= characters && utf8Bytes(text) <= bytes;

/** `text` when within the limits; else its longest start that fits with "…" after it. */
function bounded(text: string): string {
  const { characters, bytes } = VENTURE_NAME_LIMIT;
  if (within(text, characters, bytes)) return text;
  let kept = '';
  for (const character of text) {
    if (!within(kept + character, characters - 1, bytes - utf8Bytes('…'))) break;
    kept += character;
  }
  return `${kept.replace(DANGLING, '').trimEnd()}…`;
}

/**
 * A venture's name made safe as part of a file name on every system: reserved characters replaced,
 * runs of white space made one space, no leading dot (a hidden file) or trailing dot, its length
 * bounded; letters of every script kept. Empty when nothing is left.
 */
export function safeFileNamePart(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(RESERVED, '-')
    .trim()
    .replace(/^[.\s]+/u, '')
    .replace(/[.\s]+$/u, '');
  return bounded(cleaned);
}

/** The file `entry` of the tool titled `title` downloads as, for `venture` (its name) when there is one. */
export function exportFileName(title: string, entry: ToolExport, venture?: string): string {
  const stem = venture ? safeFileNamePart(venture) : '';
  if (!stem) return entry.fileName;
  return `${stem}${FILE_NAME_SEPARATOR}${title}.${entry.format}`;
}
