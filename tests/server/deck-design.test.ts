/**
 * The deck's design through HTTP: the theme and brand colour kept with the venture, the logo
 * checked by its bytes (PNG or JPEG, at most 1 MB), served back to its own workspace only, and
 * the downloaded deck drawn in that design.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { DeckDesign } from '@/core/deck-design/schema';
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
