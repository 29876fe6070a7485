import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { financials } from '../tools/financials';
import { financialModelToText } from '../tools/financials/export';
import { financialModelWorkbook } from '../tools/financials/workbook';
import { buildFinancialModel, normalizeAssumptions } from './engine';
import { assumptionsSchema, financialModelSchema, type Assumptions, type AssumptionsInput } from './schema';
import {
  deriveByRule,
  derivedScenarios,
  modelFromEdit,
  resolveScenario,
  scenarioOutcome,
  scenariosOf,
  scenarioTable,
} from './scenarios';

const v = (value: number, rationale = 'x') => ({ value, rationale });
const resolved = (base: Assumptions, name: 'Conservative' | 'Optimistic') =>
  resolveScenario(
    base,
    derivedScenarios().find((scenario) => scenario.name === name)!,
  );
const breakEven = (set: Assumptions) => scenarioOutcome(set).breakEvenMonth ?? Number.POSITIVE_INFINITY;

/** Any assumptions within the engine's bounds, on its precision. */
const anyAssumptions: fc.Arbitrary<AssumptionsInput> = fc
  .record({
    price: fc.integer({ min: 1, max: 50_000 }),
    starting: fc.integer({ min: 1, max: 50_000 }),
    growthTenths: fc.integer({ min: 0, max: 300 }),
    churnTenths: fc.integer({ min: 5, max: 250 }),
    cac: fc.integer({ min: 1, max: 100_000 }),
    variable: fc.integer({ min: 0, max: 50_000 }),
    costs: fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 12 }),
  })
  .map((a) => ({
    monthlyPricePerCustomer: v(a.price),
    startingCustomers: v(a.starting),
    monthlyGrowthPercent: v(a.growthTenths / 10),
    monthlyChurnPercent: v(a.churnTenths / 10),
    grossMarginPercent: v(50),
    customerAcquisitionCost: v(a.cac),
    variableCostPerCustomer: v(a.variable),
    costs: a.costs.map((amount, index) => ({ name: `Cost ${index + 1}`, monthlyAmount: amount, rationale: 'x' })),
  }));

describe('scenarios', () => {
  it('derives Conservative and Optimistic from the Base by the documented rules', () => {
    const low = resolved(sampleAssumptions, 'Conservative').assumptions;
    const high = resolved(sampleAssumptions, 'Optimistic').assumptions;
    expect(high.monthlyGrowthPercent.value).toBe(16.8); // 12 × 1.4
    expect(high.monthlyChurnPercent.value).toBe(1.4); // 2 ÷ 1.4
    expect(high.customerAcquisitionCost.value).toBe(214); // 300 ÷ 1.4
    expect(low.monthlyGrowthPercent.value).toBe(8.6); // 12 ÷ 1.4
    expect(low.monthlyChurnPercent.value).toBe(2.8); // 2 × 1.4
    expect(low.customerAcquisitionCost.value).toBe(420); // 300 × 1.4
    expect(high.monthlyGrowthPercent.rationale).toBe("Optimistic: the Base's 12% × 1.4.");
    expect(low.customerAcquisitionCost.rationale).toBe("Conservative: the Base's $300 × 1.4.");
    // Everything else is the Base's.
    expect(low.monthlyPricePerCustomer).toEqual(sampleAssumptions.monthlyPricePerCustomer);
    expect(high.costs).toEqual(sampleAssumptions.costs);
    // Stored as the rule, not as numbers.
    expect(modelFromEdit({ assumptions: sampleAssumptions }).scenarios).toEqual([
      { name: 'Conservative', rule: { direction: 'conservative', factor: 1.4 } },
      { name: 'Optimistic', rule: { direction: 'optimistic', factor: 1.4 } },
    ]);
  });

  it('moves every derived scenario with the Base, and keeps a value set by hand', () => {
    const generated = modelFromEdit({ assumptions: sampleAssumptions });
    const handSet = generated.scenarios!.map((scenario) =>
      scenario.name === 'Conservative'
        ? { ...scenario, set: { monthlyGrowthPercent: v(3, 'Set by hand.') } }
        : scenario,
    );
    const raised = modelFromEdit({
      ...generated,
      scenarios: handSet,
      assumptions: { ...sampleAssumptions, monthlyPricePerCustomer: v(150) },
    });
    const [base, low, high] = scenariosOf(raised);
    expect(high!.assumptions.monthlyPricePerCustomer.value).toBe(150);
    expect(low!.assumptions.monthlyPricePerCustomer.value).toBe(150);
    expect(scenarioOutcome(high!.assumptions).year1Revenue).toBeGreaterThan(
      scenarioOutcome(base!.assumptions).year1Revenue,
    );
    expect(breakEven(high!.assumptions)).toBeLessThanOrEqual(breakEven(base!.assumptions));
    // The hand-set growth stays, and says so; the rule still moves churn and CAC.
    const conservative = resolveScenario(raised.assumptions, raised.scenarios![0]!);
    expect(conservative.assumptions.monthlyGrowthPercent).toEqual(v(3, 'Set by hand.'));
    expect(conservative.set).toEqual(['monthlyGrowthPercent']);
    expect(conservative.assumptions.monthlyChurnPercent.value).toBe(2.8);
  });

  it('never breaks even later in Optimistic, nor earlier in Conservative, nor crosses revenue, over all bounds', () => {
    fc.assert(
      fc.property(anyAssumptions, fc.double({ min: 1, max: 3, noNaN: true }), (raw, factor) => {
        const base = normalizeAssumptions(raw);
        const [baseOutcome, baseBreakEven] = [scenarioOutcome(base), breakEven(base)];
        for (const direction of ['optimistic', 'conservative'] as const) {
          const scenario = resolveScenario(base, { name: direction, rule: { direction, factor } }).assumptions;
          expect(assumptionsSchema.safeParse(scenario).success).toBe(true);
          const outcome = scenarioOutcome(scenario);
          const sign = direction === 'optimistic' ? 1 : -1;
          for (const year of ['year1Revenue', 'year2Revenue', 'year3Revenue'] as const)
            expect(sign * (outcome[year] - baseOutcome[year])).toBeGreaterThanOrEqual(0);
          if (direction === 'optimistic') expect(breakEven(scenario)).toBeLessThanOrEqual(baseBreakEven);
          else expect(breakEven(scenario)).toBeGreaterThanOrEqual(baseBreakEven);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('falls back to the Base’s value for a parameter where rounding would cross the Base’s break-even, and says so', () => {
    // Found by the property above: ÷1.4 on churn alone rounds this Optimistic past the Base.
    const base = normalizeAssumptions({
      ...sampleAssumptions,
      monthlyPricePerCustomer: v(10),
      startingCustomers: v(2),
      monthlyGrowthPercent: v(24.1),
      monthlyChurnPercent: v(9.8),
      customerAcquisitionCost: v(91_015),
      variableCostPerCustomer: v(3),
      costs: [{ name: 'Rent', monthlyAmount: 16, rationale: 'x' }],
    });
    const conservative = deriveByRule(base, 'Conservative', { direction: 'conservative', factor: 1.4 });
    expect(conservative.held.length).toBeGreaterThan(0);
    expect(breakEven(conservative.assumptions)).toBeGreaterThanOrEqual(breakEven(base));
    const key = conservative.held[0]!;
    expect(conservative.assumptions[key].value).toBe(base[key].value);
    expect(conservative.assumptions[key].rationale).toMatch(/^Conservative: as the Base, since/);
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
    const outcomes = scenariosOf(model).map((scenario) => scenarioOutcome(scenario.assumptions));
    expect(cells('Year 1 revenue')).toEqual(outcomes.map((outcome) => outcome.year1Revenue));
    expect(cells('Year 3 revenue')).toEqual(outcomes.map((outcome) => outcome.year3Revenue));
    expect(cells('Monthly growth')).toEqual([12, 8.6, 16.8]);
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
    // Scenarios are changes relative to the Base: stored the same, they resolve to the new price.
    expect(edited.scenarios).toEqual(generated.scenarios);
    expect(scenariosOf(edited).map((scenario) => scenario.assumptions.monthlyPricePerCustomer.value)).toEqual([
      150, 150, 150,
    ]);
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

describe('a model saved with scenarios as copies', () => {
  /** How models were saved before scenarios were relative to the Base: each a whole copy. */
  function savedAsCopies(base: Assumptions, copies: { name: string; assumptions: Assumptions }[]) {
    return { ...modelFromEdit({ assumptions: base }), scenarios: copies };
  }
  const copy = (changes: Partial<Assumptions>) => ({ ...sampleAssumptions, ...changes });

  it('loads, the untouched values following the Base (by the rule) and every changed one kept as set by hand', () => {
    const oldConservative = copy({ monthlyGrowthPercent: v(7.2), monthlyChurnPercent: v(2.6) }); // 12 × 0.6, 2 × 1.3
    const oldOptimistic = copy({ monthlyGrowthPercent: v(20, 'My own guess.'), monthlyChurnPercent: v(1.4) });
    const mine = copy({ startingCustomers: v(250, 'Signed letters of intent.') });
    const stored = JSON.parse(
      JSON.stringify(
        savedAsCopies(sampleAssumptions, [
          { name: 'Conservative', assumptions: oldConservative },
          { name: 'Optimistic', assumptions: oldOptimistic },
          { name: 'Launch deal', assumptions: mine },
        ]),
      ),
    );
    const read = financialModelSchema.parse(stored);
    expect(read.scenarios).toEqual([
      { name: 'Conservative', rule: { direction: 'conservative', factor: 1.4 } },
      {
        name: 'Optimistic',
        rule: { direction: 'optimistic', factor: 1.4 },
        set: { monthlyGrowthPercent: v(20, 'My own guess.') },
      },
      { name: 'Launch deal', set: { startingCustomers: v(250, 'Signed letters of intent.') } },
    ]);
    // Nothing saved is lost: every value the founder changed resolves as it was saved.
    const [, , high, own] = scenariosOf(read);
    expect(high!.assumptions.monthlyGrowthPercent.value).toBe(20);
    expect(own!.assumptions.startingCustomers.value).toBe(250);
    // Saving it again stores the new shape.
    expect(financials.editable!.parse(stored).scenarios).toEqual(read.scenarios);
  });

  it('keeps a copy left behind by an edit of the Base as set by hand, rather than guess it away', () => {
    const raised = { ...sampleAssumptions, monthlyPricePerCustomer: v(150) };
    const stale = savedAsCopies(raised, [
      { name: 'Optimistic', assumptions: copy({ monthlyGrowthPercent: v(21), monthlyChurnPercent: v(1.4) }) },
    ]);
    const read = financialModelSchema.parse(stale);
    expect(read.scenarios?.[0]?.set).toEqual({
      monthlyPricePerCustomer: sampleAssumptions.monthlyPricePerCustomer,
      monthlyGrowthPercent: v(21),
    });
  });
});
