/**
 * A download's Content-Disposition: the name as `filename` in plain ASCII for old clients, and, when
 * it holds more than ASCII, whole as `filename*` in UTF-8 (RFC 6266 with RFC 5987's encoding), which
 * every current browser prefers. The name itself comes from core/exports/file-name.ts.
 */

/** The name in printable ASCII: accents dropped ("Café" → "Cafe"), dashes as hyphens, anything else as "_". */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 5987's value characters: what encodeURIComponent leaves but RFC 5987 does not (' ( ) *) escaped too. */
const encodeValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export function attachment(fileName: string): string {
  const ascii = asciiFileName(fileName);
  return ascii === fileName
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeValue(fileName)}`;
}
