import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { financials } from '../tools/financials';
import { financialModelToText } from '../tools/financials/export';
import { buildFinancialModel } from './engine';
import { costStructureWarning, grossMarginOf } from './margin';
import { modelFromEdit } from './scenarios';
import { financialModelSchema, type Assumptions } from './schema';

const v = (value: number, rationale = 'x') => ({ value, rationale });

describe('one consistent cost structure', () => {
  it('derives the gross margin from the price and the variable cost, whatever margin the input carried', () => {
    const contradicting: Assumptions = { ...sampleAssumptions, grossMarginPercent: v(77) };
    const model = buildFinancialModel(contradicting);
    expect(model.assumptions.grossMarginPercent).toEqual({
      value: 90,
      rationale: 'Follows from the price and the variable cost: ($100 − $10) ÷ $100.',
    });
    expect(grossMarginOf({ monthlyPricePerCustomer: v(19), variableCostPerCustomer: v(5) })).toBe(73.7);
    expect(costStructureWarning(model.assumptions)).toBeNull();
  });

  it('states the derived margin in the model’s currency', () => {
    const model = buildFinancialModel({ ...sampleAssumptions, currency: 'EUR' });
    expect(model.assumptions.grossMarginPercent.rationale).toBe(
      'Follows from the price and the variable cost: (€100 − €10) ÷ €100.',
    );
  });

  it('warns when the variable cost is at or above the price, with an LTV of $0 rather than below', () => {
    const model = buildFinancialModel({
      ...sampleAssumptions,
      monthlyPricePerCustomer: v(19),
      variableCostPerCustomer: v(5_000),
    });
    expect(model.assumptions.grossMarginPercent.value).toBe(-26215.8);
    expect(model.figures.ltv).toBe(0);
    expect(model.metrics.ltvCacRatio).toBe('0.0:1');
    const warning = costStructureWarning(model.assumptions);
    expect(warning).toBe(
      'The variable cost ($5,000/month per customer) is at or above the price ($19/month): the gross margin is ' +
        '-26215.8%, so every customer loses money and LTV is $0. Lower the variable cost or raise the price.',
    );
    expect(financialModelToText(model)).toContain(warning);
    // At the price exactly: a zero margin warns too.
    expect(costStructureWarning({ monthlyPricePerCustomer: v(19), variableCostPerCustomer: v(19) })).toMatch(
      /gross margin is 0%/,
    );
  });
});

describe('a model saved with an entered gross margin', () => {
  /** A model as an older version saved it: a 77% margin beside a variable cost of 10% of the price. */
  function savedWithMargin(): unknown {
    const model = modelFromEdit({ assumptions: sampleAssumptions });
    const assumptions: Assumptions = { ...model.assumptions, grossMarginPercent: v(77, 'Typical SaaS margin.') };
    return JSON.parse(
      JSON.stringify({
        ...model,
        assumptions,
        proposal: assumptions,
        metrics: { ...model.metrics, ltv: '$3,850' },
        figures: { ...model.figures, ltv: 3_850 },
      }),
    );
  }

  it('loads, keeps the variable cost and notes the margin it was saved with', () => {
    const read = financialModelSchema.parse(savedWithMargin());
    expect(read.assumptions.variableCostPerCustomer.value).toBe(10);
    expect(read.assumptions.variableCostPerCustomer.rationale).toBe(
      'Hosting per account. (Saved beside a stated gross margin of 77%; the margin now follows from the price and this cost.)',
    );
  });

  it('reads on the server as today’s engine computes it: the margin and LTV follow from the variable cost', () => {
    const read = financials.result!.parse(savedWithMargin());
    expect(read.assumptions.grossMarginPercent.value).toBe(90);
    expect(read.metrics.ltv).toBe('$4,500');
    expect(read.figures).toEqual(buildFinancialModel(sampleAssumptions).figures);
    // Read again (as when it is saved and read back), the note is not repeated.
    expect(financials.result!.parse(read).assumptions.variableCostPerCustomer).toEqual(
      read.assumptions.variableCostPerCustomer,
    );
  });
});

describe('cost lines', () => {
  it('carry their own rationale, and a line the founder changed reads "Edited", in the files too', () => {
    const model = modelFromEdit({ assumptions: sampleAssumptions });
    const edited = modelFromEdit({
      ...model,
      assumptions: {
        ...model.assumptions,
        costs: model.assumptions.costs.map((cost, index) =>
          index === 2 ? { ...cost, name: 'Licensed therapist partner fees', edited: true } : cost,
        ),
      },
    });
    expect(edited.assumptions.costs[2]).toEqual({
      name: 'Licensed therapist partner fees',
      monthlyAmount: 1_000,
      rationale: 'Managed services.',
      edited: true,
    });
    const text = financialModelToText(edited);
    expect(text).toContain('- Licensed therapist partner fees: $1,000/month (Edited)');
    expect(text).toContain('- Office rent: $3,000/month (Small office.)');
  });

  it('saved before lines said so: a line the proposal does not have reads "Edited", not another line’s rationale', () => {
    const model = modelFromEdit({ assumptions: sampleAssumptions });
    const renamed = model.assumptions.costs.map((cost, index) =>
      index === 2 ? { ...cost, name: 'Licensed therapist partner fees' } : cost,
    );
    const stored = JSON.parse(JSON.stringify({ ...model, assumptions: { ...model.assumptions, costs: renamed } }));
    const read = financialModelSchema.parse(stored);
    expect(read.assumptions.costs.map((cost) => cost.edited)).toEqual([undefined, undefined, true]);
    expect(financialModelToText(read)).toContain('- Licensed therapist partner fees: $1,000/month (Edited)');
  });
});
