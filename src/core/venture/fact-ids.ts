/**
 * The ids of a venture's facts and of their units, and the type of a pin: all the API's schemas
 * need (core/workspace/schema.ts), apart from the labels and units the screens and the checker
 * read (fact-kinds.ts), so the browser's first load carries no more than these lists.
 */

/** Every fact a venture can hold, in the order a founder reads them. */
export const FACT_IDS = [
  // From the financial model (computed by the engine).
  'price',
  'startingCustomers',
  // The month the first paying customers arrive (the model's launch).
  'launchMonth',
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
  // The ask, from the model's runway (a founder's pin overrides the raise as any other fact).
  'raise',
  // The month of each funding event the founder planned.
  'fundingMonth',
  'runwayMonths',
  'cashOutMonth',
  // From the market research's size text.
  'marketSize',
  'tam',
  'sam',
  'som',
  // From the founder (pins).
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

/** A founder's pin: a number, or a number with the time it was pinned. */
export type FactPin = number | { value: number; pinnedAt?: string };
export type FactPins = Partial<Record<FactId, FactPin>>;

/** Whether `value` names a fact (a fact's comment thread has its id as its path). */
export const isFactId = (value: unknown): value is FactId => (FACT_IDS as readonly unknown[]).includes(value);
