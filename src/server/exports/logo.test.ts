import { describe, expect, it } from 'vitest';
import { jpegImage, pngHeaderWithJunk, pngImage } from '../../../tests/support/images';
import { LOGO_REFUSED, logoHeader } from './logo';

describe('logoHeader', () => {
  it('reads a PNG’s and a JPEG’s size from their headers', () => {
    expect(logoHeader(pngImage(30, 12))).toEqual({ ok: true, type: 'image/png', width: 30, height: 12 });
    expect(logoHeader(jpegImage(40, 20))).toEqual({ ok: true, type: 'image/jpeg', width: 40, height: 20 });
  });

  it('finds a progressive JPEG’s frame past the segments before it, and none past the scan', () => {
    const jpeg = Buffer.from(jpegImage(64, 48));
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg[frame + 1] = 0xc2;
    expect(logoHeader(jpeg)).toMatchObject({ ok: true, width: 64, height: 48 });
    // A scan before any frame: no size to read.
    const scanFirst = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6, 0xff, 0xd9]);
    expect(logoHeader(scanFirst)).toEqual({ ok: false, message: LOGO_REFUSED.damaged });
  });

  it('refuses by the header alone: past 4096 a side or 16 million pixels, or no size at all', () => {
    expect(logoHeader(pngHeaderWithJunk(4096, 3906))).toMatchObject({ ok: true });
    for (const [width, height] of [
      [4097, 1],
      [1, 4097],
      [4096, 3907],
    ] as const)
      expect(logoHeader(pngHeaderWithJunk(width, height))).toEqual({ ok: false, message: LOGO_REFUSED.dimensions });
    expect(logoHeader(pngHeaderWithJunk(0, 10))).toEqual({ ok: false, message: LOGO_REFUSED.damaged });
    const notHeader = Buffer.from(pngImage(2, 2));
    notHeader.write('IDAT', 12, 'latin1');
    expect(logoHeader(notHeader)).toEqual({ ok: false, message: LOGO_REFUSED.damaged });
    expect(logoHeader(Buffer.from('GIF89a'))).toEqual({ ok: false, message: LOGO_REFUSED.type });
    expect(logoHeader(new Uint8Array(1024 * 1024 + 1))).toEqual({ ok: false, message: LOGO_REFUSED.size });
  });
});
