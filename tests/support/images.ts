import { crc32, deflateSync } from 'node:zlib';
import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

/** A 1 × 1 PNG (a red pixel): the smallest real logo, for upload and export tests. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A real PNG of `width` × `height`, each pixel from `pixel` (RGBA), as pngjs writes it. */
export function pngImage(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number, number] = () => [79, 70, 229, 255],
): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) png.data.set(pixel(x, y), (y * width + x) * 4);
  return PNG.sync.write(png);
}

/** A real JPEG of `width` × `height` in one colour. */
export const jpegImage = (width: number, height: number): Buffer =>
  encodeJpeg({ width, height, data: Buffer.alloc(width * height * 4, 200) }, 90).data;

/** Pixels no compression shrinks, from a fixed seed: an opaque PNG of about 3 bytes a pixel. */
export function noisyPng(width: number, height: number): Buffer {
  // xorshift32: an LCG in floating point lost its low bits and repeated, which DEFLATE then found.
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) & 255;
  };
  return pngImage(width, height, () => [next(), next(), next(), 255]);
}

/** The red team's bomb: 2000 × 2000 transparent pixels (pngjs starts with every byte 0) in 15.6 KB, 16 MB once decoded. */
export const transparent2000 = (): Buffer => PNG.sync.write(new PNG({ width: 2000, height: 2000 }));

/** A PNG's signature and header chunk saying `width` × `height`, then `junk` bytes that are no image. */
export function pngHeaderWithJunk(width: number, height: number, junk = 4096): Buffer {
  const header = Buffer.from(pngImage(1, 1).subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return Buffer.concat([header, Buffer.alloc(junk, 0x5a)]);
}

/** A PNG chunk: its length, type, data and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Noise in 16 colours, half a byte a pixel (pngjs writes no palettes): a small file whose pixels
 * take six times its size as RGB, for what happens when a logo drawn again would pass 1 MB.
 */
export function palettePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([4, 3, 0, 0, 0], 8);
  const palette = Buffer.from(Array.from({ length: 16 * 3 }, (_, at) => (at * 97) % 256));
  const row = Math.ceil(width / 2);
  let seed = 11;
  const rows = Buffer.alloc((row + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < row; x++) rows[y * (row + 1) + 1 + x] = (seed = (seed * 69_069 + 1) >>> 0) >>> 24;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
