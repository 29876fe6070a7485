/**
 * Share links through HTTP: a founder makes a read-only link to one document; a visitor without a
 * cookie sees that document and nothing else; revoke, expiry and a passcode (with its tries
 * limited) close it; the deck's beacons become views, unique viewers and time per slide; deleting
 * the workspace deletes its links.
 */
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { businessPlan } from '@/core/tools/business-plan';
import { pitchDeck } from '@/core/tools/pitch-deck';
import type { ShareLinkAnalytics, ShareLinkView } from '@/core/share/schema';
import { SHARE_SCRIPT, SHARE_SCRIPT_PATH } from '@/server/share/page-script';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0' });
const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' };
const planInputs = { idea: 'Harvest Table: weekly meal kits for busy parents in Lisbon' };

interface Created {
  link: ShareLinkView;
  token: string;
  path: string;
}

/** A founder with a venture and a deck (and a plan) saved in it. */
async function founderWithDeck(name = 'Harvest Table') {
  const founder = browser(server.app);
  const venture = (await founder.request('POST', '/api/ventures', { name })).json<{ id: string }>();
  const deckId = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.saved!.id;
  const share = async (documentId: string, body: object = {}) => {
    const response = await founder.request('POST', `/api/documents/${documentId}/share-links`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Created>();
  };
  return { founder, venture, deckId, share };
}

/** A visitor: no cookie, an address of its own. */
const visit = (
  url: string,
  { address = '203.0.113.7', method = 'GET' as 'GET' | 'POST', form = '', agent = 'Investor/1.0' } = {},
) =>
  server.app.inject({
    method,
    url,
    remoteAddress: address,
    headers: {
      'user-agent': agent,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' } : {}),
      host: 'localhost',
    },
    payload: method === 'POST' ? form : undefined,
  });

const viewOf = (page: string) => /data-view="([^"]+)"/.exec(page)?.[1];

describe('share links', () => {
  it('open the one document, read-only, noindex, without a cookie and without the rest of the workspace', async () => {
    const { founder, deckId, share } = await founderWithDeck();
    const other = await founder.generate('business-plan', planInputs);
    const secret = 'A second venture nobody shares';
    await founder.request('POST', '/api/ventures', { name: secret });
    const { token, path, link } = await share(deckId, { label: 'Seed investors' });
    expect(path).toBe(`/s/${token}`);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(link).toMatchObject({
      label: 'Seed investors',
      status: 'active',
      hasPasscode: false,
      hint: token.slice(0, 4),
    });

    const page = await visit(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page.body).toContain('Harvest Table');
    // Every slide's title but the title slide's own ("Title Slide"), which is not printed.
    for (const slide of pitchDeck.offline(deckInputs).slides.slice(1))
      expect(page.body).toContain(slide.title.replace('&', '&amp;'));
    expect(page.body).not.toContain('Title Slide');
    expect(page.body).not.toContain(secret);
    expect(page.body).not.toContain('Executive Summary');
    expect(page.body).toContain(`src="${SHARE_SCRIPT_PATH}"`);
    // The link opens nothing of the API: the workspace is no one's without its cookie.
    const api = await visit('/api/workspace');
    expect(api.json()).toEqual({ ventures: [], currentVentureId: null });
    expect((await visit(`/api/documents/${other.done.data.saved!.id}`)).statusCode).toBe(404);
    // Listed afterwards by its hint, never its token.
    const listed = await founder.request('GET', `/api/documents/${deckId}/share-links`);
    expect(listed.body).not.toContain(token);
  });

  it('answer an unknown, revoked or expired link with one plain 404', async () => {
    const { founder, deckId, share } = await founderWithDeck();
    const { path, link } = await share(deckId);
    const revoked = await founder.request('DELETE', `/api/share-links/${link.id}`);
    expect(revoked.json<ShareLinkView>().status).toBe('revoked');
    const gone = await visit(path);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This link is not available');
    expect(gone.headers['x-robots-tag']).toContain('noindex');

    const expired = await share(deckId, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(expired.link.status).toBe('expired');
    expect((await visit(expired.path)).statusCode).toBe(404);
    const later = await share(deckId, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await visit(later.path)).statusCode).toBe(200);

    expect((await visit('/s/AAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await visit('/s/not-a-token')).statusCode).toBe(404);
  });

  it('are made and seen by their workspace only', async () => {
    const { deckId, share } = await founderWithDeck();
    const { link } = await share(deckId);
    const stranger = browser(server.app);
    await stranger.request('POST', '/api/ventures', { name: 'Elsewhere' });
    expect((await stranger.request('POST', `/api/documents/${deckId}/share-links`, {})).statusCode).toBe(404);
    expect((await stranger.request('GET', `/api/documents/${deckId}/share-links`)).json()).toEqual({ links: [] });
    expect((await stranger.request('DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(404);
    expect((await stranger.request('GET', `/api/share-links/${link.id}/analytics`)).statusCode).toBe(404);
  });

  it('ask for a passcode when one is set, refuse a wrong one, and limit the wrong tries (429)', async () => {
    const { deckId, share } = await founderWithDeck();
    const { path, link } = await share(deckId, { passcode: 'harvest-2026' });
    expect(link.hasPasscode).toBe(true);
    const address = '198.51.100.20';
    const form = await visit(path, { address });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('This document is protected');
    expect(form.body).not.toContain('Problem');

    const wrong = await visit(path, { address, method: 'POST', form: 'passcode=guess' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That passcode is not right');
    const right = await visit(path, { address, method: 'POST', form: 'passcode=harvest-2026' });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('Problem');
    expect(right.headers['set-cookie']).toBeUndefined();

    // Only wrong tries count: the right one before did not, so four more wrong ones make five.
    for (let tries = 2; tries <= 5; tries += 1)
      expect((await visit(path, { address, method: 'POST', form: 'passcode=guess' })).statusCode).toBe(401);
    const limited = await visit(path, { address, method: 'POST', form: 'passcode=harvest-2026' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('Too many tries');
    // Another address still has its own tries.
    expect(
      (await visit(path, { address: '198.51.100.21', method: 'POST', form: 'passcode=harvest-2026' })).statusCode,
    ).toBe(200);
    // A form from another site is refused before the passcode is read.
    const crossSite = await server.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        host: 'localhost',
      },
      payload: 'passcode=harvest-2026',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('count views, unique viewers (by day and address) and time on each slide from bounded beacons', async () => {
    const { founder, deckId, share } = await founderWithDeck();
    const { path, link } = await share(deckId);
    const first = await visit(path, { address: '192.0.2.1' });
    await visit(path, { address: '192.0.2.1' });
    await visit(path, { address: '192.0.2.2' });
    const view = viewOf(first.body)!;
    // Opened two hours ago: its own age does not hold these beacons back (share-analytics.test.ts).
    await server.database.query("update share_views set created_at = now() - interval '2 hours' where id = $1", [view]);
    const beacon = (form: string) => visit(`${path}/beacon`, { address: '192.0.2.1', method: 'POST', form });
    expect((await beacon(`view=${view}&slide=0&ms=4000`)).statusCode).toBe(204);
    expect((await beacon(`view=${view}&slide=0&ms=2000`)).statusCode).toBe(204);
    expect((await beacon(`view=${view}&slide=1&ms=90000000`)).statusCode).toBe(400);
    expect((await beacon(`view=${view}&slide=1&ms=3600000`)).statusCode).toBe(204);
    expect((await beacon(`view=${crypto.randomUUID()}&slide=0&ms=1000`)).statusCode).toBe(404);
    expect((await beacon(`view=${view}&slide=99&ms=1000`)).statusCode).toBe(400);
    // Within the schema's bounds, but a slide this deck does not have: nothing stored.
    expect((await beacon(`view=${view}&slide=12&ms=1000`)).statusCode).toBe(404);

    const analytics = (
      await founder.request('GET', `/api/share-links/${link.id}/analytics`)
    ).json<ShareLinkAnalytics>();
    expect(analytics.views).toBe(3);
    expect(analytics.uniqueViewers).toBe(2);
    expect(analytics.slides[0]).toMatchObject({ index: 0, seconds: 6 });
    // One beacon adds at most ten minutes.
    expect(analytics.slides[1]?.seconds).toBe(600);
    expect(analytics.slides).toHaveLength(pitchDeck.offline(deckInputs).slides.length);

    // A revoked link takes no more beacons.
    await founder.request('DELETE', `/api/share-links/${link.id}`);
    expect((await beacon(`view=${view}&slide=0&ms=1000`)).statusCode).toBe(404);
  });

  it('share the plan as an article and the model as its figures, without the deck’s script', async () => {
    const { founder, share } = await founderWithDeck();
    const plan = await founder.generate('business-plan', planInputs);
    const { path } = await share(plan.done.data.saved!.id);
    const page = await visit(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Executive Summary');
    expect(page.body).toContain(businessPlan.offline(planInputs).keyMilestones[0]!.slice(0, 20));
    expect(page.body).not.toContain('<script');

    const model = await founder.generate('financials', modelInputs);
    const modelPage = await visit((await share(model.done.data.saved!.id)).path);
    expect(modelPage.statusCode).toBe(200);
    for (const heading of [
      'Financial Model',
      'Revenue Projections',
      'Key Metrics',
      'Cash &amp; Runway',
      'Funding need',
    ])
      expect(modelPage.body).toContain(heading);
    expect(modelPage.body).not.toContain('<script');
  });

  it('serve the deck script within the 60 KiB budget', async () => {
    const script = await visit(SHARE_SCRIPT_PATH);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(gzipSync(SHARE_SCRIPT).length).toBeLessThanOrEqual(60 * 1024);
  });

  it('stay out of the workspace file, and go with the workspace: links, views and slide time', async () => {
    const { founder, deckId, share } = await founderWithDeck();
    const { path, link } = await share(deckId, { passcode: 'harvest-2026' });
    const view = viewOf(
      (await visit(path, { address: '192.0.2.9', method: 'POST', form: 'passcode=harvest-2026' })).body,
    )!;
    await visit(`${path}/beacon`, { address: '192.0.2.9', method: 'POST', form: `view=${view}&slide=0&ms=1000` });
    const file = await founder.request('GET', '/api/workspace/export');
    expect(file.body).not.toContain(link.id);
    expect(file.body).not.toContain('harvest-2026');
    const rows = async () =>
      (
        await server.database.query<{ count: number | string }>(
          `select (select count(*) from share_links where id = $1) + (select count(*) from share_views where link_id = $1)
                + (select count(*) from share_slide_time where view_id = $2) as count`,
          [link.id, view],
        )
      )[0]!.count;
    expect(Number(await rows())).toBe(3);
    expect((await founder.request('DELETE', '/api/workspace')).statusCode).toBe(204);
    expect(Number(await rows())).toBe(0);
    expect((await visit(path)).statusCode).toBe(404);
  });
});
