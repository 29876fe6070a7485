import { formatCompactMoney } from '../../finance/currency';
import { buildFinancialModel } from '../../finance/engine';
import type { FinancialModel } from '../../finance/schema';
import { scenarioTable } from '../../finance/scenarios';
import type { DocumentBlock, DocumentSpec, ExportDescriptions } from '../../exports/spec';
import { assumptionLines } from './assumption-lines';
import { figureSections, MODEL_SECTIONS } from './export';
import { CASH_IS_PROFIT, runwaySummary } from './runway-lines';
import { financialModelWorkbook } from './workbook';

/** The cash and runway: the figures, the funding events, the hiring plan and the use of funds. */
function runwayBlocks(model: FinancialModel): DocumentBlock[] {
  const summary = runwaySummary(model.assumptions);
  const list = (title: string, items: readonly string[]): DocumentBlock[] => [
    { kind: 'paragraph', text: items.length === 0 ? `${title}: none.` : `${title}:` },
    ...(items.length === 0 ? [] : [{ kind: 'list', ordered: false, items } as const]),
  ];
  return [
    { kind: 'heading', text: MODEL_SECTIONS.runway },
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
          } as const,
        ]),
    { kind: 'paragraph', text: CASH_IS_PROFIT },
  ];
}

/**
 * The model as a document: the four tabs' figures (Revenue with its chart, Key Metrics, Expenses,
 * Break-Even), then the cash and runway, the assumptions and the scenarios. Computed afresh from
 * the assumptions, like the workbook; every amount in the model's currency.
 */
export function financialModelDocument(result: FinancialModel): DocumentSpec {
  const model = buildFinancialModel(result.assumptions);
  const { year1, year2, year3 } = model.revenueProjections;
  const { drivers, costs } = assumptionLines(model.assumptions);
  const figures: DocumentBlock[] = figureSections(model).flatMap(({ title, rows, explanation }): DocumentBlock[] => [
    { kind: 'heading', text: title },
    { kind: 'table', rows: rows.map((row) => [row.label, row.value, row.note ?? '']), widths: [3, 2, 3] },
    ...(explanation ? [{ kind: 'paragraph', text: explanation } as const] : []),
  ]);
  return {
    kind: 'document',
    title: 'Financial Model',
    blocks: [
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
      },
      {
        kind: 'table',
        header: ['Year', 'Revenue', 'Growth'],
        rows: [
          ['Year 1', year1.total, ''],
          ['Year 2', year2.revenue, year2.growth],
          ['Year 3', year3.revenue, year3.growth],
        ],
      },
      ...figures,
      ...runwayBlocks(model),
      { kind: 'heading', text: MODEL_SECTIONS.assumptions },
      {
        kind: 'table',
        header: ['Assumption', 'Value', 'Rationale'],
        rows: drivers.map((line) => [line.label, line.value, line.rationale]),
        widths: [2, 2, 4],
      },
      {
        kind: 'table',
        header: ['Monthly cost', 'Amount', 'Rationale'],
        rows: costs.map((line) => [line.label, line.value, line.rationale]),
        widths: [2, 2, 4],
      },
      { kind: 'heading', text: MODEL_SECTIONS.scenarios },
      { kind: 'table', ...scenarioTable(result) },
    ],
  };
}

/** financial-model.xlsx (a working model with formulas) and financial-model.pdf. */
export const financialModelDocuments: ExportDescriptions<FinancialModel> = {
  xlsx: financialModelWorkbook,
  pdf: financialModelDocument,
};
