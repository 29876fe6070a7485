import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { ASSUMPTION_BOUNDS } from '../finance/bounds';
import { buildFinancialModel } from '../finance/engine';
import type { Assumptions, AssumptionsInput, FinancialModel } from '../finance/schema';
import type { MarketResearch } from '../tools/market-research/schema';
import { ventureFacts } from '../tools/venture-facts';
import type { VentureFact } from './facts';
import { checkFigures, figureInterval, findFigures, replaceFigure } from './figures';
import type { VentureSources } from './sources';

const savedAt = '2026-11-22T10:00:00.000Z';
const withModel = (result: FinancialModel): VentureSources => ({
  financials: { documentId: 'model-1', savedAt, result },
});
const withResearch = (marketSize: string): VentureSources => ({
  'market-research': { documentId: 'research-1', savedAt, result: { marketSize } as MarketResearch },
});
const byId = (facts: VentureFact[]) => Object.fromEntries(facts.map((fact) => [fact.id, fact]));

describe('the model’s facts', () => {
  const facts = byId(ventureFacts(withModel(buildFinancialModel(sampleAssumptions))));

  it('are the engine’s figures, shown as the model’s screen shows them', () => {
    expect(Object.fromEntries(Object.values(facts).map((fact) => [fact.id, fact.display]))).toEqual({
      price: '$100/customer/month',
      startingCustomers: '100 customers',
      // The first month with paying customers: the model starts with some.
      launchMonth: 'Month 1',
      customersMonth12: '285 customers',
      monthlyGrowth: '12%',
      monthlyChurn: '2%',
      // (price − variable cost) ÷ price: ($100 − $10) ÷ $100.
      grossMargin: '90%',
      cac: '$300',
      ltv: '$4,500',
      ltvCac: '15.0:1',
      year1Revenue: '$213,700',
      year2Revenue: '$671,100',
      year3Revenue: '$2,106,200',
      breakEvenMonth: 'Month 15',
      burnRate: '$27,181/month',
      // No cash in the bank and no round planned: the smallest raise that lasts through break-even
      // (Month 15) and 6 more months, after which the model is profitable; cash runs out at once without it.
      raise: '$114,860',
      runwayMonths: 'more than 36 months',
      cashOutMonth: 'Month 1',
    });
    expect(facts.price).toEqual({
      id: 'price',
      label: 'Monthly price per customer',
      value: 100,
      unit: 'moneyPerCustomerPerMonth',
      display: '$100/customer/month',
      currency: 'USD',
      source: { kind: 'tool', tool: 'financials', documentId: 'model-1', savedAt, ventureModel: true },
    });
    // The raise is the model's funding need, not the founder's: Month 1 is without it, and says so.
    expect(facts.cashOutMonth?.note).toBe('Without new money.');
  });

  it('are in the model’s currency, and a founder’s pinned amount too', () => {
    const inEuros = buildFinancialModel({ ...sampleAssumptions, currency: 'EUR' });
    const facts = byId(ventureFacts(withModel(inEuros), { raise: 500_000 }));
    expect(facts.price).toMatchObject({ display: '€100/customer/month', currency: 'EUR' });
    expect(facts.raise).toMatchObject({ display: '€500,000', currency: 'EUR', overridden: true, toolValue: 114_860 });
    expect(facts.breakEvenMonth?.currency).toBeUndefined();
  });

  it('state the founder’s planned round as the raise when it covers the need, and how long cash lasts', () => {
    const funded = buildFinancialModel({
      ...sampleAssumptions,
      funding: {
        ...sampleAssumptions.funding,
        fundingEvents: [{ kind: 'equity', amount: 400_000, month: 1, preMoneyValuation: 1_600_000 }],
      },
    });
    const facts = byId(ventureFacts(withModel(funded)));
    expect(facts.raise).toMatchObject({
      value: 400_000,
      display: '$400,000',
      note: 'Funding need $114,860: your round of $400,000 covers it through Month 21',
    });
    expect(facts.runwayMonths?.display).toBe('more than 36 months');
    expect(facts.cashOutMonth).toBeUndefined();
  });

  it('keep the funding need beside a pinned raise, and count the pinned raise in the runway it buys', () => {
    const withTeam = buildFinancialModel({
      ...sampleAssumptions,
      hiringPlan: [{ title: 'Engineer', count: 3, monthlySalary: 9_000, startMonth: 1, employerCostPercent: 20 }],
    });
    const model = byId(ventureFacts(withModel(withTeam)));
    const pinned = byId(ventureFacts(withModel(withTeam), { raise: 50_000 }));
    expect(pinned.raise).toMatchObject({ value: 50_000, overridden: true, note: model.raise!.note });
    expect(model.raise!.note).toMatch(/^Funding need \$[\d,]+: the smallest raise in Month 1/);
    // Less than the need: the pinned raise lasts a shorter time than the model's.
    expect(pinned.runwayMonths!.value).toBeLessThan(model.runwayMonths!.value);
  });

  it('state a runway past the projection in words a sentence takes, which Use Fact writes and the check reads back', () => {
    const fact = { ...byId(ventureFacts(withModel(buildFinancialModel(sampleAssumptions)))).runwayMonths! };
    expect(fact).toMatchObject({ value: 37, display: 'more than 36 months' });
    const text = 'Raising $114,860 for 18 months of runway.';
    const [check] = checkFigures(text, [fact]);
    expect(check?.status).toBe('conflict');
    const fixed = replaceFigure(text, check!);
    expect(fixed).toBe('Raising $114,860 for more than 36 months of runway.');
    expect(checkFigures(fixed, [fact]).map((each) => each.status)).toEqual(['match']);
  });

  it('never trusts the figures stored with the model', () => {
    const stored = buildFinancialModel(sampleAssumptions);
    const tampered = { ...stored, figures: { ...stored.figures, year1Revenue: 1, breakEvenMonth: 2 } };
    expect(ventureFacts(withModel(tampered))).toEqual(ventureFacts(withModel(stored)));
  });

  it('puts break-even past the projection at Month 37, shown "Beyond 36 months"', () => {
    const costly: Assumptions = {
      ...sampleAssumptions,
      costs: [{ name: 'Lab', monthlyAmount: 2_000_000, rationale: 'x' }],
    };
    expect(byId(ventureFacts(withModel(buildFinancialModel(costly)))).breakEvenMonth).toMatchObject({
      value: 37,
      display: 'Beyond 36 months',
    });
  });
});

describe('the research’s facts', () => {
  it('reads the market size from its text, as written and as precise as written', () => {
    const facts = ventureFacts(
      withResearch('The global pet food market is worth about $34.4 billion today and growing 11% a year.'),
    );
    expect(facts).toEqual([
      {
        id: 'marketSize',
        label: 'Market size',
        value: 34_400_000_000,
        precision: 100_000_000,
        unit: 'moneyPerYear',
        display: '$34.4 billion',
        currency: 'USD',
        source: { kind: 'tool', tool: 'market-research', documentId: 'research-1', savedAt },
      },
    ]);
  });

  it('keeps the research’s own currency', () => {
    const facts = byId(ventureFacts(withResearch('The German market is worth about €4.2 billion a year.')));
    expect(facts.marketSize).toMatchObject({ value: 4_200_000_000, display: '€4.2 billion a year', currency: 'EUR' });
  });

  it('reads the TAM, SAM and SOM where the text states them', () => {
    const facts = byId(ventureFacts(withResearch('TAM: $135B worldwide. SAM: $5.4B in the US; SOM of $212M.')));
    expect(Object.values(facts).map((fact) => [fact.id, fact.value, fact.display])).toEqual([
      ['marketSize', 135_000_000_000, '$135B'],
      ['tam', 135_000_000_000, '$135B'],
      ['sam', 5_400_000_000, '$5.4B'],
      ['som', 212_000_000, '$212M'],
    ]);
  });

  it('keeps a range as one, and ignores amounts too small to be a market', () => {
    const facts = ventureFacts(withResearch('Households spend $45 a month; the market is $40–60B.'));
    expect(facts).toMatchObject([{ id: 'marketSize', value: 40_000_000_000, upper: 60_000_000_000 }]);
    expect(ventureFacts(withResearch('Households spend $45 a month.'))).toEqual([]);
  });
});

describe('pins', () => {
  const sources = withModel(buildFinancialModel(sampleAssumptions));

  it('add the founder’s facts', () => {
    const facts = byId(ventureFacts(sources, { raise: 1_500_000, teamSize: { value: 4, pinnedAt: savedAt } }));
    expect(facts.raise).toMatchObject({ value: 1_500_000, display: '$1,500,000', source: { kind: 'founder' } });
    expect(facts.teamSize).toMatchObject({ display: '4 people', source: { kind: 'founder', pinnedAt: savedAt } });
    expect(facts.teamSize?.overridden).toBeUndefined();
  });

  it('override a tool’s fact and keep its value', () => {
    const facts = byId(ventureFacts(sources, { price: 120, monthlyChurn: 2.25 }));
    expect(facts.price).toMatchObject({
      value: 120,
      display: '$120/customer/month',
      source: { kind: 'founder' },
      overridden: true,
      toolValue: 100,
    });
    // Rounded as the screens show it: a tenth of a percent.
    expect(facts.monthlyChurn).toMatchObject({ value: 2.3, display: '2.3%', toolValue: 2 });
  });

  it('ignore a pin that is not a number, and list facts in their order', () => {
    const facts = ventureFacts(sources, { raise: Number.NaN, teamSize: 3 });
    expect(facts.map((fact) => fact.id).slice(-2)).toEqual(['cashOutMonth', 'teamSize']);
  });

  it('make no facts from no sources', () => {
    expect(ventureFacts({})).toEqual([]);
  });
});

const bounded = (key: Exclude<keyof typeof ASSUMPTION_BOUNDS, 'costCount'>) => {
  const { min, max } = ASSUMPTION_BOUNDS[key];
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};
const scalar = (key: Parameters<typeof bounded>[0]) => fc.record({ value: bounded(key), rationale: fc.constant('x') });
const anyAssumptions: fc.Arbitrary<AssumptionsInput> = fc.record({
  monthlyPricePerCustomer: scalar('monthlyPricePerCustomer'),
  startingCustomers: scalar('startingCustomers'),
  monthlyGrowthPercent: scalar('monthlyGrowthPercent'),
  monthlyChurnPercent: scalar('monthlyChurnPercent'),
  customerAcquisitionCost: scalar('customerAcquisitionCost'),
  variableCostPerCustomer: scalar('variableCostPerCustomer'),
  costs: fc.array(
    fc.record({ name: fc.constant('Cost'), monthlyAmount: bounded('costMonthlyAmount'), rationale: fc.constant('x') }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
});

describe('facts, for any model in bounds', () => {
  it('are the same every time', () => {
    fc.assert(
      fc.property(anyAssumptions, (assumptions) => {
        const sources = withModel(buildFinancialModel(assumptions));
        expect(ventureFacts(sources)).toEqual(ventureFacts(sources));
      }),
      { numRuns: 200 },
    );
  });

  it('show each value so that the figure finder reads it back', () => {
    // A variable cost at or above the price makes the gross margin negative, which the figure finder
    // does not read back yet ("-100%"): the model warns about it instead.
    const positiveMargin = anyAssumptions.filter(
      (a) => a.variableCostPerCustomer.value < a.monthlyPricePerCustomer.value,
    );
    fc.assert(
      fc.property(positiveMargin, fc.integer({ min: 1, max: 50_000_000 }), (assumptions, raise) => {
        for (const fact of ventureFacts(withModel(buildFinancialModel(assumptions)), { raise, teamSize: 7 })) {
          const [figure, ...more] = findFigures(fact.display);
          expect(more).toEqual([]);
          expect(figure?.text).toBe(fact.display);
          if (figure?.bound) {
            const said = figureInterval(figure);
            expect(fact.value > said.low && fact.value < said.high).toBe(true);
          } else expect(figure?.value).toBe(fact.value);
        }
      }),
      { numRuns: 200 },
    );
  });
});
