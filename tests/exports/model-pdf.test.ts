/**
 * financial-model.pdf as an investor reads it (issue 37, item 2), through pdftotext: the plan's
 * cover (the venture, the title, the date), numbered pages, the revenue chart, the key metrics,
 * the profit and loss and the cash flow (Year 1 by month, then by year), the cash balance chart,
 * the funding and its use, the scenarios; and no page holding a lone table.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportContext } from '@/core/exports/context';
import type { DocumentBlock, DocumentSpec } from '@/core/exports/spec';
import { formatMoney } from '@/core/finance/currency';
import { buildFinancialModel } from '@/core/finance/engine';
import { runwayOf } from '@/core/finance/runway/recompute';
import type { FinancialModel } from '@/core/finance/schema';
import { financialModelDocument } from '@/core/tools/financials/documents';
import { renderDocumentPdf } from '@/server/exports/pdf-document';
import { pdfText } from '../support/exported-files';
import { offlineResult, sampleAssumptions } from '../support/fixtures';

const VENTURE = 'Harbour Bikes';
const context: ExportContext = { venture: VENTURE, date: '2026-03-04' };

/** A model with all a founder can add: a loan, a round, a team, fourteen cost lines, in euros. */
const fullModel = buildFinancialModel({
  ...sampleAssumptions,
  currency: 'EUR',
  costs: Array.from({ length: 14 }, (_, index) => ({
    name: `Cost line ${index + 1}`,
    monthlyAmount: 1_000 + index * 250,
    rationale: 'A monthly cost the founder expects, described at some length so that it wraps in its cell.',
  })),
  hiringPlan: [
    { title: 'Engineer', count: 2, monthlySalary: 6_000, startMonth: 1, employerCostPercent: 21 },
    { title: 'Sales lead', count: 1, monthlySalary: 5_500, startMonth: 4, employerCostPercent: 21 },
    { title: 'Support', count: 1, monthlySalary: 3_000, startMonth: 7, employerCostPercent: 21 },
  ],
  funding: {
    startingCash: 50_000,
    fundingEvents: [
      { kind: 'equity', amount: 400_000, month: 3, preMoneyValuation: 2_000_000 },
      { kind: 'loan', amount: 100_000, month: 6, annualInterestPercent: 7.5, termMonths: 24 },
    ],
    bufferMonths: 6,
    founderOwnershipPercent: 100,
  },
});

const MODELS: [name: string, model: FinancialModel][] = [
  ['the offline model', offlineResult('financials') as FinancialModel],
  ['a model with funding, a team and fourteen cost lines', fullModel],
];

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venturekit-model-pdf-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Text that marks where a block is drawn: a heading, a table's caption or first label, a chart's title, a paragraph's start. */
function marker(block: DocumentBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text;
    case 'paragraph':
      return block.text.slice(0, 40);
    case 'list':
      return block.items[0]!.slice(0, 30);
    case 'table': {
      const first = block.rows[0]![0]!;
      return block.caption ?? flat(`${block.header?.join(' ') ?? ''} ${typeof first === 'string' ? first : ''}`).trim();
    }
    case 'bar-chart':
      return block.title;
    case 'page':
      return '';
  }
}

/** Each page's blocks, by their markers, as the PDF's text shows them. */
function blocksByPage(spec: DocumentSpec, pages: readonly string[]): DocumentBlock['kind'][][] {
  const blocks = spec.blocks.filter((block) => block.kind !== 'page');
  return pages.map((page) => blocks.filter((block) => flat(page).includes(marker(block))).map((block) => block.kind));
}

describe.each(MODELS)('financial-model.pdf of %s', (_, model) => {
  let pages: string[] = [];
  let spec: DocumentSpec;
  beforeAll(async () => {
    spec = financialModelDocument(model, context);
    ({ pages } = await pdfText(await renderDocumentPdf(spec), dir, `${model.assumptions.currency}-model.pdf`));
  });

  it('opens with the plan’s cover: the venture, the title and the date, alone on the page', () => {
    expect(flat(pages[0]!).trim()).toBe(`${VENTURE} Financial Model 4 Mar 2026`);
  });

  it('numbers every page after the cover, "Page N of M"', () => {
    expect(pages.length).toBeGreaterThanOrEqual(5);
    pages.slice(1).forEach((page, index) => expect(page).toContain(`Page ${index + 2} of ${pages.length}`));
  });

  it('holds the revenue chart, the key metrics, the statements, the cash chart, the funding and the scenarios, in order', () => {
    const text = flat(pages.join(' '));
    const order = [
      'Revenue Projections',
      'Year 1 revenue by month',
      'Key Metrics',
      'Profit and Loss',
      'Cash Flow',
      'Cash balance at the end of each month, Months 1 to 36',
      'Funding need',
      'Scenarios',
      'Assumptions',
    ].map((title) => text.indexOf(title));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('states the profit and loss and the cash flow by month for Year 1 and by year after, as the engine computes them', () => {
    const runway = runwayOf(model.assumptions);
    const currency = model.assumptions.currency;
    const statements = flat(pages.filter((page) => /Profit and Loss|Cash Flow/.test(page)).join(' '));
    for (const label of ['Month 1', 'Month 12', 'Year 1', 'Year 2', 'Year 3']) expect(statements).toContain(label);
    const netProfit = new RegExp(
      `Net profit ${[...runway.statements.months.slice(0, 12), ...runway.statements.years]
        .map((period) => formatMoney(period.netProfit, currency).replace(/[$]/g, '\\$'))
        .join(' ')}`,
    );
    expect(statements).toMatch(netProfit);
    const cash = runway.statements.years.map((year) => formatMoney(year.cashBalance, currency));
    expect(statements).toContain(`Cash balance (end)`);
    for (const balance of cash) expect(statements).toContain(balance);
  });

  it('holds no page with a lone table, nor one that is only the rest of a table', () => {
    blocksByPage(spec, pages)
      .slice(1)
      .forEach((kinds, index) => {
        expect(kinds.length, `page ${index + 2}`).toBeGreaterThan(0);
        expect(kinds.length === 1 && kinds[0] === 'table', `page ${index + 2}: ${kinds.join(', ')}`).toBe(false);
      });
  });
});
