/**
 * The names and units of a venture's facts, apart from how they are computed (facts.ts) and found
 * in prose (figures/): both sides import this leaf, so neither imports the other's types in a cycle.
 */
import type { FactId, FactUnit } from './fact-ids';

export { FACT_IDS, FACT_UNIT_NAMES, type FactId, type FactPin, type FactPins, type FactUnit } from './fact-ids';

/** Each fact's unit. Market sizes are yearly spending; CAC and LTV are one amount per customer. */
export const FACT_UNITS: Record<FactId, FactUnit> = {
  price: 'moneyPerCustomerPerMonth',
  startingCustomers: 'count',
  launchMonth: 'month',
  customersMonth12: 'count',
  monthlyGrowth: 'percentPerMonth',
  monthlyChurn: 'percentPerMonth',
  grossMargin: 'percent',
  cac: 'moneyPerCustomer',
  ltv: 'moneyPerCustomer',
  ltvCac: 'ratio',
  year1Revenue: 'moneyPerYear',
  year2Revenue: 'moneyPerYear',
  year3Revenue: 'moneyPerYear',
  breakEvenMonth: 'month',
  burnRate: 'moneyPerMonth',
  marketSize: 'moneyPerYear',
  tam: 'moneyPerYear',
  sam: 'moneyPerYear',
  som: 'moneyPerYear',
  raise: 'money',
  fundingMonth: 'month',
  runwayMonths: 'month',
  cashOutMonth: 'month',
  teamSize: 'count',
};

/** Each fact as a founder reads it. */
export const FACT_LABELS: Record<FactId, string> = {
  price: 'Monthly price per customer',
  startingCustomers: 'Customers in Month 1',
  launchMonth: 'First paying customers',
  customersMonth12: 'Customers in Month 12',
  monthlyGrowth: 'Monthly growth',
  monthlyChurn: 'Monthly churn',
  grossMargin: 'Gross margin',
  cac: 'Customer acquisition cost (CAC)',
  ltv: 'Customer lifetime value (LTV)',
  ltvCac: 'LTV:CAC',
  year1Revenue: 'Year 1 revenue',
  year2Revenue: 'Year 2 revenue',
  year3Revenue: 'Year 3 revenue',
  breakEvenMonth: 'Break-even',
  burnRate: 'Burn rate',
  marketSize: 'Market size',
  tam: 'Total addressable market (TAM)',
  sam: 'Serviceable available market (SAM)',
  som: 'Serviceable obtainable market (SOM)',
  raise: 'Raise',
  fundingMonth: 'Funding arrives',
  runwayMonths: 'Runway with the raise',
  cashOutMonth: 'Cash runs out',
  teamSize: 'Team size',
};
