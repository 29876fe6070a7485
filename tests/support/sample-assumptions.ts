import type { Assumptions } from '@/core/finance/schema';

/**
 * Assumptions whose figures can be checked by hand (net growth of 10% a month from 100 customers
 * at $100), shared by the tests of the engine, the export and the screen.
 */
export const sampleAssumptions: Assumptions = {
  monthlyPricePerCustomer: { value: 100, rationale: 'Mid-market SaaS price.' },
  startingCustomers: { value: 100, rationale: 'Pilot customers.' },
  monthlyGrowthPercent: { value: 12, rationale: 'Inbound demand.' },
  monthlyChurnPercent: { value: 2, rationale: 'Sticky workflows.' },
  grossMarginPercent: { value: 80, rationale: 'Software margins.' },
  customerAcquisitionCost: { value: 300, rationale: 'Search ads and demos.' },
  variableCostPerCustomer: { value: 10, rationale: 'Hosting per account.' },
  costs: [
    { name: 'Salaries', monthlyAmount: 15_000, rationale: 'Two founders.' },
    { name: 'Office rent', monthlyAmount: 3_000, rationale: 'Small office.' },
    { name: 'Cloud hosting', monthlyAmount: 1_000, rationale: 'Managed services.' },
  ],
};
