import { costStructureWarning } from '../../finance/margin';
import { heading } from '../text-export';
import { assumptionLines, type AssumptionLine } from './assumption-lines';
import type { FinancialModel } from '../../finance/schema';
import { scenarioTable } from '../../finance/scenarios';

/** The model's sections as its files title them, in the order of the screen's tabs. */
export const MODEL_SECTIONS = {
  revenue: 'Revenue Projections',
  metrics: 'Key Metrics',
  expenses: 'Expenses',
  breakEven: 'Break-Even Analysis',
  /** The PDF's statements (issue 37), the Cash & Runway tab's two tables. */
  profitAndLoss: 'Profit and Loss',
  cashFlow: 'Cash Flow',
  runway: RUNWAY_SECTION,
  assumptions: 'Assumptions',
  /** The PDF's monthly costs, under a heading of their own so a long list is never a lone table. */
  costs: 'Monthly Costs',
  scenarios: 'Scenarios',
} as const;

/** The names the files give the single figures (the workbook's Summary uses them too). */
export const FIGURE_LABELS = {
  cac: 'Customer Acquisition Cost (CAC)',
  ltv: 'Customer Lifetime Value (LTV)',
  ltvCacRatio: 'LTV:CAC Ratio',
  fixed: 'Fixed Expenses',
  variable: 'Variable Expenses',
  burnRate: 'Burn Rate',
  breakEven: 'Time to Break-Even',
  revenueRequired: 'Revenue Required',
} as const;

import type { FigureSection } from './figure-rows';
import { CASH_IS_PROFIT, RUNWAY_SECTION, runwaySummary } from './runway-lines';

export type { FigureRow, FigureSection } from './figure-rows';

/** The Key Metrics, Expenses and Break-Even sections, shared by the .txt download and the PDF. */
export function figureSections(model: FinancialModel): FigureSection[] {
  return [
    {
      title: MODEL_SECTIONS.metrics,
      rows: [
        { label: FIGURE_LABELS.cac, value: model.metrics.cac },
        { label: FIGURE_LABELS.ltv, value: model.metrics.ltv },
        { label: FIGURE_LABELS.ltvCacRatio, value: model.metrics.ltvCacRatio, note: model.figures.verdict },
      ],
      explanation: [
        'LTV is the monthly price less the variable cost (the gross margin), divided by the monthly churn.',
        costStructureWarning(model.assumptions),
      ]
        .filter(Boolean)
        .join(' '),
    },
    {
      title: MODEL_SECTIONS.expenses,
      rows: [
        { label: FIGURE_LABELS.fixed, value: model.expenses.fixed, note: 'regular monthly' },
        { label: FIGURE_LABELS.variable, value: model.expenses.variable, note: 'per-customer costs' },
        { label: FIGURE_LABELS.burnRate, value: model.expenses.burnRate, note: 'monthly cash outflow, Year 1 average' },
      ],
    },
    {
      title: MODEL_SECTIONS.breakEven,
      rows: [
        { label: FIGURE_LABELS.breakEven, value: model.breakEven.timeframe },
        { label: FIGURE_LABELS.revenueRequired, value: model.breakEven.revenueRequired, note: 'to cover all expenses' },
      ],
      explanation: 'Break-even is the first month revenue covers fixed, variable and customer acquisition costs.',
    },
  ];
}

function section(title: string, lines: string[]): string {
  return [heading(title), ...lines].join('\n');
}

const withNote = (text: string, note: string | undefined) => (note ? `${text} (${note})` : text);
const assumptionText = (line: AssumptionLine) => withNote(`${line.label}: ${line.value}`, line.rationale);

/** "Base: Year 1 revenue $84,000; ...; Break-even Month 14", one line per scenario. */
function scenarioLines(model: FinancialModel): string[] {
  const { header, rows } = scenarioTable(model);
  return header
    .slice(1)
    .map((name, column) => `${name}: ${rows.map((row) => `${row[0]} ${row[column + 1]}`).join('; ')}`);
}

/** The runway's lines: its figures, then the funding events, the hiring plan and the use of funds as lists. */
function runwayLines(model: FinancialModel): string[] {
  const summary = runwaySummary(model.assumptions);
  const list = (title: string, items: string[]) =>
    items.length === 0 ? [`${title}: none`] : [`${title}:`, ...items.map((item) => `- ${item}`)];
  return [
    ...summary.figures.map((row) => withNote(`${row.label}: ${row.value}`, row.note)),
    ...list('Funding events', summary.fundingEvents),
    ...list('Hiring plan', summary.hiringPlan),
    ...list(
      summary.useOfFunds.title,
      summary.useOfFunds.rows.map((row) => withNote(`${row.label}: ${row.value}`, row.note)),
    ),
    CASH_IS_PROFIT,
  ];
}

/**
 * financial-model.txt: the product's four sections (docs/product.md §7), then Venturekit's: the
 * cash and runway, the assumptions the figures come from, and the scenarios.
 */
export function financialModelToText(model: FinancialModel): string {
  const { year1, year2, year3 } = model.revenueProjections;
  return [
    'Financial Model',
    section(MODEL_SECTIONS.revenue, [
      'Year 1 monthly revenue:',
      ...year1.monthly.map(
        (row) => `${row.month}: ${row.revenue} (${row.customers.toLocaleString('en-US')} customers)`,
      ),
      `Year 1 Total: ${year1.total}`,
      `Year 2: ${year2.revenue} (${year2.growth} growth)`,
      `Year 3: ${year3.revenue} (${year3.growth} growth)`,
    ]),
    ...figureSections(model).map(({ title, rows, explanation }) =>
      section(title, [
        ...rows.map((row) => withNote(`${row.label}: ${row.value}`, row.note)),
        ...(explanation ? [explanation] : []),
      ]),
    ),
    financialModelEditedText(model),
  ]
    .join('\n\n')
    .concat('\n');
}

/**
 * The sections the founder edits, as financial-model.txt ends with them: the cash and runway (its
 * cash, rounds and hires), the assumptions and the scenarios. "Your unsaved version" shows these of
 * a refused edit, since every other figure follows from them.
 */
export function financialModelEditedText(model: FinancialModel): string {
  const { drivers, costs } = assumptionLines(model.assumptions);
  return [
    section(MODEL_SECTIONS.runway, runwayLines(model)),
    section(MODEL_SECTIONS.assumptions, [
      ...drivers.map(assumptionText),
      'Monthly costs:',
      ...costs.map((line) => `- ${assumptionText(line)}`),
    ]),
    section(MODEL_SECTIONS.scenarios, scenarioLines(model)),
  ].join('\n\n');
}
