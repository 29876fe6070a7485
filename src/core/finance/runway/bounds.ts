/**
 * The ranges of the runway's assumptions (issue 27): cash, funding events and the hiring plan. As
 * in ../bounds.ts, the upper ends keep every figure over 36 months a safe integer: six events of
 * at most 1e9, twelve roles of at most 50 × 1e6 × 1.6 a month, so cash and payroll sums stay
 * exact far below 2^53 beside the engine's own revenue and costs.
 */
export const RUNWAY_BOUNDS = {
  startingCash: { min: 0, max: 1_000_000_000 },
  fundingAmount: { min: 1, max: 1_000_000_000 },
  fundingMonth: { min: 1, max: 36 },
  preMoneyValuation: { min: 1, max: 100_000_000_000 },
  annualInterestPercent: { min: 0, max: 40 },
  termMonths: { min: 1, max: 120 },
  fundingEventCount: { min: 0, max: 6 },
  roleCount: { min: 0, max: 12 },
  headcount: { min: 1, max: 50 },
  monthlySalary: { min: 0, max: 1_000_000 },
  startMonth: { min: 1, max: 36 },
  employerCostPercent: { min: 0, max: 60 },
  bufferMonths: { min: 0, max: 24 },
  founderOwnershipPercent: { min: 0, max: 100 },
} as const;

export type RunwayBoundKey = keyof typeof RUNWAY_BOUNDS;

/** Months of cash past break-even the funding need covers, unless the founder sets another. */
export const DEFAULT_BUFFER_MONTHS = 6;
/** The founders own the company before any round, unless they say otherwise. */
export const DEFAULT_FOUNDER_OWNERSHIP_PERCENT = 100;
/** Longest role title; one line in a table. */
export const ROLE_TITLE_MAX = 120;

/** Rates to a tenth of a percent; everything else whole (currency units, months, people). */
export const RUNWAY_PRECISION: Partial<Record<RunwayBoundKey, 'tenth'>> = {
  annualInterestPercent: 'tenth',
  employerCostPercent: 'tenth',
  founderOwnershipPercent: 'tenth',
};

/** `value` rounded to its precision and moved inside the bounds of `key`. */
export function boundRunway(key: RunwayBoundKey, value: number): number {
  const rounded = RUNWAY_PRECISION[key] === 'tenth' ? Math.round(value * 10) / 10 : Math.round(value);
  const { min, max } = RUNWAY_BOUNDS[key];
  return Math.min(max, Math.max(min, rounded));
}
