import { formatCompactUsd } from '../../finance/money';
import { buildFinancialModel } from '../../finance/engine';
import type { FinancialModel } from '../../finance/schema';
import { scenarioTable } from '../../finance/scenarios';
import type { DocumentBlock, DocumentSpec, ExportDescriptions } from '../../exports/spec';
import { assumptionLines } from './assumption-lines';
import { figureSections, MODEL_SECTIONS } from './export';
import { financialModelWorkbook } from './workbook';

/**
 * The model as a document: the four tabs' figures (Revenue with its chart, Key Metrics, Expenses,
 * Break-Even), then the assumptions. Computed afresh from the assumptions, like the workbook.
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
          display: formatCompactUsd(month.revenue),
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
