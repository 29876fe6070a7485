import { LOGO_MAX_BYTES } from '@/core/deck-design/schema';

export type LogoType = 'image/png' | 'image/jpeg';

/** The widest or tallest logo taken, and the most pixels in all (a 4096 × 4096 square is past it). */
export const LOGO_MAX_SIDE = 4096;
export const LOGO_MAX_PIXELS = 16_000_000;
/**
 * The longest side a logo is kept at. Its largest box on a slide is 180 × 72 points (the title
 * slide's corner, core/deck-design): full screen on a 4K display a slide's 960 points are 3840
 * pixels, 4 to the point, so 720 pixels fill that box; printed at 300 dpi, 750. 1024 is sharp in
 * both, and decoding it costs a few milliseconds where a 4096 × 4096 image costs a second.
 */
export const LOGO_STORED_SIDE = 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, at) => bytes[at] === byte);

/** What a founder reads when a file is not a logo we take (docs/product.md §14). */
export const LOGO_REFUSED = {
  type: 'The logo must be a PNG or JPEG image.',
  size: 'The logo must be at most 1 MB.',
  dimensions: `The logo must be at most ${LOGO_MAX_SIDE} pixels wide and high, and 16 million pixels in all.`,
  damaged: 'The logo could not be read: the file is damaged or is not a whole PNG or JPEG image.',
} as const;

export type LogoRefusal = { ok: false; message: string };
export interface LogoHeader {
  ok: true;
  type: LogoType;
  width: number;
  height: number;
}

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 65536 + u16(bytes, at + 2);

/** A PNG's size from its first chunk, which must be IHDR (the format says so). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (bytes.length < 24 || ihdr !== 'IHDR') return undefined;
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** A JPEG's size from its frame header, found by walking its segments up to the scan. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length (restart markers, TEM).
    if (marker === 0xff) at += 1;
    else if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) at += 2;
    else if (marker === 0xda || marker === 0xd9) return undefined;
    else if (isFrame(marker))
      return at + 9 <= bytes.length ? { height: u16(bytes, at + 5), width: u16(bytes, at + 7) } : undefined;
    else at += 2 + u16(bytes, at + 2);
  }
  return undefined;
}

/**
 * A logo's type and size, read from its first bytes and its header (never from its name or a
 * declared type), or why it is refused: PNG or JPEG, at most 1 MB, 4096 pixels a side and 16
 * million pixels. Nothing is decoded: a decompression bomb is refused by what its header says.
 */
export function logoHeader(bytes: Uint8Array): LogoHeader | LogoRefusal {
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_REFUSED.size };
  const type: LogoType | undefined = startsWith(bytes, PNG)
    ? 'image/png'
    : startsWith(bytes, JPEG)
      ? 'image/jpeg'
      : undefined;
  if (!type) return { ok: false, message: LOGO_REFUSED.type };
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, message: LOGO_REFUSED.damaged };
  const { width, height } = size;
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE || width * height > LOGO_MAX_PIXELS)
    return { ok: false, message: LOGO_REFUSED.dimensions };
  return { ok: true, type, width, height };
}
