/**
 * Each native export, opened the way a reader's program would: the Office files unzipped and their
 * XML read, the PDFs' text extracted with pdftotext (poppler), the deck converted by LibreOffice.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/core/finance/currency';
import { buildFinancialModel, computeFigures, normalizeAssumptions } from '@/core/finance/engine';
import { runwayOf } from '@/core/finance/runway/recompute';
import type { FinancialModel } from '@/core/finance/schema';
import { PLAN_SECTIONS, type BusinessPlan } from '@/core/tools/business-plan/schema';
import { businessPlanDocument } from '@/core/tools/business-plan/documents';
import { financialModelDocument } from '@/core/tools/financials/documents';
import { MODEL_SECTIONS } from '@/core/tools/financials/export';
import { financialModelWorkbook } from '@/core/tools/financials/workbook';
import { SHEETS } from '@/core/tools/financials/workbook-cells';
import { marketResearchDocument } from '@/core/tools/market-research/documents';
import type { MarketResearch } from '@/core/tools/market-research/schema';
import { pitchDeckSlides } from '@/core/tools/pitch-deck/documents';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { withModelFigures } from '@/core/tools/pitch-deck/context';
import { listLines } from '@/core/exports/text';
import { renderDocx } from '@/server/exports/docx';
import { renderDocumentPdf } from '@/server/exports/pdf-document';
import { renderSlidesPdf } from '@/server/exports/pdf-slides';
import { renderPptx } from '@/server/exports/pptx';
import { renderXlsx } from '@/server/exports/xlsx';
import { pdfText as readPdf, runsText, text, unzip, xmlEscape } from '../support/exported-files';
import { convertWithLibreOffice } from '../support/server/libreoffice';
import { TINY_PNG } from '../support/images';
import { deckFigures } from '@/core/deck-design/figures';
import type { DeckLook } from '@/core/exports/spec';
import { ventureFacts } from '@/core/tools/venture-facts';
import { offlineResult, sampleAssumptions } from '../support/fixtures';

const plan = offlineResult('business-plan') as BusinessPlan;
const research = offlineResult('market-research') as MarketResearch;
const generatedDeck = offlineResult('pitch-deck') as PitchDeckResult;
/** The deck as the founder left it in the page: slide 3 edited, with characters XML must escape. */
const deck: PitchDeckResult = {
  slides: generatedDeck.slides.map((slide, index) =>
    index === 2
      ? {
          title: 'Our Fix & <Edge>',
          content: 'Edited line one\n• Edited line two\n• Edited line three',
          notes: 'Edited notes "for" slide 3',
        }
      : slide,
  ),
};

/** Strings a spreadsheet would run as formulas if they were written as formulas (OWASP ASVS 1.2.10). */
const INJECTIONS = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@SUM(1)', '\t=1+1', '\r=1+1'];
const hostileModel: FinancialModel = buildFinancialModel({
  ...sampleAssumptions,
  monthlyPricePerCustomer: { value: 100, rationale: INJECTIONS[0]! },
  costs: INJECTIONS.map((text, index) => ({ name: text, monthlyAmount: 1_000 + index, rationale: text })),
});

/** The venture's deck design as the export route reads it: a dark theme, a brand colour, a logo and the engine's figures. */
const model = offlineResult('financials') as FinancialModel;
const facts = ventureFacts({
  financials: { documentId: 'model-1', savedAt: '2026-11-22T10:00:00.000Z', result: model },
  'market-research': { documentId: 'research-1', savedAt: '2026-11-22T10:00:00.000Z', result: research },
});
const look: DeckLook = {
  theme: 'dark',
  brand: '10B981',
  logo: { type: 'image/png', data: TINY_PNG },
  figures: deckFigures(facts),
};
const designedDeck = (result: PitchDeckResult) => pitchDeckSlides(result, { deck: look });

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venturekit-exports-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const pdfText = async (file: Buffer, name: string) => readPdf(file, dir, name);

describe('pitch-deck.pptx', () => {
  let zip: JSZip;
  let file: Buffer;
  beforeAll(async () => {
    file = await renderPptx(designedDeck(deck));
    zip = await unzip(file);
  });

  it('has ten 16:9 slides and ten notes pages', async () => {
    const names = Object.keys(zip.files);
    expect(names.filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(10);
    expect(names.filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name))).toHaveLength(10);
    const presentation = await text(zip, 'ppt/presentation.xml');
    const [, cx, cy] = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(presentation) ?? [];
    expect(Number(cx) / Number(cy)).toBeCloseTo(16 / 9, 2);
  });

  it('carries each slide’s title, bullets and speaker notes, edits included', async () => {
    for (const [index, slide] of deck.slides.entries()) {
      const slideText = runsText(await text(zip, `ppt/slides/slide${index + 1}.xml`));
      const notes = runsText(await text(zip, `ppt/notesSlides/notesSlide${index + 1}.xml`));
      if (index > 0) expect(slideText).toContain(slide.title);
      expect(notes).toContain(slide.notes);
    }
    const edited = await text(zip, 'ppt/slides/slide3.xml');
    expect(runsText(edited)).toContain('Our Fix & <Edge>');
    expect(edited).toContain(xmlEscape('Our Fix & <Edge>'));
    // Each line a bullet of its own, without the typed marker.
    expect(runsText(edited)).toContain('Edited line oneEdited line two');
    expect(edited).not.toContain('• Edited');
    expect((edited.match(/<a:buChar/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every paragraph one set of properties, first, as the schema has it (PowerPoint repairs others)', async () => {
    for (const name of Object.keys(zip.files).filter((each) => /^ppt\/slides\/slide\d+\.xml$/.test(each)))
      for (const [paragraph] of (await text(zip, name)).matchAll(/<a:p>[\s\S]*?<\/a:p>/g)) {
        const properties = paragraph.match(/<a:pPr\b/g) ?? [];
        expect(properties.length, paragraph).toBeLessThanOrEqual(1);
        if (properties.length === 1) expect(paragraph.startsWith('<a:p><a:pPr'), paragraph).toBe(true);
      }
  });

  it('spaces each text box’s lines in points, as the layout measured them (not a multiple of the font’s own)', async () => {
    for (const [index, design] of designedDeck(deck).designs.entries()) {
      const slide = await text(zip, `ppt/slides/slide${index + 1}.xml`);
      for (const box of design.boxes)
        if (box.kind === 'text')
          expect(slide).toContain(`<a:spcPts val="${Math.round(box.size * box.lineHeight * 100)}"/>`);
      expect(slide).not.toContain('<a:spcPct');
    }
  });

  it('sets the business large on the title slide, and never prints its own title "Title Slide"', async () => {
    const first = await text(zip, 'ppt/slides/slide1.xml');
    expect(deck.slides[0]!.title).toBe('Title Slide');
    // Sizes are in hundredths of a point: the name at 72 pt.
    expect(first).toMatch(/sz="7200"[^>]*>(?:(?!<\/a:r>).)*<a:t>Harvest Table<\/a:t>/s);
    expect(first).not.toContain('Title Slide');
  });

  it('has native charts holding the engine’s revenue for the three years, editable in their workbook', async () => {
    const charts = Object.keys(zip.files).filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name));
    expect(charts.length).toBeGreaterThanOrEqual(1);
    const chart = await text(zip, charts[0]!);
    const figures = computeFigures(normalizeAssumptions(model.assumptions));
    const values = [...chart.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((match) => match[1]);
    for (const year of [figures.year1Revenue, figures.year2Revenue, figures.year3Revenue])
      expect(values).toContain(String(year));
    expect(values).toEqual(expect.arrayContaining(['Year 1', 'Year 2', 'Year 3']));
    expect(Object.keys(zip.files).some((name) => /^ppt\/embeddings\/.*\.xlsx$/.test(name))).toBe(true);
  });

  it('carries the logo in ppt/media and the theme’s colours on every slide', async () => {
    const media = Object.keys(zip.files).filter((name) => name.startsWith('ppt/media/') && !zip.files[name]!.dir);
    const images = await Promise.all(media.map((name) => zip.file(name)!.async('nodebuffer')));
    // Once, however many slides show it: every slide's relationship points to the one part.
    expect(images).toHaveLength(1);
    expect(images[0]!.equals(Buffer.from(TINY_PNG))).toBe(true);
    const rels = Object.keys(zip.files).filter((name) => /^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/.test(name));
    for (const name of rels) expect(await text(zip, name)).toContain(`Target="../${media[0]!.slice('ppt/'.length)}"`);
    for (const index of [2, 5, 10]) {
      const slide = await text(zip, `ppt/slides/slide${index}.xml`);
      expect(slide).toContain('<p:bg><p:bgPr><a:solidFill><a:srgbClr val="0F172A"');
      expect(slide).toContain('val="10B981"');
    }
  });

  it('names Venturekit as its author, not the library or a placeholder', async () => {
    const core = await text(zip, 'docProps/core.xml');
    expect(core).toContain('<dc:creator>Venturekit</dc:creator>');
    expect(core).not.toMatch(/PptxGenJS|Unknown|Un-named/i);
  });

  it('states the model’s ask and use of funds on Financials & Ask, beside its chart and raise', async () => {
    const withModel = withModelFigures(deck, {
      financials: { documentId: 'model-1', savedAt: '2026-11-22T10:00:00.000Z', result: model },
    });
    const lines = listLines(withModel.slides[9]!.content);
    const ask = lines.find((line) => line.startsWith('The ask: '));
    const uses = lines.find((line) => line.startsWith('Use of funds: '));
    expect(ask).toMatch(/^The ask: Raising \$[\d,]+ for /);
    expect(uses).toMatch(/%/);
    const slide = await text(await unzip(await renderPptx(designedDeck(withModel))), 'ppt/slides/slide10.xml');
    // A line broken by the layout is runs joined by soft breaks: joined with spaces, it reads whole.
    const shown = [...slide.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]).join(' ');
    for (const line of [ask!, uses!, look.figures.raise!.display]) expect(shown).toContain(xmlEscape(line));
    expect(slide).toContain('<c:chart ');
  });

  it('converts to a ten-page PDF in LibreOffice, and pitch-deck.pdf has a landscape page per slide', async () => {
    const pptx = join(dir, 'pitch-deck.pptx');
    await writeFile(pptx, file);
    const outDir = join(dir, 'converted');
    const written = await convertWithLibreOffice([pptx], 'pdf', outDir);
    expect(written).toContain('pitch-deck.pdf');
    const converted = await pdfText(await readFile(join(outDir, 'pitch-deck.pdf')), 'lo.pdf');
    expect(converted.info).toMatch(/Pages:\s+10\b/);
    // Every bullet keeps its bullet where LibreOffice draws it, wrapped ones too (a later pPr took it away).
    const bulleted = designedDeck(deck).designs.flatMap((design) =>
      design.boxes.flatMap((box) => (box.kind === 'text' && box.bullet ? box.paragraphs : [])),
    );
    expect(bulleted.some((lines) => lines.length > 1)).toBe(true);
    expect(converted.text.match(/•/g)?.length).toBe(bulleted.length);

    const { text: pdf, info } = await pdfText(await renderSlidesPdf(designedDeck(deck)), 'pitch-deck.pdf');
    expect(info).toMatch(/Pages:\s+10\b/);
    expect(info).toMatch(/Page size:\s+960 x 540 pts/);
    for (const slide of deck.slides.slice(1)) expect(pdf).toContain(slide.title);
    expect(pdf).toContain('Harvest Table');
    // The chart's figures, drawn from the same data.
    for (const display of look.figures.revenue!.displays) expect(pdf).toContain(display);
    // Speaker notes stay out of the PDF.
    expect(pdf).not.toContain('Edited notes');
  }, 120_000);
});

describe('business-plan.docx and .pdf', () => {
  it('puts each of the eight sections under Heading 1 and the milestones in a bulleted list', async () => {
    const zip = await unzip(await renderDocx(businessPlanDocument(plan)));
    const document = await text(zip, 'word/document.xml');
    const paragraphs = [...document.matchAll(/<w:p>.*?<\/w:p>|<w:p .*?<\/w:p>/gs)].map((match) => match[0]);
    const headings = paragraphs.filter((p) => p.includes('<w:pStyle w:val="Heading1"/>')).map(runsText);
    expect(headings).toEqual(PLAN_SECTIONS.map((section) => section.title));
    expect(paragraphs.filter((p) => p.includes('<w:pStyle w:val="Title"/>')).map(runsText)).toEqual(['Business Plan']);
    const listed = paragraphs.filter((p) => p.includes('<w:numPr>')).map(runsText);
    expect(listed).toEqual(plan.keyMilestones.map((item) => item.trim()));
    expect(await text(zip, 'word/numbering.xml')).toContain('w:val="bullet"');
    expect(await text(zip, 'word/styles.xml')).toContain('w:ascii="Arial"');
    expect(await text(zip, 'docProps/core.xml')).toContain('<dc:creator>Venturekit</dc:creator>');
  });

  it('has the same sections in the PDF, with its text extractable', async () => {
    const { text: pdf } = await pdfText(await renderDocumentPdf(businessPlanDocument(plan)), 'business-plan.pdf');
    for (const { title } of PLAN_SECTIONS) expect(pdf).toContain(title);
    expect(pdf).toContain(plan.keyMilestones[0]!.trim().slice(0, 30));
  });
});

describe('market-research.docx and .pdf', () => {
  it('numbers the trends and puts the competitors and the SWOT in tables', async () => {
    const zip = await unzip(await renderDocx(marketResearchDocument(research)));
    const document = await text(zip, 'word/document.xml');
    expect(await text(zip, 'word/numbering.xml')).toContain('w:val="decimal"');
    const tables = [...document.matchAll(/<w:tbl>.*?<\/w:tbl>/gs)].map((match) => match[0]);
    expect(tables).toHaveLength(3);
    const [, competitors, swot] = tables as [string, string, string];
    expect(runsText(competitors)).toContain('CompetitorStrengthsWeaknesses');
    for (const competitor of research.competitors) expect(runsText(competitors)).toContain(competitor.name);
    const swotRows = swot.match(/<w:tr>|<w:tr /g) ?? [];
    expect(swotRows).toHaveLength(2);
    expect(swot.match(/<w:tc>/g)).toHaveLength(4);
    for (const title of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats'])
      expect(runsText(swot)).toContain(title);
  });

  it('has every section title in the PDF', async () => {
    const { text: pdf } = await pdfText(await renderDocumentPdf(marketResearchDocument(research)), 'research.pdf');
    for (const title of [
      'Industry Overview',
      'Market Size',
      'Market Trends',
      'Customer Segments',
      'Competitors',
      'SWOT Analysis',
    ])
      expect(pdf).toContain(title);
  });
});

describe('financial-model.xlsx and .pdf', () => {
  let zip: JSZip;
  beforeAll(async () => {
    zip = await unzip(await renderXlsx(financialModelWorkbook(hostileModel)));
  });

  /** The worksheet XML of the sheet named `name`. */
  async function worksheet(name: string): Promise<string> {
    const workbook = await text(zip, 'xl/workbook.xml');
    const index = [...workbook.matchAll(/<sheet [^>]*name="([^"]+)"/g)].findIndex(
      (match) => match[1]!.replaceAll('&amp;', '&') === name,
    );
    return text(zip, `xl/worksheets/sheet${index + 1}.xml`);
  }

  it('computes Monthly and Summary with formulas, each with its stored result', async () => {
    const monthly = await worksheet(SHEETS.monthly);
    const summary = await worksheet(SHEETS.summary);
    // 35 month numbers, then 11 formulas a month (base, customers, new, revenue, five costs, net, covers).
    expect(monthly.match(/<f>/g)).toHaveLength(35 + 36 * 11);
    expect(summary.match(/<f>/g)).toHaveLength(14);
    expect(monthly).toContain('<f>C2*Price</f>');
    expect(summary).toContain('<f>MAX(0,ROUND((Price-VariableCostPerCustomer)*100/MonthlyChurnPercent,0))</f>');
    expect(summary).toMatch(/<f>SUM\(Monthly!E2:E13\)<\/f><v>\d+<\/v>/);
  });

  it('adds P&L, Cash Flow and Hiring, every figure a formula over the inputs', async () => {
    const workbook = await text(zip, 'xl/workbook.xml');
    const names = [...workbook.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
    expect(names).toEqual(['Summary', 'Assumptions', 'Monthly', 'P&L', 'Cash Flow', 'Hiring', 'Scenarios']);
    const pnl = await worksheet(SHEETS.pnl);
    // 39 columns (36 months, 3 years) of formulas on each of the 9 fixed lines and the 6 cost lines.
    expect(pnl.match(/<f>/g)).toHaveLength(39 * (9 + INJECTIONS.length));
    expect(pnl).toContain('<f>Monthly!E2</f>');
    const cashFlow = await worksheet(SHEETS.cashFlow);
    // Still to raise over the balance with the founder's funding, the need over the balance without it.
    expect(cashFlow).toContain('<f>MAX(0,-B20)</f>');
    expect(cashFlow).toContain('<f>MAX(0,-B22)</f>');
    expect(cashFlow).toContain('<f>StartingCash+B6</f>');
    expect(cashFlow).toContain('<f>StartingCash+&apos;P&amp;L&apos;!B');
    expect(workbook).toMatch(/<definedName name="StartingCash">Assumptions!\$B\$\d+<\/definedName>/);
  });

  it('writes money in the model’s currency, negatives included', async () => {
    const euros = await unzip(
      await renderXlsx(financialModelWorkbook(buildFinancialModel({ ...sampleAssumptions, currency: 'EUR' }))),
    );
    const styles = await text(euros, 'xl/styles.xml');
    expect(styles).toContain('formatCode="&quot;€&quot;#,##0;-&quot;€&quot;#,##0"');
    expect(styles).not.toContain('$');
    expect(await text(zip, 'xl/styles.xml')).toContain('formatCode="&quot;$&quot;#,##0;-&quot;$&quot;#,##0"');
  });

  it('names Venturekit as its author', async () => {
    expect(await text(zip, 'docProps/core.xml')).toContain('<dc:creator>Venturekit</dc:creator>');
  });

  it('defines names for the inputs', async () => {
    const workbook = await text(zip, 'xl/workbook.xml');
    expect(workbook).toContain('<definedName name="Price">Assumptions!$B$2</definedName>');
    expect(workbook).toMatch(/<definedName name="FixedCosts">Assumptions!\$B\$\d+<\/definedName>/);
  });

  it('stores text that looks like a formula as text, never as a formula', async () => {
    const formulas = [
      ...(await Promise.all(Object.values(SHEETS).map(worksheet))).join('').matchAll(/<f>([^<]*)<\/f>/g),
    ]
      .map((match) => match[1]!)
      .join('\n');
    expect(formulas).not.toMatch(/HYPERLINK|evil|@SUM|SUM\(1,2\)/);
    const shared = runsTextOfShared(await text(zip, 'xl/sharedStrings.xml'));
    for (const injection of INJECTIONS) expect(shared).toContain(injection.replace('\r', '\n'));
  });

  it('holds the four tabs’ figures and the chart in the PDF', async () => {
    const model = buildFinancialModel(sampleAssumptions);
    const { text: pdf } = await pdfText(await renderDocumentPdf(financialModelDocument(model)), 'model.pdf');
    for (const title of Object.values(MODEL_SECTIONS)) expect(pdf).toContain(title);
    expect(pdf).toContain('Year 1 revenue by month');
    for (const figure of [
      model.revenueProjections.year1.total,
      model.revenueProjections.year3.revenue,
      model.metrics.ltvCacRatio,
      model.expenses.burnRate,
      model.breakEven.timeframe,
    ])
      expect(pdf).toContain(figure);
  });
});

describe('financial-model.pdf in the model’s currency, with its cash and runway', () => {
  for (const currency of ['EUR', 'INR'] as const) {
    it(`states every amount in ${currency} and the runway summary`, async () => {
      const assumptions = {
        ...sampleAssumptions,
        currency,
        hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 6_000, startMonth: 3, employerCostPercent: 20 }],
        funding: {
          ...sampleAssumptions.funding,
          startingCash: 40_000,
          fundingEvents: [
            { kind: 'equity' as const, amount: 500_000, month: 6, preMoneyValuation: 2_000_000 },
            { kind: 'loan' as const, amount: 120_000, month: 1, annualInterestPercent: 6, termMonths: 36 },
          ],
        },
      };
      const model = buildFinancialModel(assumptions);
      const runway = runwayOf(assumptions);
      const { text: pdf } = await pdfText(
        await renderDocumentPdf(financialModelDocument(model)),
        `model-${currency}.pdf`,
      );
      const money = (amount: number) => formatMoney(amount, currency);
      expect(pdf).not.toContain('$');
      expect(pdf).toContain(MODEL_SECTIONS.runway);
      for (const figure of [
        model.revenueProjections.year1.total,
        model.expenses.burnRate,
        money(40_000),
        money(runway.funding.need.amount),
        `Raising ${money(620_000)} for`,
        'Equity round 1: ' + money(500_000),
        'Loan 1: ' + money(120_000),
        'Engineer: 2 × ' + money(6_000),
        'dilution 20%',
      ])
        expect(pdf).toContain(figure);
    });
  }
});

/** Shared strings as text: <t> elements, unescaped, with XML's carriage-return escape read as a line break. */
function runsTextOfShared(xml: string): string {
  return [...xml.matchAll(/<t(?: [^>]*)?>([^<]*)<\/t>/g)]
    .map((match) => match[1]!)
    .join('\n')
    .replace(/_x000d_/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\r\n?/g, '\n');
}
