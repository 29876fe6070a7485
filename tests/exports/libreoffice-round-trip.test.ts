/**
 * The Word and PowerPoint files as a founder's investor opens them outside Office (issue 37, item
 * 1): converted to PDF by LibreOffice, in one run for all of them (it starts slowly), and read
 * with pdftotext. LibreOffice shows a field's result as the file holds it, as Google Docs and
 * Pages do, so what it prints is what the file says: the contents with their pages, "Page N of M"
 * filled in, and no field code anywhere.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportContext } from '@/core/exports/context';
import { deckFigures } from '@/core/deck-design/figures';
import { buildFinancialModel } from '@/core/finance/engine';
import { businessPlanDocument } from '@/core/tools/business-plan/documents';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import { marketResearchDocument } from '@/core/tools/market-research/documents';
import type { MarketResearch } from '@/core/tools/market-research/schema';
import { pitchDeckSlides } from '@/core/tools/pitch-deck/documents';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { ventureFacts } from '@/core/tools/venture-facts';
import { renderDocx } from '@/server/exports/docx';
import { renderPptx } from '@/server/exports/pptx';
import { pdfText } from '../support/exported-files';
import { offlineResult, sampleAssumptions } from '../support/fixtures';
import { convertWithLibreOffice } from '../support/server/libreoffice';

const plan = offlineResult('business-plan') as BusinessPlan;
const research = offlineResult('market-research') as MarketResearch;
/** A model in euros whose Year 3 revenue runs past a million: the longest label on the deck's chart. */
const model = buildFinancialModel({ ...sampleAssumptions, currency: 'EUR' });
const context: ExportContext = { venture: 'WagBox', date: '2026-03-04', model };
/** A plan three times as long, so sections start at every height of a page and run across pages. */
const longPlan: BusinessPlan = {
  ...plan,
  ...Object.fromEntries(
    Object.entries(plan).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, `${value}\n\n${value} ${value.slice(0, 300)}\n\n${value.slice(0, 200)}`]] : [],
    ),
  ),
};
/** The research with twice the competitors and trends: tables across a page's end. */
const longResearch: MarketResearch = {
  ...research,
  competitors: [...research.competitors, ...research.competitors],
  trends: [...research.trends, ...research.trends],
};
const facts = ventureFacts({
  financials: { documentId: 'model-1', savedAt: '2026-03-01T10:00:00.000Z', result: model },
  'market-research': { documentId: 'research-1', savedAt: '2026-03-01T10:00:00.000Z', result: research },
});

const documents = {
  'plan.docx': () => renderDocx(businessPlanDocument(plan, context)),
  'long-plan.docx': () => renderDocx(businessPlanDocument(longPlan, context)),
  'research.docx': () => renderDocx(marketResearchDocument(research, context)),
  'long-research.docx': () => renderDocx(marketResearchDocument(longResearch, context)),
  'deck.pptx': () =>
    renderPptx(
      pitchDeckSlides(offlineResult('pitch-deck') as PitchDeckResult, {
        ...context,
        deck: { theme: 'light', brand: '4F46E5', figures: deckFigures(facts) },
      }),
    ),
};
type Name = keyof typeof documents;

let dir = '';
const converted = new Map<Name, string[]>();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venturekit-lo-round-trip-'));
  const files = await Promise.all(
    Object.entries(documents).map(async ([name, render]) => {
      const path = join(dir, name);
      await writeFile(path, await render());
      return path;
    }),
  );
  const outDir = join(dir, 'pdf');
  await convertWithLibreOffice(files, 'pdf', outDir);
  for (const name of Object.keys(documents) as Name[]) {
    const pdf = await readFile(join(outDir, name.replace(/\.\w+$/, '.pdf')));
    converted.set(name, (await pdfText(pdf, dir, `read-${name}.pdf`)).pages);
  }
}, 180_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A Word field's code as LibreOffice prints one it does not take as a field. */
const FIELD_CODE = /\b(?:TOC|PAGEREF|NUMPAGES|SECTIONPAGES|PAGE)\s*\\|\bMERGEFORMAT\b|\\[hoz]\b/;

const headingsOf = (spec: { blocks: readonly { kind: string; text?: string }[] }) =>
  spec.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text!] : []));

function expectNumberedPages(pages: readonly string[]) {
  expect(pages.length).toBeGreaterThanOrEqual(3);
  expect(pages[0]).not.toMatch(/Page \d/);
  pages.slice(1).forEach((page, index) => expect(page).toContain(`Page ${index + 2} of ${pages.length}`));
  for (const page of pages) expect(page).not.toMatch(FIELD_CODE);
}

describe.each([
  ['plan.docx', plan],
  ['long-plan.docx', longPlan],
] as const)('%s in LibreOffice', (name, result) => {
  const headings = headingsOf(businessPlanDocument(result, context));

  it('numbers every page after the cover, "Page 2 of N" on, with no field code in the text', () => {
    expectNumberedPages(converted.get(name)!);
  });

  it('lists every section on the contents page with the page LibreOffice puts it on', () => {
    const pages = converted.get(name)!;
    const contents = pages[1]!;
    expect(contents).toContain('Contents');
    for (const title of headings) {
      const entry = new RegExp(`^\\s*${title}\\.*\\s*(\\d+)\\s*$`, 'm').exec(contents);
      expect(entry, title).not.toBeNull();
      const page = Number(entry![1]);
      expect(pages[page - 1], `${title} on page ${page}`).toMatch(new RegExp(`^\\s*${title}\\s*$`, 'm'));
    }
  });
});

describe.each(['research.docx', 'long-research.docx'] as const)('%s in LibreOffice', (name) => {
  it('numbers every page after the cover, with no field code in the text', () => {
    expectNumberedPages(converted.get(name)!);
  });
});

describe('deck.pptx in LibreOffice', () => {
  // The data label wraps ("€2,106,20" over "0") until the deck's own work on issue 37 (item 3,
  // the files-deck branch) sizes it: then this passes, and `it.fails` becomes `it`.
  it.fails('draws the Year 3 revenue label on the chart on one line', () => {
    const year3 = deckFigures(facts).revenue!.displays[2]!;
    expect(year3).toBe('€2,106,200');
    const financials = converted.get('deck.pptx')!.find((page) => page.includes('Financials & Ask'))!;
    expect(financials).toContain(year3);
  });
});
