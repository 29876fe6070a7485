/**
 * npm run bench:logo: what a logo costs (issue 38, item 2), in this process. How long reading a
 * logo's header, and decoding and drawing it again (what an upload does, in a render thread), take
 * for the files the red team sent and for the largest a founder may upload; then a ten-slide deck's
 * .pdf and .pptx with a 1 MB logo and with the 2000 × 2000 bomb as stored before uploads were
 * decoded: the time to render, the file's size, and how many times the logo is in it. Measures,
 * never asserts: these machines are shared and noisy.
 */
import JSZip from 'jszip';
import { deckFigures } from '../src/core/deck-design/figures';
import type { DeckLook, LogoImage } from '../src/core/exports/spec';
import { ventureFacts } from '../src/core/tools/venture-facts';
import { logoHeader } from '../src/server/exports/logo';
import { normaliseLogo } from '../src/server/exports/logo-image';
import { renderRequested } from '../src/server/exports/render';
import { offlineResult } from '../tests/support/fixtures';
import { jpegImage, noisyPng, pngHeaderWithJunk, pngImage, transparent2000 } from '../tests/support/images';

const ms = (started: number) => `${Math.round(performance.now() - started)} ms`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

function timeUpload(name: string, bytes: Uint8Array) {
  let started = performance.now();
  const header = logoHeader(bytes);
  const headerTime = `${((performance.now() - started) * 1000).toFixed(0)} µs`;
  started = performance.now();
  const kept = header.ok ? normaliseLogo(bytes) : header;
  const verdict = kept.ok ? `kept ${kept.logo.width}×${kept.logo.height}, ${kib(kept.logo.data.length)}` : kept.message;
  console.log(
    `${name.padEnd(42)} ${kib(bytes.length).padStart(9)}  header ${headerTime.padStart(7)}  upload ${ms(started).padStart(8)}  ${verdict}`,
  );
}

async function timeDeck(name: string, logo: LogoImage) {
  const look: DeckLook = { theme: 'dark', brand: '10B981', logo, figures: deckFigures(ventureFacts({})) };
  for (const format of ['pdf', 'pptx'] as const) {
    const started = performance.now();
    const { file, notes } = await renderRequested({
      tool: 'pitch-deck',
      format,
      result: offlineResult('pitch-deck'),
      context: { date: '2026-11-28', deck: look },
    });
    const took = ms(started);
    const copies =
      format === 'pdf'
        ? (file.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0)
        : Object.keys((await JSZip.loadAsync(file)).files).filter((entry) => /^ppt\/media\/./.test(entry)).length;
    console.log(
      `${`${name}, .${format}`.padEnd(42)} ${took.padStart(8)}  ${kib(file.length).padStart(9)}  the logo ${copies} time(s)${notes.length ? `; ${notes.join('; ')}` : ''}`,
    );
  }
}

console.log('Uploads: the header alone, then decoded and drawn again (1024 pixels a side at most)');
timeUpload('2000 × 2000 transparent PNG (the bomb)', transparent2000());
timeUpload(
  '4096 × 3906 PNG, the largest taken',
  pngImage(4096, 3906, (x, y) => [x & 255, y & 255, 128, 255]),
);
timeUpload('3000 × 2000 JPEG', jpegImage(3000, 2000));
timeUpload('550 × 550 PNG of noise, 1 MB', noisyPng(550, 550));
timeUpload('10000 × 10000 header, junk behind it', pngHeaderWithJunk(10_000, 10_000));
timeUpload('400 × 200 header, junk behind it', pngHeaderWithJunk(400, 200));

console.log('\nA ten-slide deck (each format once before, so the libraries are loaded)');
const oneMb = normaliseLogo(noisyPng(550, 550));
if (!oneMb.ok) throw new Error(oneMb.message);
await timeDeck('warm-up', oneMb.logo);
await timeDeck('a 1 MB logo, as uploaded now', oneMb.logo);
await timeDeck('the 2000 × 2000 bomb, stored before', { type: 'image/png', data: transparent2000() });
await timeDeck('a damaged logo, stored before', { type: 'image/png', data: pngHeaderWithJunk(400, 200) });
