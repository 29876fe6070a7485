/**
 * financial-model.xlsx as a working model: the engine's rules (core/finance/engine.ts) as formulas
 * over named inputs, so a change of price on Assumptions flows to every figure. Each formula carries
 * the engine's own result (what viewers that do not recalculate show); recalculated, it gives the
 * same figures, repeating the engine's arithmetic and rounding (tests/exports/workbook-recalculation.test.ts).
 */
import { HORIZON_MONTHS, MONTHS_PER_YEAR, type ScalarKey } from '../../finance/bounds';
import {
  BEYOND_HORIZON,
  buildFinancialModel,
  customerBase,
  LOWEST_VERDICT,
  MONTH_PREFIX,
  normalizeAssumptions,
  RATIO_THRESHOLDS,
  type NormalizedAssumptions,
} from '../../finance/engine';
import type { FinancialModel } from '../../finance/schema';
import type { NumberFormat, SheetCell, SheetSpec, WorkbookSpec } from '../../exports/spec';
import { costRationale, GROSS_MARGIN_LABEL, SCALAR_ASSUMPTIONS } from './assumption-lines';
import { FIGURE_LABELS } from './export';
import { scenariosSheet } from './workbook-scenarios';
import {
  COLUMN,
  FIRST_ROW,
  FIXED_COSTS,
  GROSS_MARGIN,
  INPUTS,
  MONTHLY_COLUMNS,
  monthRange,
  name,
  rowOf,
  SHEETS,
  type MonthlyColumn,
} from './workbook-cells';

/** The gross margin's row: a formula over the price and the variable cost, as the engine derives it. */
const grossMarginRow = (assumptions: NormalizedAssumptions): SheetCell[] => [
  GROSS_MARGIN_LABEL,
  {
    // Math.round on a margin that may be negative: floor(x + 0.5), which ROUND (half away from zero) is not.
    formula: `INT((${name('monthlyPricePerCustomer')}-${name('variableCostPerCustomer')})/${name('monthlyPricePerCustomer')}*1000+0.5)/10`,
    result: assumptions.grossMarginPercent.value,
    style: { format: 'decimal' },
  },
  '% of revenue (derived)',
  'Follows from the price and the variable cost: (price − variable cost) ÷ price.',
];

function assumptionsSheet(assumptions: NormalizedAssumptions): {
  sheet: SheetSpec;
  fixedCostsCell: string;
  grossMarginCell: string;
} {
  const scalars = SCALAR_ASSUMPTIONS.map(([key, label]): SheetCell[] => [
    label,
    { value: assumptions[key].value, style: { input: true, format: INPUTS[key].format } },
    INPUTS[key].unit,
    assumptions[key].rationale,
  ]);
  const grossMarginCell = `B${FIRST_ROW + scalars.length}`;
  const costsHeaderRow = FIRST_ROW + scalars.length + 2;
  const firstCostRow = costsHeaderRow + 1;
  const lastCostRow = firstCostRow + assumptions.costs.length - 1;
  const fixedCostsRow = lastCostRow + 1;
  const fixedTotal = assumptions.costs.reduce((total, cost) => total + cost.monthlyAmount, 0);
  const rows: SheetCell[][] = [
    ...scalars,
    grossMarginRow(assumptions),
    [],
    [
      { value: 'Monthly costs', style: { bold: true } },
      { value: 'USD per month', style: { bold: true } },
      null,
      { value: 'Rationale', style: { bold: true } },
    ],
    ...assumptions.costs.map((cost): SheetCell[] => [
      cost.name,
      { value: cost.monthlyAmount, style: { input: true, format: 'usd' } },
      'USD per month',
      costRationale(cost),
    ]),
    [
      { value: 'Fixed costs (total)', style: { bold: true } },
      { formula: `SUM(B${firstCostRow}:B${lastCostRow})`, result: fixedTotal, style: { format: 'usd', bold: true } },
      'USD per month',
      'The sum of the monthly costs above.',
    ],
  ];
  return {
    sheet: {
      name: SHEETS.assumptions,
      columns: [
        { header: 'Assumption', width: 30 },
        { header: 'Value', width: 14 },
        { header: 'Unit', width: 30 },
        { header: 'Rationale', width: 80 },
      ],
      rows,
    },
    fixedCostsCell: `B${fixedCostsRow}`,
    grossMarginCell,
  };
}

function monthlySheet(model: FinancialModel, assumptions: NormalizedAssumptions): SheetSpec {
  const growth = name('monthlyGrowthPercent');
  const churn = name('monthlyChurnPercent');
  const rows = model.figures.months.map((month): SheetCell[] => {
    const row = rowOf(month.month);
    const at = (column: MonthlyColumn) => `${COLUMN[column]}${row}`;
    const cells: Record<MonthlyColumn, SheetCell> = {
      month:
        month.month === 1
          ? { value: 1, style: { format: 'month' } }
          : { formula: `${COLUMN.month}${row - 1}+1`, result: month.month, style: { format: 'month' } },
      base: {
        formula: `${name('startingCustomers')}*(1+${growth}/100-${churn}/100)^(${at('month')}-1)`,
        result: customerBase(assumptions, month.month),
        style: { format: 'decimal' },
      },
      customers: { formula: `ROUND(${at('base')},0)`, result: month.customers, style: { format: 'integer' } },
      newCustomers: {
        formula: `ROUND(${at('base')}*(${growth}/100),0)`,
        result: month.newCustomers,
        style: { format: 'integer' },
      },
      revenue: { formula: `${at('customers')}*${name('monthlyPricePerCustomer')}`, result: month.revenue },
      fixed: { formula: FIXED_COSTS, result: month.fixedCosts },
      variable: { formula: `${at('customers')}*${name('variableCostPerCustomer')}`, result: month.variableCosts },
      acquisition: {
        formula: `${at('newCustomers')}*${name('customerAcquisitionCost')}`,
        result: month.acquisitionCosts,
      },
      total: {
        formula: `${at('fixed')}+${at('variable')}+${at('acquisition')}`,
        result: month.totalCosts,
      },
      net: { formula: `${at('revenue')}-${at('total')}`, result: month.revenue - month.totalCosts },
      covers: { formula: `${at('revenue')}>=${at('total')}`, result: month.revenue >= month.totalCosts },
    };
    return MONTHLY_COLUMNS.map(([key]) => {
      const cell = cells[key];
      const money = ['revenue', 'fixed', 'variable', 'acquisition', 'total', 'net'].includes(key);
      return money && cell !== null && typeof cell === 'object' ? { ...cell, style: { format: 'usd' } } : cell;
    });
  });
  return {
    name: SHEETS.monthly,
    columns: MONTHLY_COLUMNS.map(([, header, width]) => ({ header, width })),
    rows,
  };
}

type SummaryRow = 'year1' | 'year2' | 'growth2' | 'year3' | 'growth3' | 'cac' | 'ltv' | 'ratio' | 'verdict';
/** The Summary rows the formulas refer to, in sheet order from row 2; the rows after them refer to none. */
const SUMMARY_ORDER: readonly SummaryRow[] = [
  'year1',
  'year2',
  'growth2',
  'year3',
  'growth3',
  'cac',
  'ltv',
  'ratio',
  'verdict',
];
const summaryCell = (row: SummaryRow) => `B${FIRST_ROW + SUMMARY_ORDER.indexOf(row)}`;

type SummaryLine = [
  label: string,
  formula: string,
  result: string | number | boolean,
  NumberFormat | undefined,
  note: string,
];

/** The summary's formulas that are more than a name: revenue by year, growth, the verdict, break-even. */
function summaryFormulas() {
  const yearRevenue = (year: number) =>
    `SUM(${monthRange('revenue', (year - 1) * MONTHS_PER_YEAR + 1, year * MONTHS_PER_YEAR)})`;
  // Math.round on a growth that may be negative: floor(x + 0.5), which ROUND (half away from zero) is not.
  const growth = (current: SummaryRow, previous: SummaryRow) =>
    `IF(${summaryCell(previous)}=0,0,INT((${summaryCell(current)}/${summaryCell(previous)}-1)*100+0.5)/100)`;
  const breakEvenMatch = `MATCH(TRUE,${monthRange('covers', 1, HORIZON_MONTHS)},0)`;
  const verdict = RATIO_THRESHOLDS.reduceRight(
    (otherwise, { atLeast, verdict: text }) => `IF(${summaryCell('ratio')}>=${atLeast},"${text}",${otherwise})`,
    `"${LOWEST_VERDICT}"`,
  );
  return { yearRevenue, growth, breakEvenMatch, verdict };
}

/** The summary's lines: each figure, its formula over the other sheets, the engine's own result, and how it is computed. */
function summaryLines(model: FinancialModel): SummaryLine[] {
  const { figures } = model;
  const { yearRevenue, growth, breakEvenMatch, verdict } = summaryFormulas();
  return [
    ['Year 1 revenue', yearRevenue(1), figures.year1Revenue, 'usd', 'Months 1 to 12.'],
    ['Year 2 revenue', yearRevenue(2), figures.year2Revenue, 'usd', 'Months 13 to 24.'],
    ['Year 2 growth', growth('year2', 'year1'), figures.year2GrowthPercent / 100, 'percent', 'Against Year 1.'],
    ['Year 3 revenue', yearRevenue(3), figures.year3Revenue, 'usd', 'Months 25 to 36.'],
    ['Year 3 growth', growth('year3', 'year2'), figures.year3GrowthPercent / 100, 'percent', 'Against Year 2.'],
    [FIGURE_LABELS.cac, name('customerAcquisitionCost'), figures.cac, 'usd', 'Spend to win one customer.'],
    [
      FIGURE_LABELS.ltv,
      `MAX(0,ROUND((${name('monthlyPricePerCustomer')}-${name('variableCostPerCustomer')})*100/${name('monthlyChurnPercent')},0))`,
      figures.ltv,
      'usd',
      '(Monthly price − variable cost) ÷ monthly churn, never below $0.',
    ],
    [
      FIGURE_LABELS.ltvCacRatio,
      `ROUND(${summaryCell('ltv')}/${summaryCell('cac')}*10,0)/10`,
      figures.ltvCacRatio,
      'ratio',
      'LTV ÷ CAC, to one decimal.',
    ],
    ['Verdict', verdict, figures.verdict, undefined, 'Excellent at 3:1 or above, Good at 2:1 or above.'],
    [FIGURE_LABELS.fixed, FIXED_COSTS, figures.fixedMonthly, 'usd-per-month', 'The monthly costs on Assumptions.'],
    [
      FIGURE_LABELS.variable,
      name('variableCostPerCustomer'),
      figures.variablePerCustomer,
      'usd-per-customer',
      'Cost to serve one customer for one month.',
    ],
    [
      FIGURE_LABELS.burnRate,
      `ROUND(SUM(${monthRange('total', 1, MONTHS_PER_YEAR)})/${MONTHS_PER_YEAR},0)`,
      figures.burnRate,
      'usd-per-month',
      'Total costs averaged over Year 1, acquisition included.',
    ],
    [
      FIGURE_LABELS.breakEven,
      `IFERROR("${MONTH_PREFIX}"&${breakEvenMatch},"${BEYOND_HORIZON}")`,
      model.breakEven.timeframe,
      undefined,
      'The first month revenue covers fixed, variable and acquisition costs.',
    ],
    [
      FIGURE_LABELS.revenueRequired,
      `INDEX(${monthRange('total', 1, HORIZON_MONTHS)},IFERROR(${breakEvenMatch},${HORIZON_MONTHS}))`,
      figures.revenueRequired,
      'usd-per-month',
      `That month's total costs (Month ${HORIZON_MONTHS}'s when break-even lies beyond).`,
    ],
  ];
}

function summarySheet(model: FinancialModel): SheetSpec {
  return {
    name: SHEETS.summary,
    columns: [
      { header: 'Figure', width: 34 },
      { header: 'Value', width: 22 },
      { header: 'How it is computed', width: 70 },
    ],
    rows: summaryLines(model).map(([label, formula, result, format, note]) => [
      label,
      { formula, result, style: format ? { format } : {} },
      note,
    ]),
  };
}

/** The workbook for a model. The figures are computed afresh from the model's assumptions, so the file is the engine's even for a result edited in the page. */
export function financialModelWorkbook(result: FinancialModel): WorkbookSpec {
  const model = buildFinancialModel(result.assumptions);
  const assumptions = normalizeAssumptions(result.assumptions);
  const { sheet: assumptionsTab, fixedCostsCell, grossMarginCell } = assumptionsSheet(assumptions);
  const scalarRow = (key: ScalarKey) => FIRST_ROW + SCALAR_ASSUMPTIONS.findIndex(([scalar]) => scalar === key);
  return {
    sheets: [assumptionsTab, monthlySheet(model, assumptions), summarySheet(model), scenariosSheet(result)],
    names: [
      ...SCALAR_ASSUMPTIONS.map(([key]) => ({
        name: name(key),
        sheet: SHEETS.assumptions,
        cell: `B${scalarRow(key)}`,
      })),
      { name: FIXED_COSTS, sheet: SHEETS.assumptions, cell: fixedCostsCell },
      { name: GROSS_MARGIN, sheet: SHEETS.assumptions, cell: grossMarginCell },
    ],
  };
}
