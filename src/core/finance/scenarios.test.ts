import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { financials } from '../tools/financials';
import { financialModelToText } from '../tools/financials/export';
import { financialModelWorkbook } from '../tools/financials/workbook';
import { ASSUMPTION_BOUNDS } from './bounds';
import { buildFinancialModel, normalizeAssumptions } from './engine';
import { assumptionsSchema } from './schema';
import { deriveScenario, modelFromEdit, SCENARIO_RULES, scenarioOutcome, scenarioTable } from './scenarios';

const [conservative, optimistic] = SCENARIO_RULES;

describe('scenarios', () => {
  it('derives Conservative and Optimistic from the Base by the documented rules', () => {
    const low = deriveScenario(sampleAssumptions, conservative);
    const high = deriveScenario(sampleAssumptions, optimistic);
    expect(low.name).toBe('Conservative');
    expect(low.assumptions.monthlyGrowthPercent.value).toBe(7.2); // 12 × 0.6
    expect(low.assumptions.monthlyChurnPercent.value).toBe(2.6); // 2 × 1.3
    expect(high.assumptions.monthlyGrowthPercent.value).toBe(16.8); // 12 × 1.4
    expect(high.assumptions.monthlyChurnPercent.value).toBe(1.4); // 2 × 0.7
    expect(low.assumptions.monthlyGrowthPercent.rationale).toBe("Conservative: the Base's 12% × 0.6.");
    // Everything else is the Base's.
    expect(low.assumptions.monthlyPricePerCustomer).toEqual(sampleAssumptions.monthlyPricePerCustomer);
    expect(high.assumptions.costs).toEqual(sampleAssumptions.costs);
  });

  it('keeps derived scenarios within the engine’s bounds, and orders their outcomes', () => {
    const model = buildFinancialModel(sampleAssumptions);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0.5, max: 25, noNaN: true }),
        (growth, churn) => {
          const base = normalizeAssumptions({
            ...model.assumptions,
            monthlyGrowthPercent: { value: growth, rationale: 'x' },
            monthlyChurnPercent: { value: churn, rationale: 'x' },
          });
          const [low, high] = SCENARIO_RULES.map((rule) => deriveScenario(base, rule).assumptions);
          for (const set of [low!, high!]) {
            expect(assumptionsSchema.safeParse(set).success).toBe(true);
            expect(set.monthlyChurnPercent.value).toBeLessThanOrEqual(ASSUMPTION_BOUNDS.monthlyChurnPercent.max);
          }
          const [lowYear3, baseYear3, highYear3] = [low!, base, high!].map((set) => scenarioOutcome(set).year3Revenue);
          expect(lowYear3).toBeLessThanOrEqual(baseYear3!);
          expect(baseYear3).toBeLessThanOrEqual(highYear3!);
        },
      ),
    );
  });

  it('shows the Base and each scenario side by side, the Base as the model’s screen reads', () => {
    const model = modelFromEdit({ assumptions: sampleAssumptions });
    const table = scenarioTable(model);
    expect(table.header).toEqual(['', 'Base', 'Conservative', 'Optimistic']);
    expect(table.rows.map((row) => row[0])).toEqual([
      'Year 1 revenue',
      'Year 2 revenue',
      'Year 3 revenue',
      'Break-even',
    ]);
    expect(table.rows.map((row) => row[1])).toEqual([
      model.revenueProjections.year1.total,
      model.revenueProjections.year2.revenue,
      model.revenueProjections.year3.revenue,
      model.breakEven.timeframe,
    ]);
    expect(financialModelToText(model)).toContain(
      `Base: Year 1 revenue ${model.revenueProjections.year1.total}; Year 2 revenue ${model.revenueProjections.year2.revenue}`,
    );
  });
});

describe('the workbook’s Scenarios sheet', () => {
  it('holds the Base and each scenario, as the engine computes them', () => {
    const model = modelFromEdit({ assumptions: sampleAssumptions });
    const sheet = financialModelWorkbook(model).sheets.find((each) => each.name === 'Scenarios')!;
    expect(sheet.columns.map((column) => column.header)).toEqual(['Figure', 'Base', 'Conservative', 'Optimistic']);
    const cells = (label: string) =>
      sheet.rows
        .find((row) => row[0] === label)!
        .slice(1)
        .map((cell) => (cell as { value: number }).value);
    const outcomes = [model.assumptions, ...model.scenarios!.map((scenario) => scenario.assumptions)].map(
      scenarioOutcome,
    );
    expect(cells('Year 1 revenue')).toEqual(outcomes.map((outcome) => outcome.year1Revenue));
    expect(cells('Year 3 revenue')).toEqual(outcomes.map((outcome) => outcome.year3Revenue));
    expect(cells('Monthly growth (%)')).toEqual([12, 7.2, 16.8]);
  });
});

describe('an edited model', () => {
  it('keeps the proposal, derives scenarios once, and computes every figure from the assumptions', () => {
    const generated = modelFromEdit({ assumptions: sampleAssumptions });
    expect(generated.proposal).toEqual(generated.assumptions);
    expect(generated.scenarios?.map((scenario) => scenario.name)).toEqual(['Conservative', 'Optimistic']);

    const edited = modelFromEdit({
      ...generated,
      assumptions: { ...generated.assumptions, monthlyPricePerCustomer: { value: 150, rationale: 'Raised.' } },
    });
    expect(edited.figures).toEqual(buildFinancialModel(edited.assumptions).figures);
    expect(edited.proposal).toEqual(generated.proposal);
    // Scenarios are the founder's copies: editing the Base leaves them as they were.
    expect(edited.scenarios).toEqual(generated.scenarios);
  });

  it('is rebuilt on save: figures a browser sends are ignored, unknown parts dropped, bounds kept', () => {
    const generated = modelFromEdit({ assumptions: sampleAssumptions });
    const tampered = {
      ...generated,
      figures: { ...generated.figures, year1Revenue: 1 },
      metrics: { ...generated.metrics, ltv: '$1' },
      extra: 'dropped',
    };
    const saved = financials.editable!.parse(tampered);
    expect(saved).toEqual(generated);
    const outOfBounds = {
      ...generated,
      assumptions: { ...generated.assumptions, monthlyGrowthPercent: { value: 31, rationale: 'x' } },
    };
    expect(financials.editable!.safeParse(outOfBounds).success).toBe(false);
    expect(
      financials.editable!.safeParse({
        ...generated,
        scenarios: [...generated.scenarios!, ...generated.scenarios!, generated.scenarios![0]],
      }).success,
    ).toBe(false);
  });
});
