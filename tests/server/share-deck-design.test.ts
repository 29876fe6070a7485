import { gunzipSync } from 'node:zlib';
/**
 * The shared deck in the venture's design, through HTTP (docs/product.md §12): a visitor without a
 * cookie sees the slides the deck's screen and the exports draw — the venture's theme and brand
 * colour, the company's name large on the title slide, the revenue chart from the venture's model,
 * the logo — with every text escaped.
 */
import { describe, expect, it } from 'vitest';
import type { VentureOverview } from '@/core/workspace/schema';
import type { FinancialModel } from '@/core/tools/financials/client';
import { deckFigures } from '@/core/deck-design/figures';
import { paletteOf } from '@/core/deck-design/themes';
import { pitchDeck } from '@/core/tools/pitch-deck';
import { normaliseLogo } from '@/server/exports/logo-image';
import { TINY_PNG } from '../support/images';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0' });
const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' };

/** A founder's venture with a deck (and, when asked, a model, a design and a logo), and its shared page as a visitor sees it. */
async function sharedDeck({
  model = false,
  logo = false,
  retitle,
  repriced = false,
}: {
  model?: boolean;
  logo?: boolean;
  retitle?: string;
  /** The model's price doubled after the deck was made: the deck's figures now state other values. */
  repriced?: boolean;
}) {
  const founder = browser(server.app);
  const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
  const path = `/api/ventures/${venture.id}`;
  await founder.request('PUT', `${path}/deck-design`, { theme: 'dark', brand: '10B981' });
  if (logo) await founder.request('PUT', `${path}/logo`, { data: Buffer.from(TINY_PNG).toString('base64') });
  const made = model || repriced ? await founder.generate('financials', modelInputs, venture.id) : undefined;
  const deck = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.saved!;
  if (made && repriced) {
    const { assumptions, proposal, scenarios } = made.done.data.result as FinancialModel;
    const price = assumptions.monthlyPricePerCustomer;
    const edit = { ...assumptions, monthlyPricePerCustomer: { ...price, value: price.value * 2 } };
    const saved = await founder.request('PUT', `/api/documents/${made.done.data.saved!.id}`, {
      version: 1,
      result: { assumptions: edit, proposal, scenarios },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (retitle) {
    const result = pitchDeck.offline(deckInputs);
    result.slides[1]!.title = retitle;
    const saved = await founder.request('PUT', `/api/documents/${deck.id}`, { version: 1, result });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  // A repriced deck states other figures than the model: the founder shares it anyway.
  const link = await founder.request(
    'POST',
    `/api/documents/${deck.id}/share-links`,
    repriced ? { conflictsAccepted: true } : {},
  );
  const url = link.json<{ path: string }>().path;
  const page = await server.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  const facts = (await founder.request('GET', `${path}/facts`)).json<VentureOverview>().facts;
  return { url, body: page.body, slides: page.body.split('<section').slice(1), facts };
}

/** The font size, in points of the 960-point slide, of the text box that holds `line`. */
function sizeOf(slide: string, line: string): number | undefined {
  const box = new RegExp(
    `font-size:([\\d.]+)cqw[^>]*>(?:(?!</(?:div|h2)>\\s*</(?:div|h2)>).)*?<div class="l">${line}</div>`,
    's',
  );
  const match = box.exec(slide);
  return match ? (Number(match[1]) / 100) * 960 : undefined;
}

describe('the shared deck', () => {
  it('is drawn in the venture’s theme and brand colour, the company’s name large on the title slide', async () => {
    const { body, slides } = await sharedDeck({});
    const palette = paletteOf('dark', '10B981');
    expect(slides).toHaveLength(10);
    expect(slides[0]).toContain('data-layout="title"');
    expect(slides[1]).toContain(`background:#${palette.background}`);
    expect(body).toContain(`#${palette.accent}`);
    // The name in the title box (72 points, a floor of 36), the slide's heading; its own title "Title Slide" not printed.
    expect(sizeOf(slides[0]!, 'Harvest Table')).toBeGreaterThanOrEqual(36);
    expect(slides[0]).toMatch(/<h2 class="t"[^>]*>\s*<div class="p"\s*>\s*<div class="l">Harvest Table<\/div>/);
    expect(slides[0]).not.toContain('Title Slide');
    // No logo stored: no logo drawn, none in the style.
    expect(body).not.toContain('class="a logo"');
    expect(body).not.toContain('data:image/');
  });

  it('draws Financials & Ask’s chart from the venture’s model, with its figures', async () => {
    const { slides, facts } = await sharedDeck({ model: true });
    const financials = slides.find((slide) => slide.includes('Financials &amp; Ask'))!;
    expect(financials).toContain('data-layout="chart"');
    // Each year as its chart labels it: short, as the .pptx's chart does ("$214K", "$1.29M").
    const revenue = deckFigures(facts).revenue!.displays;
    expect(revenue.every((label) => /^\$[\d.,]+[KM]?$/.test(label))).toBe(true);
    expect(financials).toContain(
      `aria-label="Revenue: Year 1 ${revenue[0]}, Year 2 ${revenue[1]}, Year 3 ${revenue[2]}"`,
    );
    for (const display of revenue) expect(financials).toContain(`>${display}</text`);
    expect(financials.match(/<rect\s/g)?.length).toBe(4);
  });

  it('draws no figure its own words contradict: after the model changed, Financials & Ask shows its words alone', async () => {
    const { slides, facts } = await sharedDeck({ repriced: true });
    const financials = slides.find((slide) => slide.includes('Financials &amp; Ask'))!;
    const year1 = facts.find((fact) => fact.id === 'year1Revenue')!.display;
    expect(financials).not.toContain('data-layout="chart"');
    expect(financials).not.toContain('aria-label="Revenue:');
    expect(financials).not.toContain(year1);
    // What the deck says stays, as the founder left it (the app marks it, with Use Fact).
    expect(financials).toMatch(/Year 1 revenue/i);
  });

  it('shows the logo when one is set: once in the page’s style, in a corner of every slide', async () => {
    const { body, slides } = await sharedDeck({ logo: true });
    // The logo as the upload kept it (decoded and drawn again).
    const checked = normaliseLogo(TINY_PNG);
    const data = `data:image/png;base64,${Buffer.from(checked.ok ? checked.logo.data : []).toString('base64')}`;
    expect(body.split(data)).toHaveLength(2);
    for (const slide of slides) expect(slide).toContain('class="a logo"');
  });

  it('is sent compressed to a browser that accepts it: the same page, its view its own', async () => {
    const { url, body } = await sharedDeck({});
    const anyView = (page: string) => page.replace(/data-view="[^"]+"/, 'data-view=""');
    for (const round of [1, 2]) {
      const page = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.headers['content-encoding'], `view ${round}`).toBe('gzip');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.rawPayload.length).toBeLessThan(Buffer.byteLength(body) / 4);
      const decoded = gunzipSync(page.rawPayload).toString();
      expect(anyView(decoded)).toBe(anyView(body));
      expect(decoded).not.toBe(body);
    }
  });

  it('keeps a slide title with markup as text', async () => {
    const { body, slides } = await sharedDeck({ retitle: 'Problem <script>alert(1)</script> & "more"' });
    expect(slides[1]).toContain('Problem &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;');
    expect(body).not.toContain('<script>alert');
    expect(body.match(/<script/g)).toHaveLength(1);
  });
});
