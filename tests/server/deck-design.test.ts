/**
 * The deck's design through HTTP: the theme and brand colour kept with the venture, the logo
 * checked by its bytes (PNG or JPEG, at most 1 MB), served back to its own workspace only, and
 * the downloaded deck drawn in that design; the design carried in the workspace file, and the
 * logo's bytes counted against the workspace's quota.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { DeckDesign } from '@/core/deck-design/schema';
import { ideas } from '@/core/tools/ideas';
import { WORKSPACE_QUOTAS } from '@/core/workspace/limits';
import { LOGO_REFUSED } from '@/server/exports/logo';
import { offlineResult } from '../support/fixtures';
import { JPEG_START, TINY_PNG } from '../support/images';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp();
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

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

  it('takes a PNG or a JPEG logo by its bytes, serves it back, and removes it', async () => {
    const { founder, path } = await founderWithVenture();
    const uploaded = await founder.request('PUT', `${path}/logo`, { data: base64(TINY_PNG) });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json<DeckDesign>().logo).toMatchObject({ type: 'image/png' });
    const served = await founder.request('GET', `${path}/logo`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(TINY_PNG))).toBe(true);

    const jpeg = await founder.request('PUT', `${path}/logo`, { data: base64(JPEG_START) });
    expect(jpeg.json<DeckDesign>().logo).toMatchObject({ type: 'image/jpeg' });

    expect((await founder.request('DELETE', `${path}/logo`)).json<DeckDesign>().logo).toBeNull();
    expect((await founder.request('GET', `${path}/logo`)).statusCode).toBe(404);
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
    expect(file.ventures[0]?.design).toEqual({ theme: 'dark', brand: '10B981', logo: base64(TINY_PNG) });

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
    expect(logo.rawPayload.equals(Buffer.from(TINY_PNG))).toBe(true);
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

  it('refuses the whole file for a logo that is not a PNG or JPEG, or is over 1 MB, and imports nothing', async () => {
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
    const { founder, path } = await founderWithRoom(1000);
    expect((await founder.request('PUT', `${path}/logo`, { data: base64(pngOf(900)) })).statusCode).toBe(200);
    // Replacing the logo counts only what it adds: 950 bytes fit where 900 were.
    expect((await founder.request('PUT', `${path}/logo`, { data: base64(pngOf(950)) })).statusCode).toBe(200);
    const over = await founder.request('PUT', `${path}/logo`, { data: base64(pngOf(1001)) });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error:
        'This workspace is full: it holds at most 50 MB of saved work. Delete results you no longer need, or export the workspace to keep a copy.',
    });
    expect((await founder.request('GET', `${path}/logo`)).rawPayload).toHaveLength(950);
    // The logo's room is free again once it is removed.
    await founder.request('DELETE', `${path}/logo`);
    expect((await founder.request('PUT', `${path}/logo`, { data: base64(pngOf(1000)) })).statusCode).toBe(200);
  });

  it('counts a file’s logos when it is imported', async () => {
    const { founder: owner, path } = await founderWithVenture();
    await owner.request('PUT', `${path}/logo`, { data: base64(pngOf(500)) });
    const file = (await owner.request('GET', '/api/workspace/export')).json<{ ventures: object[] }>();
    const { founder } = await founderWithRoom(400);
    const refused = await founder.request('POST', '/api/workspace/import', file);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Importing would pass the limit of 50 MB of saved work per workspace.' });
    expect((await founder.request('GET', '/api/workspace')).json<{ ventures: object[] }>().ventures).toHaveLength(1);
  });
});
