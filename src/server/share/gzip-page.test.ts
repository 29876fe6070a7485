import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressTail, gzipWithTail } from './gzip-page';

describe('a share page gzipped with its tail compressed once', () => {
  it('decodes to the head and the tail, for every head put before the same tail', async () => {
    // Repeats across the cut: the tail's stream must not refer back into the head's.
    const tail = await compressTail(`${'<div class="slide">Ünïcode 中文 text</div>'.repeat(5000)}</main></body>`);
    for (const head of ['', '<main data-view="1">', `<html>${'<div class="slide">'.repeat(300)}<main data-view="2">`]) {
      const page = gzipWithTail(head, tail);
      expect(gunzipSync(page).toString()).toBe(head + tail.bytes.toString());
    }
  });
});
