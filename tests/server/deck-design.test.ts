/**
 * The deck's design through HTTP: the theme and brand colour kept with the venture, the logo
 * checked by its header (PNG or JPEG, at most 1 MB, 4096 pixels a side, 16 million in all),
 * decoded and drawn again at most 1024 pixels a side, served back to its own workspace only, and
 * the downloaded deck drawn in that design with the logo embedded once; the design carried in the
 * workspace file, and the logo's bytes counted against the workspace's quota.
 */
import { Writable } from 'node:stream';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { decode as decodeJpeg } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import type { DeckDesign } from '@/core/deck-design/schema';
import { ideas } from '@/core/tools/ideas';
import { WORKSPACE_QUOTAS } from '@/core/workspace/limits';
import { LOGO_REFUSED } from '@/server/exports/logo';
import { normaliseLogo } from '@/server/exports/logo-image';
import { loggerOptions } from '@/server/logger';
import { offlineResult } from '../support/fixtures';
import { jpegImage, noisyPng, pngHeaderWithJunk, pngImage, TINY_PNG, transparent2000 } from '../support/images';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const logLines: string[] = [];
// Many founders, each with a few writes: no limit gets in the way.
const server = useTestApp(
  { WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' },
  {
    logger: loggerOptions('warn', {
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    }),
  },
);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** The bytes an upload of `bytes` keeps (decoded and drawn again). */
const kept = (bytes: Uint8Array) => {
  const checked = normaliseLogo(bytes);
  if (!checked.ok) throw new Error(checked.message);
  return Buffer.from(checked.logo.data);
};

async function founderWithVenture() {
  const founder = browser(server.app);
  const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
  return { founder, path: `/api/ventures/${venture.id}`, ventureId: venture.id };
}

describe('deck design', () => {
  it('starts light in indigo with no logo, and keeps the theme and brand colour chosen', async () => {
    const { founder, path } = await founderWithVenture();
    expect((await founder.request('GET', `${path}/deck-design`)).json<DeckDesign>()).toEqual({
      theme: 'light',
      brand: '4F46E5',
      logo: null,
    });
    const chosen = await founder.request('PUT', `${path}/deck-design`, { theme: 'dark', brand: '10b981' });
    expect(chosen.statusCode).toBe(200);
    expect((await founder.request('GET', `${path}/deck-design`)).json<DeckDesign>()).toMatchObject({
      theme: 'dark',
      brand: '10B981',
    });
    expect((await founder.request('PUT', `${path}/deck-design`, { theme: 'neon', brand: '10B981' })).statusCode).toBe(
      400,
    );
    expect((await founder.request('PUT', `${path}/deck-design`, { theme: 'bold', brand: 'red' })).statusCode).toBe(400);
  });

  it('takes a PNG or a JPEG logo by its bytes, serves it back drawn again, and removes it', async () => {
    const { founder, path } = await founderWithVenture();
    const uploaded = await founder.request('PUT', `${path}/logo`, { data: base64(TINY_PNG) });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json<DeckDesign>().logo).toMatchObject({ type: 'image/png' });
    const served = await founder.request('GET', `${path}/logo`);
    expect(served.headers['content-type']).toBe('image/png');
    // The same red pixel, as a PNG of its own (opaque: without the alpha channel).
    const png = PNG.sync.read(served.rawPayload);
    expect([png.width, png.height, ...png.data]).toEqual([1, 1, 255, 0, 0, 255]);

    const jpeg = await founder.request('PUT', `${path}/logo`, { data: base64(jpegImage(40, 20)) });
    expect(jpeg.json<DeckDesign>().logo).toMatchObject({ type: 'image/jpeg' });
    const served2 = decodeJpeg((await founder.request('GET', `${path}/logo`)).rawPayload);
    expect([served2.width, served2.height]).toEqual([40, 20]);

    expect((await founder.request('DELETE', `${path}/logo`)).json<DeckDesign>().logo).toBeNull();
    expect((await founder.request('GET', `${path}/logo`)).statusCode).toBe(404);
  });

  it('keeps a large logo at 1024 pixels on its longest side: the 2000 × 2000 transparent PNG of 15.6 KB', async () => {
    const { founder, path } = await founderWithVenture();
    const bomb = transparent2000();
    expect(bomb.length).toBeLessThan(16 * 1024);
    expect((await founder.request('PUT', `${path}/logo`, { data: base64(bomb) })).statusCode).toBe(200);
    const png = PNG.sync.read((await founder.request('GET', `${path}/logo`)).rawPayload);
    expect([png.width, png.height]).toEqual([1024, 1024]);
    const wide = await founder.request('PUT', `${path}/logo`, { data: base64(jpegImage(3000, 750)) });
    expect(wide.statusCode).toBe(200);
    const jpeg = decodeJpeg((await founder.request('GET', `${path}/logo`)).rawPayload);
    expect([jpeg.width, jpeg.height]).toEqual([1024, 256]);
  });

  it('refuses a logo past 4096 pixels a side or 16 million pixels by its header, before decoding it', async () => {
    const { founder, path } = await founderWithVenture();
    // The junk behind the headers would be refused as damaged if they were decoded.
    for (const [width, height] of [
      [4097, 10],
      [10, 4097],
      [4000, 4001],
      [100_000, 100_000],
    ] as const) {
      const refused = await founder.request('PUT', `${path}/logo`, { data: base64(pngHeaderWithJunk(width, height)) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: LOGO_REFUSED.dimensions });
    }
    expect((await founder.request('GET', `${path}/deck-design`)).json<DeckDesign>().logo).toBeNull();
  });

  it('refuses a PNG or JPEG header with junk behind it, or a file cut short, with the sentence that says why', async () => {
    const { founder, path } = await founderWithVenture();
    const png = pngImage(64, 64, (x, y) => [x * 4, y * 4, 0, 255]);
    const jpeg = jpegImage(64, 64);
    for (const damaged of [
      pngHeaderWithJunk(200, 100),
      png.subarray(0, png.length - 20),
      Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 0x5a)]),
      jpeg.subarray(0, 300),
    ]) {
      const refused = await founder.request('PUT', `${path}/logo`, { data: base64(damaged) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: LOGO_REFUSED.damaged });
    }
    expect((await founder.request('GET', `${path}/deck-design`)).json<DeckDesign>().logo).toBeNull();
  });

  it('refuses a file that is not a PNG or JPEG whatever it is called, and one over 1 MB', async () => {
    const { founder, path } = await founderWithVenture();
    const svg = await founder.request('PUT', `${path}/logo`, { data: base64(Buffer.from('<svg onload="x()"/>')) });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ error: LOGO_REFUSED.type });
    const large = new Uint8Array(1024 * 1024 + 1);
    large.set(TINY_PNG);
    const tooLarge = await founder.request('PUT', `${path}/logo`, { data: base64(large) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ error: LOGO_REFUSED.size });
    expect((await founder.request('GET', `${path}/deck-design`)).json<DeckDesign>().logo).toBeNull();
  });

  it('refuses another workspace: its design, its logo, and exports in its design are 404', async () => {
    const { founder, path, ventureId } = await founderWithVenture();
    await founder.request('PUT', `${path}/logo`, { data: base64(TINY_PNG) });
    const stranger = browser(server.app);
    await stranger.request('POST', '/api/ventures', { name: 'Other' });
    expect((await stranger.request('GET', `${path}/deck-design`)).statusCode).toBe(404);
    expect((await stranger.request('GET', `${path}/logo`)).statusCode).toBe(404);
    expect((await stranger.request('PUT', `${path}/logo`, { data: base64(TINY_PNG) })).statusCode).toBe(404);
    expect((await stranger.request('PUT', `${path}/deck-design`, { theme: 'bold', brand: '000000' })).statusCode).toBe(
      404,
    );
    const result = offlineResult('pitch-deck');
    expect((await stranger.request('POST', '/api/exports/pitch-deck/pptx', { result, ventureId })).statusCode).toBe(
      404,
    );
  });

  it('draws the downloaded deck in the venture’s theme, with its logo', async () => {
    const { founder, path, ventureId } = await founderWithVenture();
    await founder.request('PUT', `${path}/deck-design`, { theme: 'dark', brand: '10B981' });
    await founder.request('PUT', `${path}/logo`, { data: base64(TINY_PNG) });
    const file = await founder.request('POST', '/api/exports/pitch-deck/pptx', {
      result: offlineResult('pitch-deck'),
      ventureId,
    });
    expect(file.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    const slide = await zip.file('ppt/slides/slide2.xml')!.async('string');
    expect(slide).toContain('<a:srgbClr val="0F172A"');
    expect(Object.keys(zip.files).some((name) => /^ppt\/media\/image/.test(name))).toBe(true);
  });
});

/** The deck exported in `format` with the venture's design. */
const exportDeck = (founder: ReturnType<typeof browser>, ventureId: string, format: 'pptx' | 'pdf') =>
  founder.request('POST', `/api/exports/pitch-deck/${format}`, { result: offlineResult('pitch-deck'), ventureId });

describe('the logo in the downloaded deck', () => {
  it('is embedded once however many slides show it: a 1 MB logo makes a file of about 1 MB, not 10', async () => {
    const { founder, path, ventureId } = await founderWithVenture();
    const upload = noisyPng(550, 550);
    expect(upload.length).toBeGreaterThan(990_000);
    expect(upload.length).toBeLessThanOrEqual(1024 * 1024);
    expect((await founder.request('PUT', `${path}/logo`, { data: base64(upload) })).statusCode).toBe(200);
    const logo = (await founder.request('GET', `${path}/logo`)).rawPayload;

    const pptx = await exportDeck(founder, ventureId, 'pptx');
    expect(pptx.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(pptx.rawPayload);
    const media = Object.keys(zip.files).filter((name) => name.startsWith('ppt/media/') && !zip.files[name]!.dir);
    expect(media).toHaveLength(1);
    expect((await zip.file(media[0]!)!.async('nodebuffer')).equals(logo)).toBe(true);
    const target = `Target="../${media[0]!.slice('ppt/'.length)}"`;
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/.test(name));
    expect(slides).toHaveLength(10);
    for (const rels of slides) expect(await zip.file(rels)!.async('string')).toContain(target);
    expect(pptx.rawPayload.length).toBeLessThan(logo.length + 512 * 1024);

    const pdf = await exportDeck(founder, ventureId, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const text = pdf.rawPayload.toString('latin1');
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(1);
    // Every page draws it: each names the one XObject.
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(10);
    expect(pdf.rawPayload.length).toBeLessThan(logo.length + 512 * 1024);
  });

  it('is left out, with a note in the log, when the stored one cannot be drawn: never a 500', async () => {
    const { founder, path, ventureId } = await founderWithVenture();
    await founder.request('PUT', `${path}/logo`, { data: base64(TINY_PNG) });
    // A logo stored before uploads were decoded: a PNG header with junk behind it.
    await server.database.query('update venture_designs set logo = $2 where venture_id = $1', [
      ventureId,
      pngHeaderWithJunk(300, 100),
    ]);
    for (const format of ['pptx', 'pdf'] as const) {
      const file = await exportDeck(founder, ventureId, format);
      expect(file.statusCode).toBe(200);
      if (format === 'pptx') {
        const zip = await JSZip.loadAsync(file.rawPayload);
        expect(Object.keys(zip.files).filter((name) => /^ppt\/media\/./.test(name))).toEqual([]);
      } else expect(file.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    }
    const notes = logLines.filter((line) => line.includes('logo was left out'));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toContain(LOGO_REFUSED.damaged);
  });
});

/** A PNG of `size` bytes: the tiny one, padded (the type is read from the first bytes). */
function pngOf(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(TINY_PNG);
  return bytes;
}

const ventureNamed = async (founder: ReturnType<typeof browser>, name: string) =>
  (await founder.request('GET', '/api/workspace'))
    .json<{ ventures: { id: string; name: string }[] }>()
    .ventures.find((venture) => venture.name === name)!;

describe('deck design in the workspace file', () => {
  async function exportedWithDesign() {
    const { founder, path } = await founderWithVenture();
    await founder.request('PUT', `${path}/deck-design`, { theme: 'dark', brand: '10b981' });
    await founder.request('PUT', `${path}/logo`, { data: base64(TINY_PNG) });
    return (await founder.request('GET', '/api/workspace/export')).json<{
      ventures: { design?: { theme: string; brand: string; logo?: string } }[];
    }>();
  }

  it('carries the theme, brand colour and logo, and restores them in a fresh workspace byte for byte', async () => {
    const file = await exportedWithDesign();
    expect(file.ventures[0]?.design).toEqual({ theme: 'dark', brand: '10B981', logo: base64(kept(TINY_PNG)) });

    const fresh = browser(server.app);
    expect((await fresh.request('POST', '/api/workspace/import', file)).statusCode).toBe(200);
    const { id } = await ventureNamed(fresh, 'Harvest Table');
    expect((await fresh.request('GET', `/api/ventures/${id}/deck-design`)).json<DeckDesign>()).toMatchObject({
      theme: 'dark',
      brand: '10B981',
      logo: { type: 'image/png' },
    });
    const logo = await fresh.request('GET', `/api/ventures/${id}/logo`);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(kept(TINY_PNG))).toBe(true);
  });

  it('imports an older file without designs in the default design', async () => {
    const file = await exportedWithDesign();
    const older = { ...file, ventures: file.ventures.map(({ design: _design, ...venture }) => venture) };
    const fresh = browser(server.app);
    expect((await fresh.request('POST', '/api/workspace/import', older)).statusCode).toBe(200);
    const { id } = await ventureNamed(fresh, 'Harvest Table');
    expect((await fresh.request('GET', `/api/ventures/${id}/deck-design`)).json<DeckDesign>()).toEqual({
      theme: 'light',
      brand: '4F46E5',
      logo: null,
    });
  });

  it('refuses the whole file for a logo that an upload would refuse, and imports nothing', async () => {
    const file = await exportedWithDesign();
    const good = file.ventures[0]!;
    const withLogo = (logo: Uint8Array) => ({
      ...file,
      ventures: [good, { ...good, design: { ...good.design, logo: base64(logo) } }],
    });
    const fresh = browser(server.app);
    await fresh.request('POST', '/api/ventures', { name: 'Own venture' });
    for (const [logo, reason] of [
      [Buffer.from('<svg onload="x()"/>'), LOGO_REFUSED.type],
      [pngOf(1024 * 1024 + 1), LOGO_REFUSED.size],
      [pngHeaderWithJunk(5000, 10), LOGO_REFUSED.dimensions],
      [pngHeaderWithJunk(50, 10), LOGO_REFUSED.damaged],
    ] as const) {
      const refused = await fresh.request('POST', '/api/workspace/import', withLogo(logo));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: `This workspace file has a logo we cannot take (ventures.1.design.logo: ${reason})`,
      });
    }
    const notBase64 = { ...file, ventures: [{ ...good, design: { ...good.design, logo: '<svg/>' } }] };
    expect((await fresh.request('POST', '/api/workspace/import', notBase64)).statusCode).toBe(400);
    const view = (await fresh.request('GET', '/api/workspace')).json<{ ventures: { name: string }[] }>();
    expect(view.ventures.map((venture) => venture.name)).toEqual(['Own venture']);
  });

  it('draws an imported logo again as an upload is: the largest kept at 1024 pixels', async () => {
    const file = await exportedWithDesign();
    const large = {
      ...file,
      ventures: [
        { ...file.ventures[0]!, design: { theme: 'light', brand: '4F46E5', logo: base64(jpegImage(2048, 1024)) } },
      ],
    };
    const fresh = browser(server.app);
    expect((await fresh.request('POST', '/api/workspace/import', large)).statusCode).toBe(200);
    const { id } = await ventureNamed(fresh, 'Harvest Table');
    const logo = decodeJpeg((await fresh.request('GET', `/api/ventures/${id}/logo`)).rawPayload);
    expect([logo.width, logo.height]).toEqual([1024, 512]);
  });

  it('deletes the designs and logos with the workspace', async () => {
    const { founder, path, ventureId } = await founderWithVenture();
    await founder.request('PUT', `${path}/logo`, { data: base64(TINY_PNG) });
    const count = async () =>
      (
        await server.database.query<{ n: number }>(
          'select count(*)::int as n from venture_designs where venture_id = $1',
          [ventureId],
        )
      )[0]?.n;
    expect(await count()).toBe(1);
    expect((await founder.request('DELETE', '/api/workspace')).statusCode).toBe(204);
    expect(await count()).toBe(0);
  });
});

describe('the logo and the workspace quota', () => {
  /** A founder whose saved work leaves `room` bytes of the workspace's quota. */
  async function founderWithRoom(room: number) {
    const { founder, path, ventureId } = await founderWithVenture();
    const idea = ideas.offline({ industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' }).ideas[0];
    expect((await founder.request('POST', '/api/ideas', { idea })).statusCode).toBeLessThan(300);
    await server.database.query(
      'update saved_ideas set bytes = $2 where workspace_id = (select workspace_id from ventures where id = $1)',
      [ventureId, WORKSPACE_QUOTAS.bytes - room],
    );
    return { founder, path };
  }

  it('counts the logo’s bytes like saved work: an upload past the quota is refused with the quota’s message', async () => {
    const [small, larger, largest] = [noisyPng(16, 16), noisyPng(20, 16), noisyPng(24, 24)];
    const room = kept(larger).length;
    expect(kept(small).length).toBeLessThan(room);
    expect(kept(largest).length).toBeGreaterThan(room);
    const { founder, path } = await founderWithRoom(room);
    expect((await founder.request('PUT', `${path}/logo`, { data: base64(small) })).statusCode).toBe(200);
    // Replacing the logo counts only what it adds: the larger one fits where the small one was.
    expect((await founder.request('PUT', `${path}/logo`, { data: base64(larger) })).statusCode).toBe(200);
    const over = await founder.request('PUT', `${path}/logo`, { data: base64(largest) });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error:
        'This workspace is full: it holds at most 50 MB of saved work. Delete results you no longer need, or export the workspace to keep a copy.',
    });
    expect((await founder.request('GET', `${path}/logo`)).rawPayload).toHaveLength(room);
    // The logo's room is free again once it is removed.
    await founder.request('DELETE', `${path}/logo`);
    expect((await founder.request('PUT', `${path}/logo`, { data: base64(larger) })).statusCode).toBe(200);
  });

  it('counts a file’s logos when it is imported', async () => {
    const { founder: owner, path } = await founderWithVenture();
    await owner.request('PUT', `${path}/logo`, { data: base64(noisyPng(20, 20)) });
    const file = (await owner.request('GET', '/api/workspace/export')).json<{ ventures: object[] }>();
    const { founder } = await founderWithRoom(kept(noisyPng(20, 20)).length - 1);
    const refused = await founder.request('POST', '/api/workspace/import', file);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Importing would pass the limit of 50 MB of saved work per workspace.' });
    expect((await founder.request('GET', '/api/workspace')).json<{ ventures: object[] }>().ventures).toHaveLength(1);
  });
});
