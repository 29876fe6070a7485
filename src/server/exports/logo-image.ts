/**
 * A logo decoded and drawn again: what an upload or an import keeps, and what an export draws. Pure
 * JavaScript (pngjs, jpeg-js), synchronous, run in a render thread (render-worker.ts), never on
 * the event loop: decoding the largest logo taken (16 million pixels) takes about a second.
 */
import { createHash } from 'node:crypto';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { LOGO_MAX_BYTES } from '@/core/deck-design/schema';
import type { LogoImage } from '@/core/exports/spec';
import { LOGO_MAX_PIXELS, LOGO_REFUSED, LOGO_STORED_SIDE, logoHeader, type LogoHeader, type LogoRefusal } from './logo';

/** RGBA pixels, four bytes each, row by row. */
interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

export type CheckedLogo = { ok: true; logo: LogoImage & { width: number; height: number } } | LogoRefusal;

/** A JPEG's quality when drawn again: no visible loss on a logo at a fraction of the size. */
const JPEG_QUALITY = 90;
/** How much smaller each try is when a drawn logo is still past 1 MB (noise does not compress). */
const SHRINK = 0.75;

/** The header's pixels, or undefined when the bytes are not the whole image the header says. */
function decode(bytes: Uint8Array, header: LogoHeader): Pixels | undefined {
  try {
    const image =
      header.type === 'image/png'
        ? PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
        : decodeJpeg(bytes, {
            useTArray: true,
            formatAsRGBA: true,
            tolerantDecoding: false,
            maxResolutionInMP: LOGO_MAX_PIXELS / 1_000_000,
            maxMemoryUsageInMB: 256,
          });
    const whole = image.width === header.width && image.height === header.height;
    return whole && image.data.length === image.width * image.height * 4 ? image : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The image at `width` × `height`, each pixel the average of the source pixels it covers, weighted
 * by their opacity (so a transparent pixel's colour does not bleed into its neighbours' edge).
 */
export function scaleDown(source: Pixels, width: number, height: number): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const top = Math.floor((y * source.height) / height);
    const bottom = Math.max(top + 1, Math.floor(((y + 1) * source.height) / height));
    for (let x = 0; x < width; x++) {
      const left = Math.floor((x * source.width) / width);
      const right = Math.max(left + 1, Math.floor(((x + 1) * source.width) / width));
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let sy = top; sy < bottom; sy++) {
        for (let at = (sy * source.width + left) * 4, end = (sy * source.width + right) * 4; at < end; at += 4) {
          const opacity = source.data[at + 3]!;
          red += source.data[at]! * opacity;
          green += source.data[at + 1]! * opacity;
          blue += source.data[at + 2]! * opacity;
          alpha += opacity;
        }
      }
      const out = (y * width + x) * 4;
      const count = (bottom - top) * (right - left);
      if (alpha > 0) {
        data[out] = Math.round(red / alpha);
        data[out + 1] = Math.round(green / alpha);
        data[out + 2] = Math.round(blue / alpha);
      }
      data[out + 3] = Math.round(alpha / count);
    }
  }
  return { width, height, data };
}

/** The size that fits within `side` a side, keeping the aspect ratio; never larger than the image. */
function fitted({ width, height }: { width: number; height: number }, side: number) {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const isOpaque = (pixels: Pixels) => {
  for (let at = 3; at < pixels.data.length; at += 4) if (pixels.data[at] !== 255) return false;
  return true;
};

/** A PNG stays a PNG (without alpha when every pixel is opaque: a third smaller, and one image in a PDF); a JPEG a JPEG. */
function encode(pixels: Pixels, type: LogoImage['type']): Buffer {
  if (type === 'image/jpeg') return encodeJpeg(pixels, JPEG_QUALITY).data;
  const png = new PNG({ width: pixels.width, height: pixels.height });
  png.data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
  return PNG.sync.write(png, { colorType: isOpaque(pixels) ? 2 : 6, inputColorType: 6, inputHasAlpha: true });
}

/** Drawn again within `side` a side, smaller still until it fits in 1 MB. */
function redrawn(pixels: Pixels, type: LogoImage['type'], side: number): CheckedLogo {
  let size = fitted(pixels, side);
  for (;;) {
    const scaled =
      size.width === pixels.width && size.height === pixels.height
        ? pixels
        : scaleDown(pixels, size.width, size.height);
    const data = encode(scaled, type);
    if (data.length <= LOGO_MAX_BYTES) return { ok: true, logo: { type, data, ...size } };
    size = fitted(size, Math.floor(Math.max(size.width, size.height) * SHRINK));
  }
}

/**
 * What an upload or an import keeps of a file (docs/product.md §14): refused by its header when
 * it is not a PNG or JPEG within the bounds (logo.ts), or when it does not decode whole; else
 * decoded and encoded again at most LOGO_STORED_SIDE a side and 1 MB, which drops whatever else
 * the file carried (metadata, bytes after the image).
 */
export function normaliseLogo(bytes: Uint8Array): CheckedLogo {
  const header = logoHeader(bytes);
  if (!header.ok) return header;
  const pixels = decode(bytes, header);
  if (!pixels) return { ok: false, message: LOGO_REFUSED.damaged };
  return redrawn(pixels, header.type, LOGO_STORED_SIDE);
}

/** Verdicts on the logos a thread has drawn lately, by their bytes' hash: the same logo is decoded once. */
const drawable = new Map<string, CheckedLogo>();
const REMEMBERED = 8;

/**
 * The logo an export draws: a stored logo as it is when it decodes whole within LOGO_STORED_SIDE
 * (every logo stored since uploads were drawn again), one stored before that drawn again at that
 * size, or why it cannot be drawn (a file the export leaves the logo out of, render.ts).
 */
export function drawableLogo(logo: LogoImage): CheckedLogo {
  const key = createHash('sha256').update(logo.data).digest('base64');
  const known = drawable.get(key);
  if (known) return known;
  const header = logoHeader(logo.data);
  const pixels = header.ok ? decode(logo.data, header) : undefined;
  const checked: CheckedLogo = !header.ok
    ? header
    : !pixels
      ? { ok: false, message: LOGO_REFUSED.damaged }
      : Math.max(header.width, header.height) <= LOGO_STORED_SIDE
        ? { ok: true, logo: { type: header.type, data: logo.data, width: header.width, height: header.height } }
        : redrawn(pixels, header.type, LOGO_STORED_SIDE);
  if (drawable.size >= REMEMBERED) drawable.delete(drawable.keys().next().value!);
  drawable.set(key, checked);
  return checked;
}
