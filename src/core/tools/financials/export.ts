import { heading } from '../text-export';
import { assumptionLines, type AssumptionLine } from './assumption-lines';
import type { FinancialModel } from '../../finance/schema';

function section(title: string, lines: string[]): string {
  return [heading(title), ...lines].join('\n');
}

const assumptionText = (line: AssumptionLine) => `${line.label}: ${line.value} (${line.rationale})`;

/** financial-model.txt: the product's four sections (docs/product.md §7), then the assumptions the figures come from. */
export function financialModelToText(model: FinancialModel): string {
  const { year1, year2, year3 } = model.revenueProjections;
  const { drivers, costs } = assumptionLines(model.assumptions);
  return [
    'Financial Model',
    section('Revenue Projections', [
      'Year 1 monthly revenue:',
      ...year1.monthly.map(
        (row) => `${row.month}: ${row.revenue} (${row.customers.toLocaleString('en-US')} customers)`,
      ),
      `Year 1 Total: ${year1.total}`,
      `Year 2: ${year2.revenue} (${year2.growth} growth)`,
      `Year 3: ${year3.revenue} (${year3.growth} growth)`,
    ]),
    section('Key Metrics', [
      `Customer Acquisition Cost (CAC): ${model.metrics.cac}`,
      `Customer Lifetime Value (LTV): ${model.metrics.ltv}`,
      `LTV:CAC Ratio: ${model.metrics.ltvCacRatio} (${model.figures.verdict})`,
      'LTV is the monthly price times the gross margin, divided by the monthly churn.',
    ]),
    section('Expenses', [
      `Fixed Expenses: ${model.expenses.fixed} (regular monthly)`,
      `Variable Expenses: ${model.expenses.variable} (per-customer costs)`,
      `Burn Rate: ${model.expenses.burnRate} (monthly cash outflow, Year 1 average)`,
    ]),
    section('Break-Even Analysis', [
      `Time to Break-Even: ${model.breakEven.timeframe}`,
      `Revenue Required: ${model.breakEven.revenueRequired} (to cover all expenses)`,
      'Break-even is the first month revenue covers fixed, variable and customer acquisition costs.',
    ]),
    section('Assumptions', [
      ...drivers.map(assumptionText),
      'Monthly costs:',
      ...costs.map((line) => `- ${assumptionText(line)}`),
    ]),
  ]
    .join('\n\n')
    .concat('\n');
}
