/**
 * financial-model.xlsx recalculated by a real spreadsheet engine (headless LibreOffice) agrees with
 * our engine, to the unit, for several sets of assumptions and the edge cases: the Summary and
 * Monthly figures, and every cell of the P&L, the Cash Flow and Hiring's payroll with the funding
 * need, in the model's currency; and a changed price on Assumptions flows through every figure.
 * All workbooks go through one LibreOffice run.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSUMPTION_BOUNDS } from '@/core/finance/bounds';
import { buildFinancialModel } from '@/core/finance/engine';
import { formatMoney } from '@/core/finance/currency';
import { assumptionsSchema, type Assumptions, type FinancialModel } from '@/core/finance/schema';
import { runwayOf } from '@/core/finance/runway/recompute';
import { financialModelWorkbook } from '@/core/tools/financials/workbook';
import { SHEETS } from '@/core/tools/financials/workbook-cells';
import { renderXlsx } from '@/server/exports/xlsx';
import { convertWithLibreOffice, CSV_ALL_SHEETS, parseCsv } from '../support/server/libreoffice';
import { offlineResult, sampleAssumptions } from '../support/fixtures';
import { expectRunwaySheets, RUNWAY_CASES } from '../support/workbook-runway';

const withScalars = (changes: Partial<Record<keyof Assumptions, number>>, base = sampleAssumptions): Assumptions => {
  const next = structuredClone(base) as Assumptions & Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) (next[key] as { value: number }).value = value;
  return next;
};

/** Generated sets, the same on every run (fixed seed), within the engine's bounds. */
const generated = fc.sample(
  fc.record({
    monthlyPricePerCustomer: fc.integer({ min: 1, max: 5_000 }),
    startingCustomers: fc.integer({ min: 1, max: 5_000 }),
    monthlyGrowthPercent: fc.integer({ min: 0, max: 300 }).map((tenths) => tenths / 10),
    monthlyChurnPercent: fc.integer({ min: 5, max: 250 }).map((tenths) => tenths / 10),
    customerAcquisitionCost: fc.integer({ min: 1, max: 5_000 }),
    variableCostPerCustomer: fc.integer({ min: 0, max: 500 }),
  }),
  { numRuns: 4, seed: 20261123 },
);

const CASES: { name: string; assumptions: Assumptions }[] = [
  { name: 'the sample', assumptions: sampleAssumptions },
  { name: 'the offline proposal', assumptions: (offlineResult('financials') as FinancialModel).assumptions },
  { name: 'zero growth', assumptions: withScalars({ monthlyGrowthPercent: 0, monthlyChurnPercent: 0.5 }) },
  {
    name: 'maximum churn',
    assumptions: withScalars({
      monthlyChurnPercent: ASSUMPTION_BOUNDS.monthlyChurnPercent.max,
      monthlyGrowthPercent: 3,
    }),
  },
  {
    name: 'break-even beyond Month 36',
    assumptions: {
      ...sampleAssumptions,
      costs: [{ name: 'Factory', monthlyAmount: ASSUMPTION_BOUNDS.costMonthlyAmount.max, rationale: 'Capital heavy.' }],
    },
  },
  // LTV of exactly 12.5 before rounding: a spreadsheet must round it up, as the engine does.
  {
    name: 'a half-dollar LTV',
    assumptions: withScalars({ monthlyPricePerCustomer: 1, variableCostPerCustomer: 0, monthlyChurnPercent: 8 }),
  },
  // A variable cost above the price: a negative margin, and an LTV of $0, not below.
  {
    name: 'a variable cost above the price',
    assumptions: withScalars({ monthlyPricePerCustomer: 19, variableCostPerCustomer: 5_000 }),
  },
  ...generated.map((scalars, index) => ({ name: `generated set ${index + 1}`, assumptions: withScalars(scalars) })),
  ...RUNWAY_CASES,
];

const PRICE_CHANGE = { from: 0, newPrice: 137 };

let dir = '';
const sheets = new Map<string, string[][]>();
const sheet = (file: string, name: string) => {
  const rows = sheets.get(`${file}-${name}`);
  if (!rows) throw new Error(`LibreOffice wrote no ${name} sheet for ${file}`);
  return rows;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venturekit-xlsx-'));
  const files: string[] = [];
  for (const [index, { assumptions }] of CASES.entries()) {
    const path = join(dir, `case-${index}.xlsx`);
    await writeFile(path, await renderXlsx(financialModelWorkbook(buildFinancialModel(assumptions))));
    files.push(path);
  }
  // The founder's edit: a new price typed over the input, the stored results left as they were.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(files[PRICE_CHANGE.from] as string);
  workbook.getWorksheet(SHEETS.assumptions)!.getCell('B2').value = PRICE_CHANGE.newPrice;
  const changed = join(dir, 'price-changed.xlsx');
  await workbook.xlsx.writeFile(changed);
  files.push(changed);

  const written = await convertWithLibreOffice(files, CSV_ALL_SHEETS, dir);
  for (const name of written.filter((file) => file.endsWith('.csv'))) {
    sheets.set(name.replace(/\.csv$/, ''), parseCsv(await readFile(join(dir, name), 'utf8')));
  }
}, 180_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Every figure of the Summary and the Monthly sheets, as LibreOffice computed and displayed them, against the screen's. */
function expectWorkbookToShow(file: string, model: FinancialModel) {
  const summary = new Map(sheet(file, SHEETS.summary).map((row) => [row[0], row[1]]));
  const expected: Record<string, string> = {
    'Year 1 revenue': model.revenueProjections.year1.total,
    'Year 2 revenue': model.revenueProjections.year2.revenue,
    'Year 2 growth': model.revenueProjections.year2.growth,
    'Year 3 revenue': model.revenueProjections.year3.revenue,
    'Year 3 growth': model.revenueProjections.year3.growth,
    'Customer Acquisition Cost (CAC)': model.metrics.cac,
    'Customer Lifetime Value (LTV)': model.metrics.ltv,
    'LTV:CAC Ratio': model.metrics.ltvCacRatio,
    Verdict: model.figures.verdict,
    'Fixed Expenses': model.expenses.fixed,
    'Variable Expenses': model.expenses.variable,
    'Burn Rate': model.expenses.burnRate,
    'Time to Break-Even': model.breakEven.timeframe,
    'Revenue Required': model.breakEven.revenueRequired,
  };
  expect(Object.fromEntries(Object.keys(expected).map((label) => [label, summary.get(label)]))).toEqual(expected);

  const monthly = sheet(file, SHEETS.monthly).slice(1, 37);
  expect(
    monthly.map(([month, , customers, newCustomers, ...money]) => [
      month,
      customers,
      newCustomers,
      ...money.slice(0, 7),
    ]),
  ).toEqual(
    model.figures.months.map((month) => [
      `Month ${month.month}`,
      month.customers.toLocaleString('en-US'),
      month.newCustomers.toLocaleString('en-US'),
      ...[
        month.revenue,
        month.fixedCosts,
        month.payrollCosts,
        month.variableCosts,
        month.acquisitionCosts,
        month.totalCosts,
        month.revenue - month.totalCosts,
      ].map((amount) => formatMoney(amount, model.assumptions.currency)),
    ]),
  );
  expectRunwaySheets((name) => sheet(file, name), model.assumptions, runwayOf(model.assumptions));
}

describe('financial-model.xlsx recalculated in LibreOffice', () => {
  it.each(CASES.map((testCase, index) => [testCase.name, index] as const))(
    'shows the screen’s figures for %s',
    (_name, index) => {
      expectWorkbookToShow(`case-${index}`, buildFinancialModel(CASES[index]!.assumptions));
    },
  );

  it('covers a break-even beyond the projection and one within it', () => {
    const months = CASES.map(({ assumptions }) => buildFinancialModel(assumptions).figures.breakEvenMonth);
    expect(months).toContain(null);
    expect(months.some((month) => month !== null)).toBe(true);
  });

  it('covers loans, two equity rounds, a hiring plan, a funding need and none, and other currencies', () => {
    const all = CASES.map(({ assumptions }) => ({ assumptions, runway: runwayOf(assumptions) }));
    const events = all.flatMap(({ assumptions }) => assumptions.funding.fundingEvents);
    expect(events.filter((event) => event.kind === 'loan').length).toBeGreaterThanOrEqual(2);
    expect(all.some(({ runway }) => runway.dilution.length >= 2)).toBe(true);
    expect(all.some(({ assumptions }) => assumptions.hiringPlan.length >= 2)).toBe(true);
    expect(all.some(({ runway }) => runway.funding.stillToRaise.amount === 0)).toBe(true);
    expect(all.some(({ runway }) => runway.funding.stillToRaise.amount > 0 && runway.breakEvenMonth === null)).toBe(
      true,
    );
    // A founder's round that covers the need, with the need beside it.
    expect(all.some(({ runway }) => runway.funding.need.amount > 0 && runway.funding.stillToRaise.amount === 0)).toBe(
      true,
    );
    expect(all.some(({ runway }) => runway.cashOutMonth !== null)).toBe(true);
    expect(new Set(all.map(({ assumptions }) => assumptions.currency)).size).toBeGreaterThanOrEqual(3);
  });

  it('follows a price changed on Assumptions through revenue and every figure built on it', () => {
    const base = CASES[PRICE_CHANGE.from]!.assumptions;
    const changed = buildFinancialModel({
      ...base,
      monthlyPricePerCustomer: { ...base.monthlyPricePerCustomer, value: PRICE_CHANGE.newPrice },
    });
    expect(changed.revenueProjections.year1.total).not.toBe(buildFinancialModel(base).revenueProjections.year1.total);
    expectWorkbookToShow('price-changed', changed);
  });

  it('keeps the assumptions valid for the engine', () => {
    for (const { assumptions } of CASES) expect(assumptionsSchema.safeParse(assumptions).success).toBe(true);
  });
});
