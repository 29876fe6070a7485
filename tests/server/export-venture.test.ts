/**
 * POST /api/exports/:tool/:format with the venture shown: the plan's files name it on their cover
 * and in their properties, state its saved model's key figures, and date the cover on the founder's
 * day; every file is named for the venture; a venture that is not this browser's is refused.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { FinancialModel } from '@/core/finance/schema';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/client';
import { toolDefinitions } from '@/core/tools/registry';
import type { ToolId } from '@/core/tools/listings';
import { keyFigureRows } from '@/core/venture/key-figures';
import { browser } from '../support/server/browser';
import { runsText } from '../support/exported-files';
import { useTestApp } from '../support/server/test-app';
import { offlineResult } from '../support/fixtures';

const server = useTestApp();
const plan = offlineResult('business-plan');
const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries, Kitchen rent' };

async function documentXml(payload: Buffer) {
  const zip = await JSZip.loadAsync(payload);
  return {
    document: await zip.file('word/document.xml')!.async('string'),
    core: await zip.file('docProps/core.xml')!.async('string'),
  };
}

describe('exports of a venture’s documents', () => {
  it('name the venture, date the cover on the founder’s day, and state the saved model’s key figures', async () => {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
    const exportPlan = () =>
      founder.request('POST', '/api/exports/business-plan/docx', {
        result: plan,
        ventureId: venture.id,
        date: '2026-03-04',
        // A plan drafted before this model states other figures: the founder exports it anyway.
        conflictsAccepted: true,
      });

    const before = await exportPlan();
    expect(before.statusCode).toBe(200);
    const first = await documentXml(before.rawPayload);
    expect(runsText(first.document)).toContain('Harvest TableBusiness Plan4 Mar 2026');
    expect(first.core).toContain('<dc:creator>Harvest Table</dc:creator>');
    expect(runsText(first.document)).not.toContain('Key Figures');

    const { done } = await founder.generate('financials', modelInputs, venture.id);
    expect(done.event).toBe('done');
    const model = done.data.result as FinancialModel;
    const { document } = await documentXml((await exportPlan()).rawPayload);
    const table = [...document.matchAll(/<w:tbl>.*?<\/w:tbl>/gs)].map((match) => runsText(match[0]))[0];
    for (const [label, value] of keyFigureRows(model)) expect(table).toContain(`${label}${value}`);
  });

  it('without a venture, have a cover with the title and the date, and the app as author', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/exports/market-research/docx',
      payload: { result: offlineResult('market-research'), date: '2026-12-01' },
    });
    expect(response.statusCode).toBe(200);
    const { document, core } = await documentXml(response.rawPayload);
    expect(runsText(document.split('</w:sectPr>')[0]!)).toBe('Market Research1 Dec 2026');
    expect(core).toContain('<dc:creator>Venturekit</dc:creator>');
  });

  it('refuse a venture that is not this browser’s, and a date that is not one', async () => {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Mine' })).json<{ id: string }>();
    const stranger = browser(server.app);
    await stranger.request('POST', '/api/ventures', { name: 'Theirs' });
    for (const who of [stranger, browser(server.app)]) {
      const response = await who.request('POST', '/api/exports/business-plan/pdf', {
        result: plan,
        ventureId: venture.id,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Mine');
    }
    const badDate = await founder.request('POST', '/api/exports/business-plan/pdf', {
      result: plan,
      ventureId: venture.id,
      date: '25/11/2026',
    });
    expect(badDate.statusCode).toBe(400);
  });
  it('draw a deck’s revenue chart only while its words agree with the model', async () => {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
    await founder.generate('financials', modelInputs, venture.id);
    const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
    const deck = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.result as PitchDeckResult;
    const chartsIn = async (result: PitchDeckResult, conflictsAccepted?: true) => {
      const file = await founder.request('POST', '/api/exports/pitch-deck/pptx', {
        result,
        ventureId: venture.id,
        ...(conflictsAccepted && { conflictsAccepted }),
      });
      expect(file.statusCode).toBe(200);
      return Object.keys((await JSZip.loadAsync(file.rawPayload)).files).filter((name) =>
        /^ppt\/charts\/chart\d+\.xml$/.test(name),
      );
    };
    expect(await chartsIn(deck)).toHaveLength(1);
    // The founder's deck now states another Year 1 revenue than the model: no chart to contradict it.
    const financials = deck.slides.findIndex((slide) => slide.title === 'Financials & Ask');
    const stale = {
      slides: deck.slides.map((slide, at) =>
        at === financials
          ? { ...slide, content: slide.content.replace(/Year 1 revenue[^\n]*/i, 'Year 1 revenue: $1,234') }
          : slide,
      ),
    };
    expect(stale.slides[financials]!.content).toContain('Year 1 revenue: $1,234');
    // Asked first on screen (the file would state the conflict), then exported anyway.
    expect(await chartsIn(stale, true)).toHaveLength(0);
  });

  it('are named for the venture, "Café Ünal - Berlin – Pitch Deck.pptx", in ASCII and whole in UTF-8 (RFC 5987)', async () => {
    const founder = browser(server.app);
    const name = 'Café Ünal / Berlin';
    const venture = (await founder.request('POST', '/api/ventures', { name })).json<{ id: string }>();
    const exported = (Object.keys(toolDefinitions) as ToolId[]).flatMap((id) =>
      (toolDefinitions[id].exports ?? []).map((entry) => [id, entry.format] as const),
    );
    const names: string[] = [];
    for (const [id, format] of exported) {
      const response = await founder.request('POST', `/api/exports/${id}/${format}`, {
        result: offlineResult(id),
        ventureId: venture.id,
      });
      expect(response.statusCode).toBe(200);
      const header = response.headers['content-disposition'] as string;
      const [, ascii, encoded] =
        /^attachment; filename="([ -~]+)"; filename\*=UTF-8''([A-Za-z0-9%!#$&+\-.^_`|~]+)$/.exec(header)!;
      const whole = decodeURIComponent(encoded!);
      expect(ascii).toBe(whole.normalize('NFD').replace(/\p{M}/gu, '').replace('–', '-'));
      names.push(whole);
    }
    expect(names.sort()).toEqual(
      [
        'Café Ünal - Berlin – Business Plan.docx',
        'Café Ünal - Berlin – Business Plan.pdf',
        'Café Ünal - Berlin – Financial Model.pdf',
        'Café Ünal - Berlin – Financial Model.xlsx',
        'Café Ünal - Berlin – Market Research.docx',
        'Café Ünal - Berlin – Market Research.pdf',
        'Café Ünal - Berlin – Pitch Deck.pdf',
        'Café Ünal - Berlin – Pitch Deck.pptx',
        'Café Ünal - Berlin – Investor Review.docx',
        'Café Ünal - Berlin – Investor Review.pdf',
      ].sort(),
    );
  });

  it('leave the plain-text downloads their spec names, which no venture changes', () => {
    const texts = (Object.keys(toolDefinitions) as ToolId[]).flatMap(
      (id) => toolDefinitions[id].download?.fileName ?? [],
    );
    expect(texts.sort()).toEqual(
      [
        'business-plan.txt',
        'financial-model.txt',
        'market-research.txt',
        'pitch-deck.txt',
        'investor-review.txt',
      ].sort(),
    );
  });
});
