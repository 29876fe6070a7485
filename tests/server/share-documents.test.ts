/**
 * The shared plan, research and model, through HTTP (issue 37): each page is its result as its PDF
 * describes it (the tool's `share` declaration), as an article: the model with its chart drawn as
 * an inline SVG and no heading written twice, the plan with the venture's key figures, the
 * research shareable like the plan. A result whose tool declares no share cannot be linked.
 */
import { describe, expect, it } from 'vitest';
import type { FinancialModel } from '@/core/finance/schema';
import { keyFigureRows } from '@/core/venture/key-figures';
import { marketResearchDocument } from '@/core/tools/market-research/documents';
import type { MarketResearch } from '@/core/tools/market-research/schema';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0' });
const inputs = {
  'business-plan': { idea: 'Harvest Table: weekly meal kits for busy parents in Lisbon' },
  financials: { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' },
  'market-research': { niche: 'plant-based pet food' },
  ideas: { industry: 'Food', targetMarket: 'Busy parents', region: 'Lisbon' },
} as const;

/** A founder's venture; `shared` generates a result of `tool` in it and answers its shared page as a visitor sees it. */
async function venture() {
  const founder = browser(server.app);
  const { id } = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
  const generate = async (tool: keyof typeof inputs) => (await founder.generate(tool, inputs[tool], id)).done.data;
  const link = (documentId: string) => founder.request('POST', `/api/documents/${documentId}/share-links`, {});
  const shared = async (tool: keyof typeof inputs) => {
    const made = await generate(tool);
    const created = await link(made.saved!.id);
    expect(created.statusCode, created.body).toBe(201);
    const page = await server.app.inject({ method: 'GET', url: created.json<{ path: string }>().path });
    expect(page.statusCode).toBe(200);
    return { body: page.body, result: made.result };
  };
  return { generate, link, shared };
}

/** The texts of the page's headings, captions and figure captions, in order. */
const headings = (body: string) =>
  [...body.matchAll(/<(h1|h2|caption|figcaption)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    match[2]!.replace(/<[^>]+>/g, '').trim(),
  );

describe('shared documents', () => {
  it('draw the model’s chart as an inline SVG, and write no heading twice', async () => {
    const { body } = await (await venture()).shared('financials');
    const written = headings(body);
    expect(written).toEqual(
      expect.arrayContaining(['Financial Model', 'Revenue Projections', 'Key Metrics', 'Cash &amp; Runway']),
    );
    expect(written.filter((text, index) => written.indexOf(text) !== index)).toEqual([]);
    const chart = /<svg viewBox="0 0 (\d+) (\d+)" role="img" aria-label="Year 1 revenue by month: ([^"]+)"/.exec(body);
    expect(chart?.[3]).toMatch(/^1 \S+, 2 \S+, /);
    expect(body.match(/<rect\s/g)?.length).toBeGreaterThanOrEqual(12);
    // The model's tables scroll across on a phone, each named by its section's heading.
    expect(body).toMatch(/<div class="scroll" role="region" tabindex="0" aria-labelledby="section-\d+">/);
    expect(body).not.toContain('<script');
  });

  it('carry the venture’s key figures on the plan, as its file states them, once there is a model', async () => {
    const harvest = await venture();
    const before = await harvest.shared('business-plan');
    expect(before.body).not.toContain('Key Figures');
    const model = (await harvest.generate('financials')).result as FinancialModel;
    const { body } = await harvest.shared('business-plan');
    expect(headings(body)).toContain('Key Figures');
    for (const [label, value] of keyFigureRows(model)) {
      expect(body).toContain(`<th scope="row">${label}</th>`);
      expect(body).toContain(`<td>${value}</td>`);
    }
  });

  it('share the market research like the plan: its sections, as its file has them', async () => {
    const { body, result } = await (await venture()).shared('market-research');
    expect(headings(body)).toContain('Market Research');
    const described = marketResearchDocument(result as MarketResearch);
    const sections = described.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const section of sections) expect(headings(body)).toContain(section.replace(/&/g, '&amp;'));
  });

  it('refuse a link to a result whose tool declares no share page', async () => {
    const harvest = await venture();
    const ideas = await harvest.generate('ideas');
    expect((await harvest.link(ideas.saved!.id)).statusCode).toBe(404);
  });
});
