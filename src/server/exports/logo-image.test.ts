import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@/core/deck-design/schema';
import { jpegImage, palettePng, pngHeaderWithJunk, pngImage } from '../../../tests/support/images';
import { LOGO_REFUSED } from './logo';
import { drawableLogo, normaliseLogo, scaleDown } from './logo-image';

const kept = (bytes: Uint8Array) => {
  const checked = normaliseLogo(bytes);
  if (!checked.ok) throw new Error(checked.message);
  return checked.logo;
};

describe('scaleDown', () => {
  it('averages the pixels each covers, weighted by their opacity', () => {
    // Opaque red beside transparent blue: half as opaque, and still red.
    const source = { width: 2, height: 1, data: Uint8Array.from([255, 0, 0, 255, 0, 0, 255, 0]) };
    expect([...scaleDown(source, 1, 1).data]).toEqual([255, 0, 0, 128]);
    const grey = {
      width: 2,
      height: 2,
      data: Uint8Array.from([0, 0, 0, 255, 200, 200, 200, 255, 0, 0, 0, 255, 200, 200, 200, 255]),
    };
    expect([...scaleDown(grey, 1, 1).data]).toEqual([100, 100, 100, 255]);
  });
});

describe('normaliseLogo', () => {
  it('keeps a PNG a PNG, without its alpha channel when every pixel is opaque', () => {
    const opaque = PNG.sync.read(Buffer.from(kept(pngImage(8, 4)).data));
    expect([opaque.width, opaque.height, opaque.alpha]).toEqual([8, 4, false]);
    const clear = PNG.sync.read(Buffer.from(kept(pngImage(8, 4, () => [1, 2, 3, 100])).data));
    expect(clear.alpha).toBe(true);
    expect([...clear.data.subarray(0, 4)]).toEqual([1, 2, 3, 100]);
  });

  it('draws a larger one at 1024 on its longest side, a JPEG as a JPEG', () => {
    const logo = kept(jpegImage(2048, 512));
    expect(logo).toMatchObject({ type: 'image/jpeg', width: 1024, height: 256 });
    expect(decodeJpeg(logo.data)).toMatchObject({ width: 1024, height: 256 });
  });

  it('draws one smaller still when it would be past 1 MB drawn again', () => {
    const low = palettePng(1024, 1024);
    expect(low.length).toBeLessThan(LOGO_MAX_BYTES);
    const logo = kept(low);
    expect(logo.data.length).toBeLessThanOrEqual(LOGO_MAX_BYTES);
    expect(logo.width).toBeLessThan(1024);
  });

  it('refuses a file that does not decode whole, whatever its header says', () => {
    const png = pngImage(16, 16);
    for (const damaged of [
      pngHeaderWithJunk(16, 16),
      png.subarray(0, png.length - 12),
      Buffer.concat([png, Buffer.from('more')]),
    ])
      expect(normaliseLogo(damaged)).toEqual({ ok: false, message: LOGO_REFUSED.damaged });
  });
});

describe('drawableLogo', () => {
  it('draws a stored logo within 1024 pixels as it is, a larger one smaller, and none that does not decode', () => {
    const small = { type: 'image/png' as const, data: kept(pngImage(20, 10)).data };
    const drawn = drawableLogo(small);
    expect(drawn.ok && drawn.logo.data).toBe(small.data);
    // Remembered: the same verdict without decoding again.
    expect(drawableLogo({ ...small, data: Uint8Array.from(small.data) })).toBe(drawn);
    const large = drawableLogo({ type: 'image/png', data: pngImage(1500, 300) });
    expect(large.ok && [large.logo.width, large.logo.height]).toEqual([1024, 205]);
    expect(drawableLogo({ type: 'image/png', data: pngHeaderWithJunk(30, 30) })).toEqual({
      ok: false,
      message: LOGO_REFUSED.damaged,
    });
  });
});
