import { BEYOND_HORIZON, normalizeAssumptions } from '../../finance/engine';
import type { FinancialModel } from '../../finance/schema';
import { scenarioOutcome, scenariosOf } from '../../finance/scenarios';
import type { SheetCell, SheetSpec } from '../../exports/spec';
import { SHEETS } from './workbook-cells';

/**
 * The Base and each scenario side by side (docs/product.md §10): growth and churn, the three
 * years' revenue and break-even, as the engine computes them. Values, not formulas: the formulas
 * model the Base, whose inputs are on Assumptions.
 */
export function scenariosSheet(result: FinancialModel): SheetSpec {
  const scenarios = scenariosOf(result).map((scenario) => {
    const normalized = normalizeAssumptions(scenario.assumptions);
    return { name: scenario.name, assumptions: normalized, outcome: scenarioOutcome(normalized) };
  });
  type Column = (typeof scenarios)[number];
  const row = (label: string, cell: (scenario: Column) => SheetCell): SheetCell[] => [label, ...scenarios.map(cell)];
  return {
    name: SHEETS.scenarios,
    columns: [{ header: 'Figure', width: 28 }, ...scenarios.map((scenario) => ({ header: scenario.name, width: 16 }))],
    rows: [
      row('Monthly growth', (s) => ({
        value: s.assumptions.monthlyGrowthPercent.value,
        style: { format: 'percent-number' },
      })),
      row('Monthly churn', (s) => ({
        value: s.assumptions.monthlyChurnPercent.value,
        style: { format: 'percent-number' },
      })),
      row('Year 1 revenue', (s) => ({ value: s.outcome.year1Revenue, style: { format: 'money' } })),
      row('Year 2 revenue', (s) => ({ value: s.outcome.year2Revenue, style: { format: 'money' } })),
      row('Year 3 revenue', (s) => ({ value: s.outcome.year3Revenue, style: { format: 'money' } })),
      row('Break-even', (s) =>
        s.outcome.breakEvenMonth === null
          ? BEYOND_HORIZON
          : { value: s.outcome.breakEvenMonth, style: { format: 'month' } },
      ),
    ],
  };
}
