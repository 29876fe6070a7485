/**
 * Generated assumptions for the runway engine's property tests (src/core/finance/runway): the
 * engine's assumptions and the runway's, half of them anywhere in bounds and half at the scale of
 * a seed-stage venture, where break-even, burn and a funding need all happen within 36 months.
 */
import fc from 'fast-check';
import { ASSUMPTION_BOUNDS } from '@/core/finance/bounds';
import { normalizeAssumptions, type NormalizedAssumptions } from '@/core/finance/engine';
import { RUNWAY_BOUNDS, type RunwayBoundKey } from '@/core/finance/runway/bounds';
import { normalizeRunwayInputs, type NormalizedRunwayInputs } from '@/core/finance/runway/normalize';
import type { FundingEvent, Role } from '@/core/finance/runway/schema';

const at = (value: number) => ({ value, rationale: 'generated' });
const real = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const anywhere = (key: Exclude<keyof typeof ASSUMPTION_BOUNDS, 'costCount'>) =>
  real(ASSUMPTION_BOUNDS[key].min, ASSUMPTION_BOUNDS[key].max);

const costs = (amount: fc.Arbitrary<number>) =>
  fc.array(
    fc.record({
      name: fc.constantFrom('Rent', 'Hosting', 'Tools', 'Legal'),
      monthlyAmount: amount,
      rationale: fc.constant('x'),
    }),
    { minLength: 1, maxLength: ASSUMPTION_BOUNDS.costCount.max },
  );

const engineAssumptions = (
  ranges: Record<'price' | 'customers' | 'growth' | 'churn' | 'cac' | 'variable' | 'cost', fc.Arbitrary<number>>,
) =>
  fc
    .record({
      monthlyPricePerCustomer: ranges.price.map(at),
      startingCustomers: ranges.customers.map(at),
      monthlyGrowthPercent: ranges.growth.map(at),
      monthlyChurnPercent: ranges.churn.map(at),
      customerAcquisitionCost: ranges.cac.map(at),
      variableCostPerCustomer: ranges.variable.map(at),
      costs: costs(ranges.cost),
    })
    .map(normalizeAssumptions);

/** The engine's assumptions, normalised. */
export const anyAssumptions: fc.Arbitrary<NormalizedAssumptions> = fc.oneof(
  engineAssumptions({
    price: anywhere('monthlyPricePerCustomer'),
    customers: anywhere('startingCustomers'),
    growth: anywhere('monthlyGrowthPercent'),
    churn: anywhere('monthlyChurnPercent'),
    cac: anywhere('customerAcquisitionCost'),
    variable: anywhere('variableCostPerCustomer'),
    cost: anywhere('costMonthlyAmount'),
  }),
  engineAssumptions({
    price: real(10, 500),
    customers: real(1, 300),
    growth: real(0, 20),
    churn: real(0.5, 8),
    cac: real(10, 2_000),
    variable: real(0, 120),
    cost: real(0, 30_000),
  }),
);

const bounded = (key: RunwayBoundKey, max: number = RUNWAY_BOUNDS[key].max) =>
  fc.integer({ min: RUNWAY_BOUNDS[key].min, max });
const small = fc.boolean();

const equity = fc.record({
  kind: fc.constant('equity' as const),
  amount: bounded('fundingAmount', 5_000_000),
  month: bounded('fundingMonth'),
  preMoneyValuation: bounded('preMoneyValuation', 50_000_000),
});
const loan = fc.record({
  kind: fc.constant('loan' as const),
  amount: bounded('fundingAmount', 2_000_000),
  month: bounded('fundingMonth'),
  annualInterestPercent: fc.integer({ min: 0, max: 400 }).map((tenths) => tenths / 10),
  termMonths: bounded('termMonths'),
});
export const anyFundingEvent: fc.Arbitrary<FundingEvent> = fc.oneof(equity, loan);

export const anyRole: fc.Arbitrary<Role> = fc.record({
  title: fc.constantFrom('Engineer', 'Designer', 'Sales lead'),
  count: bounded('headcount', 5),
  monthlySalary: bounded('monthlySalary', 15_000),
  startMonth: bounded('startMonth'),
  employerCostPercent: fc.integer({ min: 0, max: 600 }).map((tenths) => tenths / 10),
});

/** The runway's assumptions, normalised: starting cash at a seed stage's scale or anywhere in bounds, half and half. */
export const anyRunwayInputs: fc.Arbitrary<NormalizedRunwayInputs> = small
  .chain((seed) =>
    fc.record({
      startingCash: seed ? bounded('startingCash', 1_000_000) : bounded('startingCash'),
      fundingEvents: fc.array(anyFundingEvent, { maxLength: RUNWAY_BOUNDS.fundingEventCount.max }),
      hiringPlan: fc.array(anyRole, { maxLength: RUNWAY_BOUNDS.roleCount.max }),
      bufferMonths: bounded('bufferMonths'),
      founderOwnershipPercent: fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
    }),
  )
  .map(normalizeRunwayInputs);

/** The runway's assumptions with one to three funding events the founder plans and a seed stage's cash: a round to set beside the need. */
export const withPlannedFunding: fc.Arbitrary<NormalizedRunwayInputs> = anyRunwayInputs.chain((inputs) =>
  fc
    .array(anyFundingEvent, { minLength: 1, maxLength: 3 })
    .map((fundingEvents) => ({ ...inputs, startingCash: inputs.startingCash % 200_000, fundingEvents })),
);
