import { finishedDocument, type ExportContext } from '../../exports/context';
import { formatCompactMoney, formatMoney, type Currency } from '../../finance/currency';
import { buildFinancialModel } from '../../finance/engine';
import type { FinancialModel } from '../../finance/schema';
import { runwayOf, type RunwayModel } from '../../finance/runway/recompute';
import type { StatementPeriod } from '../../finance/runway/statements';
import { scenarioTable } from '../../finance/scenarios';
import type { DocumentBlock, DocumentSpec, ExportDescriptions } from '../../exports/spec';
import { assumptionLines } from './assumption-lines';
import { figureSections, MODEL_SECTIONS } from './export';
import { CASH_IS_PROFIT, runwaySummary } from './runway-lines';
import { statementLines, type StatementRow } from './statement-rows';
import { financialModelWorkbook } from './workbook';

/** The cash balance chart's title, as the screen's Cash & Runway tab captions its chart. */
const cashChartTitle = (months: number) => `Cash balance at the end of each month, Months 1 to ${months}`;

/** The model's funding and its use: the runway figures, the funding events, the hiring plan, the use of funds. */
function fundingBlocks(model: FinancialModel): DocumentBlock[] {
  const summary = runwaySummary(model.assumptions);
  const list = (title: string, items: readonly string[]): DocumentBlock[] => [
    { kind: 'paragraph', text: items.length === 0 ? `${title}: none.` : `${title}:` },
    ...(items.length === 0 ? [] : [{ kind: 'list', ordered: false, items } as const]),
  ];
  return [
    {
      kind: 'table',
      rows: summary.figures.map((row) => [row.label, row.value, row.note ?? '']),
      widths: [2, 2, 4],
    },
    ...list('Funding events', summary.fundingEvents),
    ...list('Hiring plan', summary.hiringPlan),
    ...(summary.useOfFunds.rows.length === 0
      ? []
      : [
          {
            kind: 'table',
            header: [summary.useOfFunds.title, 'Amount', 'Share'],
            rows: summary.useOfFunds.rows.map((row) => [row.label, row.value, row.note ?? '']),
            widths: [4, 2, 2],
            numeric: true,
          } as const,
        ]),
    { kind: 'paragraph', text: CASH_IS_PROFIT },
  ];
}

/** Year 1 month by month, then Years 1 to 3: the periods of the statements' tables, with their headings. */
function statementPeriods(runway: RunwayModel): { labels: string[]; periods: StatementPeriod[] } {
  const { months, years } = runway.statements;
  const year1 = months.slice(0, 12);
  return {
    labels: [...year1.map((month) => `Month ${month.month}`), ...years.map((year) => `Year ${year.year}`)],
    periods: [...year1, ...years],
  };
}

const statementTable = (caption: string, labels: readonly string[], rows: readonly StatementRow[]): DocumentBlock => ({
  kind: 'table',
  caption,
  header: ['', ...labels],
  rows: rows.map((row) => [row.label, ...row.values]),
  // The label column wider, the years (the largest amounts) a little wider than the months.
  widths: [2.6, ...labels.map((label) => (label.startsWith('Year') ? 1.3 : 1))],
  numeric: true,
  totals: rows.flatMap((row, index) => (row.total ? [index] : [])),
});

/**
 * The profit and loss and the cash flow on a page turned sideways: Months 1 to 12 and Years 1 to
 * 3 across, as the screen and the workbook lay them out, each line down.
 */
function statementBlocks(runway: RunwayModel, currency: Currency): DocumentBlock[] {
  const { labels, periods } = statementPeriods(runway);
  const { profitAndLoss, cashFlow } = statementLines(periods, runway.statements.costLineNames, currency);
  const starting = formatMoney(runway.statements.startingCash, currency);
  return [
    { kind: 'page', landscape: true },
    { kind: 'heading', text: MODEL_SECTIONS.profitAndLoss },
    statementTable('Year 1 by month, then Years 1 to 3', labels, profitAndLoss),
    { kind: 'heading', text: MODEL_SECTIONS.cashFlow },
    statementTable(`Year 1 by month, then Years 1 to 3 (starting cash ${starting})`, labels, cashFlow),
    { kind: 'page', landscape: false },
  ];
}

/** The cash balance month by month, around a zero line, its axis marked at the highest, zero and the lowest. */
function cashChart(runway: RunwayModel, currency: Currency): DocumentBlock {
  const balances = runway.byMonth.map((month) => month.cashBalance);
  const high = Math.max(0, ...balances);
  const low = Math.min(0, ...balances);
  // Zero always; the highest and the lowest only far enough from it not to print over its mark.
  const axis = [0, high, low]
    .filter((value, index) => index === 0 || Math.abs(value) >= (high - low) / 8)
    .map((value) => ({ value, display: formatCompactMoney(value, currency) }));
  return {
    kind: 'bar-chart',
    title: cashChartTitle(balances.length),
    bars: balances.map((balance, index) => ({
      label: String(index + 1),
      value: balance,
      display: formatCompactMoney(balance, currency),
    })),
    axis,
  };
}

function revenueBlocks(model: FinancialModel): DocumentBlock[] {
  const { year1, year2, year3 } = model.revenueProjections;
  return [
    { kind: 'heading', text: MODEL_SECTIONS.revenue },
    {
      kind: 'bar-chart',
      title: 'Year 1 revenue by month',
      bars: model.figures.months.slice(0, year1.monthly.length).map((month) => ({
        label: String(month.month),
        value: month.revenue,
        display: formatCompactMoney(month.revenue, model.assumptions.currency),
      })),
    },
    {
      kind: 'table',
      header: ['Month', 'Revenue', 'Customers'],
      rows: [
        ...year1.monthly.map((row) => [row.month, row.revenue, row.customers.toLocaleString('en-US')]),
        ['Year 1 Total', year1.total, ''],
      ],
      numeric: true,
      totals: [year1.monthly.length],
    },
    {
      kind: 'table',
      header: ['Year', 'Revenue', 'Growth'],
      rows: [
        ['Year 1', year1.total, ''],
        ['Year 2', year2.revenue, year2.growth],
        ['Year 3', year3.revenue, year3.growth],
      ],
      numeric: true,
    },
  ];
}

/**
 * The model as a document an investor reads: the revenue chart and projections, the key metrics,
 * expenses and break-even, the profit and loss and the cash flow (Year 1 by month, then by year, on
 * a page turned sideways), the cash balance chart with the funding and its use, the scenarios, and
 * the assumptions behind it all. Computed afresh from the assumptions, like the workbook; every
 * amount in the model's currency. With the export's context: the plan's cover, numbered pages.
 */
export function financialModelDocument(result: FinancialModel, context?: ExportContext): DocumentSpec {
  const model = buildFinancialModel(result.assumptions);
  const runway = runwayOf(result.assumptions);
  const { currency } = model.assumptions;
  const { drivers, costs } = assumptionLines(model.assumptions);
  const figures = figureSections(model).flatMap(({ title, rows, explanation }): DocumentBlock[] => [
    { kind: 'heading', text: title },
    { kind: 'table', rows: rows.map((row) => [row.label, row.value, row.note ?? '']), widths: [3, 2, 3] },
    ...(explanation ? [{ kind: 'paragraph', text: explanation } as const] : []),
  ]);
  const spec: DocumentSpec = {
    kind: 'document',
    title: 'Financial Model',
    blocks: [
      ...revenueBlocks(model),
      ...figures,
      ...statementBlocks(runway, currency),
      { kind: 'heading', text: MODEL_SECTIONS.runway },
      cashChart(runway, currency),
      ...fundingBlocks(model),
      { kind: 'heading', text: MODEL_SECTIONS.scenarios },
      { kind: 'table', ...scenarioTable(result), numeric: true },
      { kind: 'heading', text: MODEL_SECTIONS.assumptions },
      {
        kind: 'table',
        header: ['Assumption', 'Value', 'Rationale'],
        rows: drivers.map((line) => [line.label, line.value, line.rationale]),
        widths: [2, 2, 4],
      },
      { kind: 'heading', text: MODEL_SECTIONS.costs },
      {
        kind: 'table',
        header: ['Monthly cost', 'Amount', 'Rationale'],
        rows: costs.map((line) => [line.label, line.value, line.rationale]),
        widths: [2, 2, 4],
      },
    ],
  };
  return context ? finishedDocument(spec, context) : spec;
}

/** financial-model.xlsx (a working model with formulas) and financial-model.pdf. */
export const financialModelDocuments: ExportDescriptions<FinancialModel> = {
  xlsx: financialModelWorkbook,
  pdf: financialModelDocument,
};
