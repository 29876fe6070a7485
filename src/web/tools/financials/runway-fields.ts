import { RUNWAY_BOUNDS, RUNWAY_PRECISION, type RunwayBoundKey } from '@/core/finance/runway/bounds';

/** The engine's bounds and precision of a runway number, as a NumberInput takes them. */
export function runwayField(key: RunwayBoundKey) {
  return { bounds: RUNWAY_BOUNDS[key], precision: RUNWAY_PRECISION[key] ?? ('whole' as const) };
}

/** A month's unit beside its input. */
export const MONTH_UNIT = `month, 1 to ${RUNWAY_BOUNDS.fundingMonth.max}`;
