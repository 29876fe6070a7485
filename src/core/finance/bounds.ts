/** Months the model projects: Year 1 monthly, Years 2 and 3 as totals (docs/product.md). */
export const HORIZON_MONTHS = 36;
export const MONTHS_PER_YEAR = 12;

/**
 * The range each assumption may take; the schema sent to the model says the same. The upper ends
 * keep every figure over 36 months a safe integer, so sums are exact.
 */
export const ASSUMPTION_BOUNDS = {
  monthlyPricePerCustomer: { min: 1, max: 50_000 },
  startingCustomers: { min: 1, max: 50_000 },
  monthlyGrowthPercent: { min: 0, max: 30 },
  monthlyChurnPercent: { min: 0.5, max: 25 },
  customerAcquisitionCost: { min: 1, max: 100_000 },
  variableCostPerCustomer: { min: 0, max: 50_000 },
  costMonthlyAmount: { min: 0, max: 2_000_000 },
  costCount: { min: 0, max: 12 },
} as const;

/**
 * The assumptions that are one number each and entered (the costs are a list). The gross margin is
 * not one: it follows from the price and the variable cost (margin.ts).
 */
export type ScalarKey = Exclude<keyof typeof ASSUMPTION_BOUNDS, 'costMonthlyAmount' | 'costCount'>;

/** `value`, moved inside `bounds` when it lies outside. */
export function clamp(value: number, { min, max }: { min: number; max: number }): number {
  return Math.min(max, Math.max(min, value));
}

/** How each number is entered and read: its unit beside the input. */
export const ASSUMPTION_UNITS: Record<ScalarKey | 'costMonthlyAmount', string> = {
  monthlyPricePerCustomer: '$ per month',
  startingCustomers: 'customers',
  monthlyGrowthPercent: '% per month',
  monthlyChurnPercent: '% per month',
  customerAcquisitionCost: '$ per customer',
  variableCostPerCustomer: '$ per customer per month',
  costMonthlyAmount: '$ per month',
};

/** Whole dollars and whole customers; rates to a tenth of a percent: the engine rounds to these. */
export const ASSUMPTION_PRECISION: Record<ScalarKey | 'costMonthlyAmount', 'whole' | 'tenth'> = {
  monthlyPricePerCustomer: 'whole',
  startingCustomers: 'whole',
  monthlyGrowthPercent: 'tenth',
  monthlyChurnPercent: 'tenth',
  customerAcquisitionCost: 'whole',
  variableCostPerCustomer: 'whole',
  costMonthlyAmount: 'whole',
};

/** How far the derived scenarios lean from the Base: Optimistic's growth ×1.4, churn and CAC ÷1.4; Conservative the reverse. */
export const SCENARIO_FACTOR = 1.4;

/** `value` rounded to the engine's precision for `key` (whole dollars, tenths of a percent). */
export function roundFor(key: ScalarKey | 'costMonthlyAmount', value: number): number {
  return ASSUMPTION_PRECISION[key] === 'whole' ? Math.round(value) : Math.round(value * 10) / 10;
}
