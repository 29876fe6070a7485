/**
 * The plan's and the research's files as finished documents (issue 28, item 6), read back as a
 * reader's program would: a cover with the venture's name, the title and the date; page numbers on
 * every page but the cover; the plan's contents and its key figures from the financial model; and
 * properties naming the venture. Word files are read as XML here; libreoffice-round-trip.test.ts
 * opens them in LibreOffice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportContext } from '@/core/exports/context';
import { formatMoney } from '@/core/finance/currency';
import { buildFinancialModel } from '@/core/finance/engine';
import { askOf } from '@/core/finance/runway/ask';
import { runwayOf } from '@/core/finance/runway/recompute';
import { askSentence, runwayValue } from '@/core/finance/runway/sentences';
import { businessPlanDocument } from '@/core/tools/business-plan/documents';
import { PLAN_SECTIONS, type BusinessPlan } from '@/core/tools/business-plan/schema';
import { marketResearchDocument } from '@/core/tools/market-research/documents';
import type { MarketResearch } from '@/core/tools/market-research/schema';
import { renderDocx } from '@/server/exports/docx';
import { renderDocumentPdf } from '@/server/exports/pdf-document';
import { pdfText, runsText, text, unzip } from '../support/exported-files';
import { offlineResult, sampleAssumptions } from '../support/fixtures';

const plan = offlineResult('business-plan') as BusinessPlan;
const research = offlineResult('market-research') as MarketResearch;
/** A model in euros with a funding need, so the ask and its runway show. */
const model = buildFinancialModel({ ...sampleAssumptions, currency: 'EUR' });
const runway = runwayOf(model.assumptions);
const ask = askOf(runway);
const VENTURE = 'Harvest & Table <Lisboa>';
const withModel: ExportContext = { venture: VENTURE, date: '2026-03-04', model };
const withoutModel: ExportContext = { venture: VENTURE, date: '2026-03-04' };
const SECTIONS = [...PLAN_SECTIONS.map((section) => section.title), 'Key Figures'];

/** The engine's figures the key-figures table must state, in euros. */
const engineFigures = () => [
  model.revenueProjections.year1.total,
  model.revenueProjections.year2.revenue,
  model.revenueProjections.year3.revenue,
  `${Math.round(model.assumptions.grossMarginPercent.value)}%`,
  model.breakEven.timeframe,
  runwayValue(runway.funding.runwayMonths),
  `${formatMoney(runway.funding.need.amount, 'EUR')}: the smallest raise in Month 1`,
  askSentence(ask!, 'EUR'),
];

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venturekit-finished-'));
  expect(ask).not.toBeNull();
  expect(runway.funding.need.amount).toBeGreaterThan(0);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Word's paragraphs, each as its XML. */
const paragraphsOf = (xml: string) => [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p .*?<\/w:p>/gs)].map((match) => match[0]);

describe('business-plan.pdf', () => {
  let pages: string[] = [];
  let info = '';
  let raw = '';
  beforeAll(async () => {
    const file = await renderDocumentPdf(businessPlanDocument(plan, withModel));
    raw = file.toString('latin1');
    ({ pages, info } = await pdfText(file, dir, 'plan.pdf'));
  });

  it('opens with a cover: the venture’s name, the title and the date, and no page number', () => {
    const cover = pages[0]!.replace(/\s+/g, ' ');
    expect(cover).toContain(VENTURE);
    expect(cover).toContain('Business Plan');
    expect(cover).toContain('4 Mar 2026');
    expect(cover).not.toMatch(/Page \d/);
    // The content starts on the next page.
    expect(cover).not.toContain('Executive Summary');
  });

  it('numbers every page after the cover, "Page N of M", counting the cover as page 1', () => {
    expect(pages.length).toBeGreaterThanOrEqual(4);
    pages.slice(1).forEach((page, index) => expect(page).toContain(`Page ${index + 2} of ${pages.length}`));
  });

  it('lists each section on the contents page with the page it starts on', () => {
    const contents = pages[1]!;
    expect(contents).toContain('Contents');
    for (const title of SECTIONS) {
      const entry = new RegExp(`${title}\\s+(\\d+)`).exec(contents);
      expect(entry, title).not.toBeNull();
      const page = Number(entry![1]);
      // The section's heading is on the page the contents name (the cover being page 1).
      expect(pages[page - 1], title).toMatch(new RegExp(`^\\s*${title}\\s*$`, 'm'));
    }
    // Bookmarks, one per section.
    expect(raw).toContain('/Outlines');
  });

  it('states the model’s key figures as the engine computes them, in the venture’s currency', () => {
    // A hyphenated word the PDF wrapped ("break- even") is one word again.
    const all = pages
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/(?<=\w-) (?=[a-z])/g, '');
    const table = all.slice(all.indexOf('Key Figures Figure Value'), all.indexOf('Go-to-Market Strategy Launch'));
    expect(table.length).toBeGreaterThan(0);
    for (const figure of engineFigures()) expect(table).toContain(figure);
    expect(table).toContain('€');
    expect(table).not.toContain('$');
  });

  it('names the venture in its title, subject and author', () => {
    expect(info).toMatch(/Title:\s+Harvest & Table <Lisboa> — Business Plan/);
    expect(info).toMatch(/Subject:\s+Business Plan for Harvest & Table <Lisboa>/);
    expect(info).toMatch(/Author:\s+Harvest & Table <Lisboa>/);
    expect(info).toMatch(/Creator:\s+Venturekit/);
  });

  it('has no key figures without a saved model, and invents none', async () => {
    const { text: pdf } = await pdfText(
      await renderDocumentPdf(businessPlanDocument(plan, withoutModel)),
      dir,
      'plan-no-model.pdf',
    );
    expect(pdf).not.toContain('Key Figures');
    expect(pdf).not.toContain(model.revenueProjections.year1.total);
    expect(pdf).toContain(VENTURE);
  });
});

describe('business-plan.docx', () => {
  let document = '';
  let footers: string[] = [];
  let core = '';
  let settings = '';
  beforeAll(async () => {
    const zip = await unzip(await renderDocx(businessPlanDocument(plan, withModel)));
    document = await text(zip, 'word/document.xml');
    core = await text(zip, 'docProps/core.xml');
    settings = await text(zip, 'word/settings.xml');
    const names = Object.keys(zip.files).filter((name) => /^word\/footer\d+\.xml$/.test(name));
    footers = await Promise.all(names.map((name) => text(zip, name)));
  });

  it('has a cover section of its own: the venture, the title, the date, and no footer', () => {
    const [cover, content] = document.split('</w:sectPr>') as [string, string];
    expect(runsText(cover)).toBe(`${VENTURE}Business Plan4 Mar 2026`);
    expect(cover).not.toContain('w:footerReference');
    expect(content).toContain('w:footerReference');
    // The cover is page 1, as NUMPAGES counts it: no restart after it.
    expect(content).not.toContain('w:start=');
  });

  it('puts "Page N of M" in the content’s footer: PAGE and NUMPAGES fields, written with their results', () => {
    expect(footers).toHaveLength(1);
    const footer = footers[0]!;
    expect(runsText(footer)).toMatch(/^Page 2 of \d+$/);
    expect(footer).toMatch(/<w:instrText[^>]*> PAGE <\/w:instrText>/);
    expect(footer).toMatch(/<w:instrText[^>]*> NUMPAGES <\/w:instrText>/);
  });

  it('has a table of contents: a TOC field over Heading 1 with its result, each entry linked to its section with its page', () => {
    const control = /<w:sdt>.*?<\/w:sdt>/s.exec(document)?.[0] ?? '';
    expect(control).toContain('<w:docPartGallery w:val="Table of Contents"/>');
    expect(control).toContain('TOC \\o &quot;1-1&quot; \\h');
    const entries = paragraphsOf(control).filter((p) => p.includes('<w:hyperlink'));
    const titles = [...PLAN_SECTIONS.slice(0, 5), { title: 'Key Figures' }, ...PLAN_SECTIONS.slice(5)].map(
      ({ title }) => title,
    );
    expect(entries.map((entry) => runsText(entry).replace(/\d+$/, ''))).toEqual(titles);
    const headings = paragraphsOf(document).filter((p) => p.includes('<w:pStyle w:val="Heading1"/>'));
    entries.forEach((entry, index) => {
      // The entry links to the heading's bookmark and takes its page from it.
      const bookmark = /w:anchor="([^"]+)"/.exec(entry)![1]!;
      expect(entry).toContain(`PAGEREF ${bookmark} \\h`);
      expect(headings[index]).toContain(`w:name="${bookmark}"`);
      expect(runsText(entry)).toMatch(/\d+$/);
    });
    // Nothing asks Word to update fields as it opens: the results are there.
    expect(settings).not.toContain('updateFields');
  });

  it('has the key figures as a table under their heading, after the business model, with the engine’s figures', () => {
    const headings = paragraphsOf(document)
      .filter((p) => p.includes('<w:pStyle w:val="Heading1"/>'))
      .map(runsText);
    expect(headings.indexOf('Key Figures')).toBe(headings.indexOf('Business Model') + 1);
    const tables = [...document.matchAll(/<w:tbl>.*?<\/w:tbl>/gs)].map((match) => runsText(match[0]));
    expect(tables).toHaveLength(1);
    for (const figure of engineFigures()) expect(tables[0]).toContain(figure);
  });

  it('names the venture in its core properties', () => {
    expect(core).toContain('<dc:title>Harvest &amp; Table &lt;Lisboa&gt; — Business Plan</dc:title>');
    expect(core).toContain('<dc:subject>Business Plan for Harvest &amp; Table &lt;Lisboa&gt;</dc:subject>');
    expect(core).toContain('<dc:creator>Harvest &amp; Table &lt;Lisboa&gt;</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>Venturekit</cp:lastModifiedBy>');
  });

  it('has no key-figures table without a saved model', async () => {
    const zip = await unzip(await renderDocx(businessPlanDocument(plan, withoutModel)));
    const xml = await text(zip, 'word/document.xml');
    expect(xml).not.toContain('<w:tbl>');
    expect(runsText(xml)).not.toContain('Key Figures');
  });
});

describe('market-research.docx and .pdf', () => {
  it('open with a cover and number the pages after it, without a table of contents', async () => {
    const spec = marketResearchDocument(research, withModel);
    const zip = await unzip(await renderDocx(spec));
    const document = await text(zip, 'word/document.xml');
    const [cover] = document.split('</w:sectPr>') as [string];
    expect(runsText(cover)).toBe(`${VENTURE}Market Research4 Mar 2026`);
    expect(document).not.toContain('TOC \\');
    expect(await text(zip, 'word/footer1.xml')).toMatch(/<w:instrText[^>]*> PAGE <\/w:instrText>/);
    expect(await text(zip, 'docProps/core.xml')).toContain(
      '<dc:creator>Harvest &amp; Table &lt;Lisboa&gt;</dc:creator>',
    );

    const { pages, info } = await pdfText(await renderDocumentPdf(spec), dir, 'research.pdf');
    expect(pages[0]).toContain(VENTURE);
    expect(pages[0]).toContain('Market Research');
    expect(pages[0]).not.toMatch(/Page \d/);
    expect(pages[1]).toContain('Industry Overview');
    expect(pages[1]).not.toContain('Contents');
    pages.slice(1).forEach((page, index) => expect(page).toContain(`Page ${index + 2} of ${pages.length}`));
    expect(info).toMatch(/Title:\s+Harvest & Table <Lisboa> — Market Research/);
  });

  it('without a venture, still open with a cover (the title and the date) and name the app as author', async () => {
    const spec = marketResearchDocument(research, { date: '2026-12-01' });
    const { pages, info } = await pdfText(await renderDocumentPdf(spec), dir, 'research-no-venture.pdf');
    expect(pages[0]!.replace(/\s+/g, ' ').trim()).toBe('Market Research 1 Dec 2026');
    expect(info).toMatch(/Author:\s+Venturekit/);
  });
});
