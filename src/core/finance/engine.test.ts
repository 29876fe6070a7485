import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSUMPTION_BOUNDS } from './bounds';
import { buildFinancialModel, computeFigures, normalizeAssumptions, ratioVerdict } from './engine';
import type { AssumptionsInput } from './schema';
import { digitsOf } from '../../../tests/support/digits-of';

const at = (value: number, rationale = 'because') => ({ value, rationale });

/** Numbers chosen so the model can be worked out by hand: net growth 10% a month from 100 customers. */
const worked: AssumptionsInput = {
  monthlyPricePerCustomer: at(100),
  startingCustomers: at(100),
  monthlyGrowthPercent: at(12),
  monthlyChurnPercent: at(2),
  grossMarginPercent: at(80),
  customerAcquisitionCost: at(300),
  variableCostPerCustomer: at(10),
  costs: [
    { name: 'Salaries', monthlyAmount: 15_000, rationale: 'Two founders' },
    { name: 'Office rent', monthlyAmount: 3_000, rationale: 'Small office' },
    { name: 'Cloud hosting', monthlyAmount: 1_000, rationale: 'Managed services' },
  ],
};

const bounded = (key: Exclude<keyof typeof ASSUMPTION_BOUNDS, 'costCount'>) => {
  const { min, max } = ASSUMPTION_BOUNDS[key];
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};
const line = fc.string({ minLength: 1, maxLength: 40 });
const scalar = (key: Parameters<typeof bounded>[0]) => fc.record({ value: bounded(key), rationale: line });

/** Any assumptions the schema accepts. */
const anyAssumptions: fc.Arbitrary<AssumptionsInput> = fc.record({
  monthlyPricePerCustomer: scalar('monthlyPricePerCustomer'),
  startingCustomers: scalar('startingCustomers'),
  monthlyGrowthPercent: scalar('monthlyGrowthPercent'),
  monthlyChurnPercent: scalar('monthlyChurnPercent'),
  customerAcquisitionCost: scalar('customerAcquisitionCost'),
  variableCostPerCustomer: scalar('variableCostPerCustomer'),
  costs: fc.array(fc.record({ name: line, monthlyAmount: bounded('costMonthlyAmount'), rationale: line }), {
    minLength: ASSUMPTION_BOUNDS.costCount.min,
    maxLength: ASSUMPTION_BOUNDS.costCount.max,
  }),
});

const RUNS = { numRuns: 500 };
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the financial engine, worked by hand', () => {
  const model = buildFinancialModel(worked);

  it('grows customers 10% a month from the starting customers, and bills each one the price', () => {
    expect(model.revenueProjections.year1.monthly.map((month) => month.customers)).toEqual([
      100, 110, 121, 133, 146, 161, 177, 195, 214, 236, 259, 285,
    ]);
    expect(model.revenueProjections.year1.monthly[0]).toEqual({ month: 'Month 1', revenue: '$10,000', customers: 100 });
    expect(model.revenueProjections.year1.monthly[11]).toEqual({
      month: 'Month 12',
      revenue: '$28,500',
      customers: 285,
    });
    expect(model.revenueProjections.year1.total).toBe('$213,700');
  });

  it('continues the same dynamics into years 2 and 3', () => {
    expect(model.revenueProjections.year2).toEqual({ revenue: '$671,100', growth: '214%' });
    expect(model.revenueProjections.year3).toEqual({ revenue: '$2,106,200', growth: '214%' });
  });

  it('computes LTV as (price − variable cost) ÷ churn, and the ratio over CAC', () => {
    // (100 − 10) ÷ 2% = 4,500; 4,500 ÷ 300 = 15
    expect(model.metrics).toEqual({ cac: '$300', ltv: '$4,500', ltvCacRatio: '15.0:1' });
    expect(model.figures.verdict).toBe('Excellent ratio');
  });

  it('adds the listed costs, the per-customer cost and acquisition spend', () => {
    expect(model.expenses).toEqual({
      fixed: '$19,000/month',
      variable: '$10/customer/month',
      burnRate: '$27,181/month',
    });
    // Month 1: 19,000 fixed + 100 × 10 variable + 12 new × 300 acquisition.
    expect(model.figures.months[0]).toMatchObject({
      newCustomers: 12,
      fixedCosts: 19_000,
      variableCosts: 1_000,
      acquisitionCosts: 3_600,
      totalCosts: 23_600,
    });
  });

  it('breaks even in the first month revenue covers all costs', () => {
    // Month 14: 345 customers bring $34,500 against $34,750; Month 15: 380 bring $38,000 against $36,600.
    expect(model.figures.months[13]).toMatchObject({ revenue: 34_500, totalCosts: 34_750 });
    expect(model.breakEven).toEqual({ timeframe: 'Month 15', revenueRequired: '$36,600/month' });
  });

  it('keeps the assumptions it used, with their rationale', () => {
    expect(model.assumptions.costs.map((cost) => cost.name)).toEqual(['Salaries', 'Office rent', 'Cloud hosting']);
    expect(model.assumptions.monthlyChurnPercent).toEqual({ value: 2, rationale: 'because' });
  });

  it('says when break-even lies beyond the three years', () => {
    const costly = buildFinancialModel({
      ...worked,
      costs: [{ name: 'Lab', monthlyAmount: 2_000_000, rationale: 'Clean room' }],
    });
    expect(costly.breakEven.timeframe).toBe('Beyond 36 months');
    expect(costly.figures.breakEvenMonth).toBeNull();
    expect(costly.figures.revenueRequired).toBe(costly.figures.months[35]?.totalCosts);
  });

  it('reports a shrinking business as negative growth', () => {
    const shrinking = buildFinancialModel({ ...worked, monthlyGrowthPercent: at(1), monthlyChurnPercent: at(6) });
    expect(shrinking.revenueProjections.year2.growth).toMatch(/^-\d+%$/);
    expect(shrinking.figures.year2Revenue).toBeLessThan(shrinking.figures.year1Revenue);
  });
});

describe('normalizing assumptions', () => {
  it('rounds money and customers to whole numbers and rates to a tenth of a percent', () => {
    const normal = normalizeAssumptions({
      ...worked,
      monthlyPricePerCustomer: at(29.99),
      startingCustomers: at(12.4),
      monthlyChurnPercent: at(2.345),
      costs: [{ name: 'Rent', monthlyAmount: 999.6, rationale: 'x' }],
    });
    expect(normal.monthlyPricePerCustomer.value).toBe(30);
    expect(normal.startingCustomers.value).toBe(12);
    expect(normal.monthlyChurnPercent.value).toBe(2.3);
    expect(normal.costs[0]?.monthlyAmount).toBe(1000);
  });
});

describe('ratioVerdict', () => {
  it.each([
    [3, 'Excellent ratio'],
    [12.5, 'Excellent ratio'],
    [2.9, 'Good ratio'],
    [2, 'Good ratio'],
    [1.9, 'Below target ratio'],
    [0, 'Below target ratio'],
  ] as const)('calls %d "%s"', (ratio, verdict) => {
    expect(ratioVerdict(ratio)).toBe(verdict);
  });
});

// Each property builds 500 whole models: 0.3 to 1.2 s on a quiet machine, and 7.5 s in a loaded
// run (two suites and the browser tests on two cores), past the 5 s default. That time is the
// test's own work, not setup a hook could take, so these tests get room for it.
describe('the financial engine, for any assumptions in bounds', { timeout: 30_000 }, () => {
  it('sums the twelve months to the Year 1 total, and the next 24 to Years 2 and 3', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        const model = buildFinancialModel(assumptions);
        const { months } = model.figures;
        expect(months).toHaveLength(36);
        expect(model.revenueProjections.year1.monthly).toHaveLength(12);
        expect(sum(months.slice(0, 12).map((month) => month.revenue))).toBe(model.figures.year1Revenue);
        expect(sum(model.revenueProjections.year1.monthly.map((month) => digitsOf(month.revenue)))).toBe(
          model.figures.year1Revenue,
        );
        expect(sum(months.slice(12, 24).map((month) => month.revenue))).toBe(model.figures.year2Revenue);
        expect(sum(months.slice(24, 36).map((month) => month.revenue))).toBe(model.figures.year3Revenue);
      }),
      RUNS,
    );
  });

  it('has revenue equal to customers × price every month', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        const model = buildFinancialModel(assumptions);
        const price = model.assumptions.monthlyPricePerCustomer.value;
        expect(model.figures.months.filter((month) => month.revenue !== month.customers * price)).toEqual([]);
        model.revenueProjections.year1.monthly.forEach((row, index) => {
          expect(row.month).toBe(`Month ${index + 1}`);
          expect(digitsOf(row.revenue)).toBe(row.customers * price);
        });
        expect(model.revenueProjections.year1.monthly[0]?.customers).toBe(model.assumptions.startingCustomers.value);
      }),
      RUNS,
    );
  });

  it('has LTV = (price − variable cost) ÷ churn (never below 0) and the ratio = LTV ÷ CAC, to the shown decimal', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        const { figures, assumptions: used } = buildFinancialModel(assumptions);
        const { monthlyPricePerCustomer: price, variableCostPerCustomer: variable } = used;
        const exactLtv = Math.max(0, ((price.value - variable.value) * 100) / used.monthlyChurnPercent.value);
        expect(Math.abs(figures.ltv - exactLtv)).toBeLessThanOrEqual(0.5);
        // The margin follows from the price and the variable cost: the two can never disagree.
        const exactMargin = ((price.value - variable.value) / price.value) * 100;
        expect(Math.abs(used.grossMarginPercent.value - exactMargin)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(figures.cac).toBe(used.customerAcquisitionCost.value);
        expect(Math.abs(figures.ltvCacRatio - figures.ltv / figures.cac)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(figures.ltvCacRatio).toBe(Math.round((figures.ltv / figures.cac) * 10) / 10);
      }),
      RUNS,
    );
  });

  it('gives the verdict docs/product.md’s thresholds call for', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        const { figures } = buildFinancialModel(assumptions);
        const expected =
          figures.ltvCacRatio >= 3 ? 'Excellent ratio' : figures.ltvCacRatio >= 2 ? 'Good ratio' : 'Below target ratio';
        expect(figures.verdict).toBe(expected);
      }),
      RUNS,
    );
  });

  it('breaks even in the first month revenue covers all costs, or says it is beyond the horizon', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        const { figures, breakEven } = buildFinancialModel(assumptions);
        const covered = (month: (typeof figures.months)[number]) =>
          month.revenue >= month.fixedCosts + month.variableCosts + month.acquisitionCosts;
        const first = figures.months.findIndex(covered);
        if (first === -1) {
          expect(figures.breakEvenMonth).toBeNull();
          expect(breakEven.timeframe).toBe('Beyond 36 months');
          expect(figures.revenueRequired).toBe(figures.months[35]?.totalCosts);
        } else {
          expect(figures.breakEvenMonth).toBe(first + 1);
          expect(breakEven.timeframe).toBe(`Month ${first + 1}`);
          expect(figures.revenueRequired).toBe(figures.months[first]?.totalCosts);
          expect(figures.months.slice(0, first).some(covered)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('shows display strings that match the numbers', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        const model = buildFinancialModel(assumptions);
        const { figures } = model;
        const money = /^\$\d{1,3}(,\d{3})*$/;
        for (const row of model.revenueProjections.year1.monthly) expect(row.revenue).toMatch(money);
        expect(model.revenueProjections.year1.total).toMatch(money);
        expect(digitsOf(model.revenueProjections.year1.total)).toBe(figures.year1Revenue);
        expect(digitsOf(model.revenueProjections.year2.revenue)).toBe(figures.year2Revenue);
        expect(digitsOf(model.revenueProjections.year3.revenue)).toBe(figures.year3Revenue);
        expect(model.revenueProjections.year2.growth).toBe(`${figures.year2GrowthPercent}%`);
        expect(model.revenueProjections.year3.growth).toBe(`${figures.year3GrowthPercent}%`);
        expect(figures.year2GrowthPercent).toBe(Math.round((figures.year2Revenue / figures.year1Revenue - 1) * 100));
        expect(model.metrics.cac).toBe(`$${figures.cac.toLocaleString('en-US')}`);
        expect(model.metrics.ltv).toBe(`$${figures.ltv.toLocaleString('en-US')}`);
        expect(model.metrics.ltvCacRatio).toBe(`${figures.ltvCacRatio.toFixed(1)}:1`);
        expect(model.expenses.fixed).toBe(`$${figures.fixedMonthly.toLocaleString('en-US')}/month`);
        expect(figures.fixedMonthly).toBe(sum(model.assumptions.costs.map((cost) => cost.monthlyAmount)));
        expect(model.expenses.variable).toBe(`$${figures.variablePerCustomer.toLocaleString('en-US')}/customer/month`);
        expect(model.expenses.burnRate).toBe(`$${figures.burnRate.toLocaleString('en-US')}/month`);
        expect(model.breakEven.revenueRequired).toBe(`$${figures.revenueRequired.toLocaleString('en-US')}/month`);
      }),
      RUNS,
    );
  });

  it('keeps every figure a whole, safe number of dollars or customers', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        const { figures } = buildFinancialModel(assumptions);
        const whole = [
          figures.year1Revenue,
          figures.year2Revenue,
          figures.year3Revenue,
          figures.ltv,
          figures.burnRate,
          figures.revenueRequired,
        ];
        for (const month of figures.months) whole.push(...Object.values(month));
        expect(whole.filter((value) => !Number.isSafeInteger(value) || value < 0)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('is deterministic, and normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        expect(buildFinancialModel(assumptions)).toEqual(buildFinancialModel(structuredClone(assumptions)));
        const once = normalizeAssumptions(assumptions);
        expect(normalizeAssumptions(once)).toEqual(once);
        expect(computeFigures(once)).toEqual(buildFinancialModel(assumptions).figures);
      }),
      { numRuns: 200 },
    );
  });
});
