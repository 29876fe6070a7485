/**
 * financial-model.xlsx's Summary sheet: the screen's single figures as formulas over Monthly and
 * the named inputs, each with the engine's own result.
 */
import { HORIZON_MONTHS, MONTHS_PER_YEAR } from '../../finance/bounds';
import { formatMoney } from '../../finance/currency';
import { BEYOND_HORIZON, LOWEST_VERDICT, MONTH_PREFIX, RATIO_THRESHOLDS } from '../../finance/engine';
import type { FinancialModel } from '../../finance/schema';
import type { NumberFormat, SheetSpec } from '../../exports/spec';
import { FIGURE_LABELS } from './export';
import { FIRST_ROW, FIXED_COSTS, monthRange, name, SHEETS } from './workbook-cells';

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
    ['Year 1 revenue', yearRevenue(1), figures.year1Revenue, 'money', 'Months 1 to 12.'],
    ['Year 2 revenue', yearRevenue(2), figures.year2Revenue, 'money', 'Months 13 to 24.'],
    ['Year 2 growth', growth('year2', 'year1'), figures.year2GrowthPercent / 100, 'percent', 'Against Year 1.'],
    ['Year 3 revenue', yearRevenue(3), figures.year3Revenue, 'money', 'Months 25 to 36.'],
    ['Year 3 growth', growth('year3', 'year2'), figures.year3GrowthPercent / 100, 'percent', 'Against Year 2.'],
    [FIGURE_LABELS.cac, name('customerAcquisitionCost'), figures.cac, 'money', 'Spend to win one customer.'],
    [
      FIGURE_LABELS.ltv,
      `MAX(0,ROUND((${name('monthlyPricePerCustomer')}-${name('variableCostPerCustomer')})*100/${name('monthlyChurnPercent')},0))`,
      figures.ltv,
      'money',
      `(Monthly price − variable cost) ÷ monthly churn, never below ${formatMoney(0, model.assumptions.currency)}.`,
    ],
    [
      FIGURE_LABELS.ltvCacRatio,
      `ROUND(${summaryCell('ltv')}/${summaryCell('cac')}*10,0)/10`,
      figures.ltvCacRatio,
      'ratio',
      'LTV ÷ CAC, to one decimal.',
    ],
    ['Verdict', verdict, figures.verdict, undefined, 'Excellent at 3:1 or above, Good at 2:1 or above.'],
    [FIGURE_LABELS.fixed, FIXED_COSTS, figures.fixedMonthly, 'money-per-month', 'The monthly costs on Assumptions.'],
    [
      FIGURE_LABELS.variable,
      name('variableCostPerCustomer'),
      figures.variablePerCustomer,
      'money-per-customer',
      'Cost to serve one customer for one month.',
    ],
    [
      FIGURE_LABELS.burnRate,
      `ROUND(SUM(${monthRange('total', 1, MONTHS_PER_YEAR)})/${MONTHS_PER_YEAR},0)`,
      figures.burnRate,
      'money-per-month',
      'Total costs averaged over Year 1, payroll and acquisition included.',
    ],
    [
      FIGURE_LABELS.breakEven,
      `IFERROR("${MONTH_PREFIX}"&${breakEvenMatch},"${BEYOND_HORIZON}")`,
      model.breakEven.timeframe,
      undefined,
      'The first month revenue covers fixed, payroll, variable and acquisition costs.',
    ],
    [
      FIGURE_LABELS.revenueRequired,
      `INDEX(${monthRange('total', 1, HORIZON_MONTHS)},IFERROR(${breakEvenMatch},${HORIZON_MONTHS}))`,
      figures.revenueRequired,
      'money-per-month',
      `That month's total costs (Month ${HORIZON_MONTHS}'s when break-even lies beyond).`,
    ],
  ];
}

export function summarySheet(model: FinancialModel): SheetSpec {
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
