import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { anyFundingEvent, anyRole } from '../../../../tests/support/runway-arbitraries';
import { modelFromEdit } from '../../finance/scenarios';
import type { Assumptions, FinancialModel } from '../../finance/schema';
import { partAt } from '../editable-parts';
import { sameValue } from '../result-parts';
import { FOUNDER_INPUTS, keepFounderInputs, PINNED_RATIONALE } from './founder-inputs';
import { offlineAssumptions } from './offline';

/** A model as the AI proposes it (the offline draft), before anything is kept. */
const proposed = (costs = 'Office rent, Hosting'): FinancialModel =>
  modelFromEdit({
    assumptions: offlineAssumptions({ pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs }),
  });

/** The founder's model: the sample, proposed in dollars, with their cash, round, hires, currency and a scenario of their own. */
function foundersModel(): FinancialModel {
  const ai = modelFromEdit({ assumptions: sampleAssumptions });
  const assumptions: Assumptions = {
    ...ai.assumptions,
    currency: 'EUR',
    hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 6_500, startMonth: 2, employerCostPercent: 21 }],
    funding: {
      startingCash: 80_000,
      fundingEvents: [{ kind: 'equity', amount: 600_000, month: 4, preMoneyValuation: 2_400_000 }],
      bufferMonths: 9,
      founderOwnershipPercent: 90,
    },
  };
  return modelFromEdit({
    assumptions,
    proposal: ai.proposal,
    scenarios: [
      ...(ai.scenarios ?? []),
      { name: 'Bootstrapped', set: { monthlyGrowthPercent: { value: 4, rationale: 'x' } } },
    ],
  });
}

describe('a new model keeps what the founder typed', () => {
  it('keeps the cash, the funding, the edited hiring plan, the chosen currency and the scenarios', () => {
    const before = foundersModel();
    const next = proposed();
    const kept = keepFounderInputs(next, before);
    for (const input of FOUNDER_INPUTS)
      expect(sameValue(partAt(kept, input.path), partAt(before, input.path)), input.label).toBe(true);
    // The rest is the new proposal's, every figure computed from it.
    expect(kept.assumptions.startingCustomers).toEqual(next.assumptions.startingCustomers);
    expect(kept.proposal).toEqual(next.proposal);
    expect(kept).toEqual(
      modelFromEdit({ assumptions: kept.assumptions, proposal: kept.proposal, scenarios: kept.scenarios }),
    );
    expect(kept.revenueProjections.year1.total).toMatch(/^€/);
    // A kept currency relabels the new proposal's rationales; it converts nothing.
    expect(kept.assumptions.monthlyPricePerCustomer.value).toBe(next.assumptions.monthlyPricePerCustomer.value);
    expect(kept.assumptions.monthlyPricePerCustomer.rationale).toBe(
      next.assumptions.monthlyPricePerCustomer.rationale.replace('$', '€'),
    );
    expect(JSON.stringify(kept.assumptions)).not.toMatch(/\$\d/);
  });

  it('leaves the AI’s own proposals to the AI: a hiring plan and a currency the founder did not change', () => {
    const ai = modelFromEdit({ assumptions: { ...sampleAssumptions, currency: 'GBP' } });
    const before = modelFromEdit({
      assumptions: { ...ai.assumptions, funding: { ...ai.assumptions.funding, startingCash: 5_000 } },
      proposal: ai.proposal,
    });
    const next = proposed();
    const kept = keepFounderInputs(next, before);
    expect(kept.assumptions.currency).toBe(next.assumptions.currency);
    expect(kept.assumptions.hiringPlan).toEqual(next.assumptions.hiringPlan);
    expect(kept.assumptions.funding.startingCash).toBe(5_000);
  });

  it('gives a pinned assumption the founder’s value over the AI’s, saying whose it is', () => {
    const next = proposed();
    const kept = keepFounderInputs(next, undefined, {
      price: { value: 29, pinnedAt: '2026-01-01T00:00:00.000Z' },
      cac: 41,
    });
    expect(kept.assumptions.monthlyPricePerCustomer).toEqual({ value: 29, rationale: PINNED_RATIONALE });
    expect(kept.assumptions.customerAcquisitionCost).toEqual({ value: 41, rationale: PINNED_RATIONALE });
    expect(kept.figures.months[0]!.revenue).toBe(29 * kept.assumptions.startingCustomers.value);
    // The proposal stays the AI's, for Reset to AI Proposal.
    expect(kept.proposal).toEqual(next.proposal);
  });

  it('is the new proposal itself in a venture with no model and no pins', () => {
    const next = proposed();
    expect(keepFounderInputs(next, undefined, {})).toEqual(next);
  });

  it('loses none of the founder’s cash, rounds or hires, whatever they are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(anyFundingEvent, { maxLength: 6 }),
        fc.array(anyRole, { maxLength: 12 }),
        (startingCash, fundingEvents, hiringPlan) => {
          const ai = modelFromEdit({ assumptions: sampleAssumptions });
          const before = modelFromEdit({
            assumptions: {
              ...ai.assumptions,
              hiringPlan,
              funding: { ...ai.assumptions.funding, startingCash, fundingEvents },
            },
            proposal: ai.proposal,
          });
          const kept = keepFounderInputs(proposed(), before);
          expect(kept.assumptions.funding).toEqual(before.assumptions.funding);
          if (hiringPlan.length > 0) expect(kept.assumptions.hiringPlan).toEqual(before.assumptions.hiringPlan);
        },
      ),
      { numRuns: 50 },
    );
  });
});
