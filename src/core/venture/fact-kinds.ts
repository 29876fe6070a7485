/**
 * The names and units of a venture's facts, apart from how they are computed (facts.ts) and found
 * in prose (figures/): both sides import this leaf, so neither imports the other's types in a cycle.
 */

/** Every fact a venture can hold, in the order a founder reads them. */
export const FACT_IDS = [
  // From the financial model (computed by the engine).
  'price',
  'startingCustomers',
  'customersMonth12',
  'monthlyGrowth',
  'monthlyChurn',
  'grossMargin',
  'cac',
  'ltv',
  'ltvCac',
  'year1Revenue',
  'year2Revenue',
  'year3Revenue',
  'breakEvenMonth',
  'burnRate',
  // From the market research's size text.
  'marketSize',
  'tam',
  'sam',
  'som',
  // From the founder (pins).
  'raise',
  'teamSize',
] as const;
export type FactId = (typeof FACT_IDS)[number];

/**
 * What a fact's number measures. Money says whether it is per customer and over which period,
 * because the matcher converts between periods only where that is the same figure (figures/units.ts).
 * `month` is a point in time (Month 8: the eighth month of the projection).
 */
export const FACT_UNIT_NAMES = [
  'money',
  'moneyPerCustomer',
  'moneyPerMonth',
  'moneyPerYear',
  'moneyPerCustomerPerMonth',
  'percent',
  'percentPerMonth',
  'count',
  'ratio',
  'month',
] as const;
export type FactUnit = (typeof FACT_UNIT_NAMES)[number];

/** Each fact's unit. Market sizes are yearly spending; CAC and LTV are one amount per customer. */
export const FACT_UNITS: Record<FactId, FactUnit> = {
  price: 'moneyPerCustomerPerMonth',
  startingCustomers: 'count',
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
  teamSize: 'count',
};

/** Each fact as a founder reads it. */
export const FACT_LABELS: Record<FactId, string> = {
  price: 'Monthly price per customer',
  startingCustomers: 'Customers in Month 1',
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
  teamSize: 'Team size',
};

/** A founder's pin: a number, or a number with the time it was pinned. */
export type FactPin = number | { value: number; pinnedAt?: string };
export type FactPins = Partial<Record<FactId, FactPin>>;
