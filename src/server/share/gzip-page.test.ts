import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressTail, gzipWithTail } from './gzip-page';

describe('a share page gzipped with its tail compressed once', () => {
  it('decodes to the head and the tail, for every head put before the same tail', async () => {
    // Repeats across the cut: the tail's stream must not refer back into the head's.
    const tail = await compressTail(`${'<div class="slide">Ünïcode 中文 text</div>'.repeat(5000)}</main></body>`);
    for (const head of ['', '<main data-view="1">', `<html>${'<div class="slide">'.repeat(300)}<main data-view="2">`]) {
      const page = gzipWithTail(head, tail);
      expect(gunzipSync(page).toString()).toBe(head + tail.bytes.toString());
    }
  });

  it('is sent to clients that take gzip only', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
